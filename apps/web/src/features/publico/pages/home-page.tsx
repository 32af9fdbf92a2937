import { Box, Button, Container, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SituacaoInscricoes } from '@/components/calendario/situacao-inscricoes';
import { DocumentoLink } from '@/components/documentos/documento-link';
import { useDocumento } from '@/hooks/use-documento';
import { CHAMADA } from '@/lib/site';
import { CapaPagina } from '../components/capa-pagina';
import { CompartilharSecao } from '../components/compartilhar-secao';
import { ContatoSecao } from '../components/contato-secao';
import { Secao } from '../components/secao';
import classes from '../components/publico.module.css';

/** A fresh install has no call notice yet: the home says so instead of pointing to nothing. */
const EDITAL_EM_BREVE = 'O edital será publicado em breve.';

export function HomePage() {
  const edital = useDocumento('edital');
  return (
    <>
      <CapaPagina
        sobretitulo={CHAMADA}
        titulo="Soluções Tecnológicas para Cidades Inteligentes"
        acoes={
          <>
            <Button component={Link} to="/fornecedores" size="md">
              Sou fornecedor
            </Button>
            <Button component={Link} to="/municipios" size="md" variant="outline">
              Sou gestor municipal
            </Button>
          </>
        }
      >
        O Governo do Estado de São Paulo, por meio da Secretaria de Desenvolvimento Econômico e em
        parceria com o IPT, convida empresas de tecnologia a apresentar soluções para os desafios
        das cidades paulistas.
      </CapaPagina>

      <Container size="lg" mt={{ base: -20, sm: -32 }}>
        <Stack gap="md">
          <Box component="section" aria-label="Edital">
            <DocumentoLink id="edital" aparencia="destaque" ausente={EDITAL_EM_BREVE} />
          </Box>
          <SituacaoInscricoes />
        </Stack>
      </Container>

      <Secao id="sobre" titulo="Sobre a chamada">
        <div className={classes.texto}>
          <p>
            A {CHAMADA} tem caráter investigativo: seu objetivo é mapear o mercado e conhecer as
            soluções tecnológicas capazes de tornar as cidades mais eficientes, sustentáveis e
            conectadas.
          </p>
          <p>
            As propostas enviadas pelas empresas passam por avaliação técnica do Instituto de
            Pesquisas Tecnológicas (IPT) e passam a compor um repositório digital de soluções para
            gestores públicos e empreendedores, organizado em cinco eixos temáticos: conectividade;
            governança e planejamento urbano; mobilidade urbana; segurança; e serviços.
          </p>
        </div>
        <Button
          component={Link}
          to="/sobre"
          mt="xl"
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          Saiba mais
        </Button>
        <Text size="sm" mt="md" c="dimmed">
          {edital.url || edital.carregando
            ? 'Empresas interessadas devem ler o edital antes de cadastrar suas soluções.'
            : `${EDITAL_EM_BREVE} Leia-o antes de cadastrar suas soluções.`}
        </Text>
      </Secao>

      <ContatoSecao />
      <CompartilharSecao />
    </>
  );
}
