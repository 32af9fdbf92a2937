import { Button, Container } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SituacaoInscricoes } from '@/components/calendario/situacao-inscricoes';
import { CHAMADA } from '@/lib/site';
import { CapaPagina } from '../components/capa-pagina';
import { CompartilharSecao } from '../components/compartilhar-secao';
import { ContatoSecao } from '../components/contato-secao';
import { EixosCards } from '../components/eixos-cards';
import { PassosParticipacao } from '../components/passos-participacao';
import { Secao } from '../components/secao';
import classes from '../components/publico.module.css';

export function FornecedoresPage() {
  return (
    <>
      <CapaPagina
        sobretitulo={CHAMADA}
        titulo="Fornecedores de soluções tecnológicas"
        acoes={
          <Button
            component={Link}
            to="/register"
            size="lg"
            leftSection={<IconUserPlus size={20} aria-hidden="true" />}
          >
            CADASTRE-SE
          </Button>
        }
      >
        Sua empresa desenvolve tecnologia para cidades? Cadastre suas soluções, receba a avaliação
        técnica do IPT e faça parte do repositório consultado por gestores públicos de todo o
        estado.
      </CapaPagina>

      <Container size="lg" mt="xl">
        <SituacaoInscricoes />
      </Container>

      <Secao id="sobre" titulo="Sobre a chamada">
        <div className={classes.texto}>
          <p>
            A {CHAMADA} busca conhecer as soluções tecnológicas que o mercado oferece para tornar as
            cidades paulistas mais eficientes, sustentáveis e conectadas. Podem participar empresas
            fornecedoras de tecnologia, com uma ou mais soluções.
          </p>
          <p>
            Cada solução é cadastrada em um dos cinco eixos temáticos e avaliada tecnicamente pelo
            IPT. As soluções avaliadas passam a integrar um repositório digital consultado por
            gestores públicos e empreendedores.
          </p>
        </div>
      </Secao>

      <Secao id="como-participar" titulo="Como participar" fundo="branco">
        <PassosParticipacao />
      </Secao>

      <Secao id="eixos" titulo="Eixos temáticos">
        <EixosCards />
      </Secao>

      <ContatoSecao />
      <CompartilharSecao />
    </>
  );
}
