import { Anchor, Button, Group, SimpleGrid, Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { EIXOS } from '@portal/domain';
import { DocumentoLink } from '@/components/documentos/documento-link';
import { CHAMADA } from '@/lib/site';
import { CapaPagina } from '../components/capa-pagina';
import { CompartilharSecao } from '../components/compartilhar-secao';
import { ContatoSecao } from '../components/contato-secao';
import { EixoPainel } from '../components/eixo-painel';
import { Secao } from '../components/secao';
import classes from '../components/publico.module.css';
import { rotuloEixo } from '../content/eixos-conteudo';

export function MunicipiosPage() {
  return (
    <>
      <CapaPagina sobretitulo={CHAMADA} titulo="Municípios">
        Encontre, por eixo temático, cadernos técnicos, modelos de termo de referência e as soluções
        mapeadas pela chamada para apoiar o planejamento e a contratação de tecnologia pelo seu
        município.
      </CapaPagina>

      <Secao id="gestores" titulo="Para gestores públicos">
        <p className={classes.texto} style={{ marginTop: 0 }}>
          Com uma conta de gestor público, salve as soluções que interessam ao seu município e
          compare até quatro delas lado a lado, campo a campo.
        </p>
        <Group mt="md">
          <Button component={Link} to="/gestor/cadastro">
            Criar conta de gestor público
          </Button>
          <Button component={Link} to="/solutions" variant="outline">
            Ver as soluções
          </Button>
        </Group>
      </Secao>

      <Secao id="eixos" titulo="Eixos temáticos" fundo="branco">
        <Tabs defaultValue={String(EIXOS[0]?.id)} keepMounted={false} variant="pills">
          <Tabs.List aria-label="Eixos temáticos" className={classes.abas}>
            {EIXOS.map((eixo) => (
              <Tabs.Tab key={eixo.id} value={String(eixo.id)} fw={600}>
                {rotuloEixo(eixo.descricao)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EIXOS.map((eixo) => (
            <Tabs.Panel key={eixo.id} value={String(eixo.id)}>
              <EixoPainel eixo={eixo} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Secao>

      <Secao id="contratacao" titulo="Contratação e financiamento">
        <p className={classes.texto} style={{ marginTop: 0 }}>
          Modelos de contratação e fontes de financiamento que podem apoiar a aquisição das soluções
          pelos municípios.
        </p>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="lg">
          <DocumentoLink id="modelos-contratacao" />
          <DocumentoLink id="fontes-financiamento" />
        </SimpleGrid>
        <p className={classes.texto}>
          Quantos municípios já se interessaram pelas soluções de cada eixo e o que aconteceu depois
          (contratadas, testadas em CPSI) está nas{' '}
          <Anchor component={Link} to="/estatisticas">
            estatísticas do repositório
          </Anchor>
          .
        </p>
      </Secao>

      <ContatoSecao />
      <CompartilharSecao />
    </>
  );
}
