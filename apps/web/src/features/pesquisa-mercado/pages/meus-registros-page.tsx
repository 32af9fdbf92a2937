import { Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import { formatarDataHora, type RegistroPesquisaResumo } from '@portal/domain';
import { Link } from 'react-router';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { TabelaLeitura, type ColunaLeitura } from '@/components/leitura/tabela-leitura';
import { useMeusRegistros } from '../api/registros-pesquisa';

const COLUNAS: readonly ColunaLeitura<RegistroPesquisaResumo>[] = [
  {
    rotulo: 'Código',
    valor: (r) => (
      <Anchor component={Link} to={`/registros/${r.codigo}`}>
        {r.codigo}
      </Anchor>
    ),
  },
  { rotulo: 'Registrado em', valor: (r) => formatarDataHora(r.registradoEm) },
  { rotulo: 'Finalidade', valor: (r) => r.finalidade ?? '—' },
  { rotulo: 'Palavras buscadas', valor: (r) => r.busca ?? 'Nenhuma' },
  {
    rotulo: 'Soluções',
    valor: (r) => `${r.selecionadas} selecionadas de ${r.resultados} resultados`,
  },
];

/** /gestor/registros: the manager's market-survey records, each with its public page. */
export function MeusRegistrosPage() {
  const { data, isPending, isError, error, refetch } = useMeusRegistros();
  if (isPending) return <CarregandoPagina />;
  if (isError) return <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;
  return (
    <>
      <CabecalhoPagina titulo="Registros de pesquisa de mercado">
        Cada registro guarda a busca, os resultados e a sua seleção como estavam no momento, para o
        estudo técnico preliminar da contratação (Lei 14.133/2021, art. 18). Nada muda depois.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <Stack gap="lg">
          <Group>
            <Button component={Link} to="/solutions">
              Fazer uma nova pesquisa
            </Button>
          </Group>
          <TabelaLeitura
            titulo="Registros de pesquisa de mercado"
            colunas={COLUNAS}
            itens={data}
            chave={(r) => r.codigo}
            vazio="Você ainda não registrou nenhuma pesquisa. Busque soluções no repositório e use “Registrar esta pesquisa”."
          />
          <Text size="sm" c="gray.7">
            O código de cada registro abre a página pública que qualquer pessoa com o código pode
            conferir.
          </Text>
        </Stack>
      </Container>
    </>
  );
}
