import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { CHAMADA } from '@/lib/site';
import { CapaPagina } from '../components/capa-pagina';
import { Secao } from '../components/secao';
import classes from '../components/publico.module.css';

export function SobrePage() {
  return (
    <>
      <CapaPagina sobretitulo={CHAMADA} titulo="Sobre a chamada">
        Conheça os objetivos da chamada pública e o papel de cada instituição envolvida.
      </CapaPagina>

      <Secao id="cidades-inteligentes" titulo="Cidades inteligentes" fundo="branco">
        <div className={classes.texto}>
          <p>
            Cidades inteligentes usam tecnologia, dados e inovação para melhorar a qualidade de vida
            da população, tornar a gestão pública mais eficiente e promover o desenvolvimento
            sustentável. Sensores, redes de comunicação, plataformas digitais e sistemas integrados
            ajudam a planejar o território, a deslocar pessoas e cargas, a proteger a população e a
            prestar melhores serviços públicos.
          </p>
          <p>
            Para os municípios, o desafio é saber quais soluções existem, quais já foram testadas e
            como contratá-las com segurança. É a esse desafio que esta chamada responde.
          </p>
        </div>
      </Secao>

      <Secao id="missao" titulo="A missão da Secretaria de Desenvolvimento Econômico">
        <div className={classes.texto}>
          <p>
            A Secretaria de Desenvolvimento Econômico do Estado de São Paulo tem a missão de
            promover o crescimento econômico sustentável do estado, estimulando a inovação, a
            competitividade das empresas e a geração de emprego e renda.
          </p>
          <p>
            Ao aproximar o setor produtivo das necessidades das cidades, a Secretaria fortalece o
            ecossistema paulista de tecnologia e apoia os municípios na modernização de seus
            serviços.
          </p>
        </div>
      </Secao>

      <Secao id="parceria" titulo="Parceria com o IPT" fundo="branco">
        <div className={classes.texto}>
          <p>
            A {CHAMADA} é realizada por meio de acordo de parceria entre a Secretaria e o IPT —
            Instituto de Pesquisas Tecnológicas do Estado de São Paulo, instituição com mais de um
            século de atuação em pesquisa, desenvolvimento e inovação.
          </p>
        </div>
      </Secao>

      <Secao id="avaliacao" titulo="Avaliação técnica das soluções">
        <div className={classes.texto}>
          <p>
            Cabe ao IPT a avaliação técnica das propostas. A equipe do Instituto analisa o conceito
            de cada solução, sua aplicação prática, os requisitos técnicos e operacionais, as
            limitações, a escalabilidade, os benefícios esperados e o histórico de implementação, e
            emite parecer técnico sobre cada uma.
          </p>
          <p>
            A chamada tem caráter investigativo: seu propósito é mapear o mercado e conhecer as
            soluções disponíveis para as cidades.
          </p>
        </div>
      </Secao>

      <Secao id="repositorio" titulo="Repositório digital de soluções" fundo="branco">
        <div className={classes.texto}>
          <p>
            As soluções avaliadas passam a compor um repositório digital, organizado em cinco eixos
            temáticos, para consulta de gestores públicos e empreendedores. Assim, as prefeituras
            conhecem alternativas já mapeadas e avaliadas, e as empresas ganham visibilidade junto
            ao poder público.
          </p>
        </div>
        <Group gap="sm" mt="xl">
          <Button component={Link} to="/fornecedores" size="md">
            Sou fornecedor
          </Button>
          <Button component={Link} to="/municipios" size="md" variant="outline">
            Sou gestor municipal
          </Button>
        </Group>
      </Secao>
    </>
  );
}
