import { useRef, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MENSAGENS, TIPO_USUARIO } from '@portal/domain';
import { useSessao } from '@/hooks/use-sessao';
import { useAnalise } from '../api/analise';
import { useFiltrosAnalise } from '../hooks/use-filtros-analise';
import { BarraFiltros } from './barra-filtros';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { PaginacaoAnalise } from './paginacao-analise';
import { TabelaAnalise } from './tabela-analise';

interface SolucoesAnaliseProps {
  /** The bulk action over the selected rows (the evaluation's assignment), for administrators. */
  acaoEmLote?: (propostaIds: readonly string[], limpar: () => void) => ReactNode;
}

/** The table half of /ipt/home: filters, the server's page of solutions and the paging. */
export function SolucoesAnalise({ acaoEmLote }: SolucoesAnaliseProps) {
  const { filtros, alterar, ordenar, irParaPagina, limpar } = useFiltrosAnalise();
  const { data: sessao } = useSessao();
  const [selecionadas, setSelecionadas] = useState<ReadonlySet<string>>(new Set());
  const administrador = sessao?.tipoUsuario === TIPO_USUARIO.ADMINISTRADOR;
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useAnalise(filtros);
  const titulo = useRef<HTMLHeadingElement>(null);
  const filtrando =
    filtros.status.length > 0 ||
    filtros.eixo !== null ||
    !!filtros.empresa ||
    !!filtros.busca ||
    !!filtros.avaliador ||
    !!filtros.avaliacao;

  const alternar = (id: string) =>
    setSelecionadas((atuais) => {
      const proximas = new Set(atuais);
      if (!proximas.delete(id)) proximas.add(id);
      return proximas;
    });
  const alternarPagina = () =>
    setSelecionadas((atuais) => {
      const ids = data?.itens.map((l) => l.propostaID) ?? [];
      const todas = ids.every((id) => atuais.has(id));
      const proximas = new Set(atuais);
      for (const id of ids) {
        if (todas) proximas.delete(id);
        else proximas.add(id);
      }
      return proximas;
    });
  const selecao =
    administrador && acaoEmLote
      ? { selecionadas, onAlternar: alternar, onAlternarPagina: alternarPagina }
      : undefined;

  const mudarPagina = (pagina: number) => {
    irParaPagina(pagina);
    // The page links sit under the table: bring its first rows back into view.
    titulo.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <section aria-labelledby="titulo-solucoes">
      <Title order={2} id="titulo-solucoes" ref={titulo} fz="h3" c="azulSp.9" mb="md">
        Soluções cadastradas
      </Title>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <BarraFiltros filtros={filtros} onAlterar={alterar} onLimpar={limpar} />
        </Paper>
        {selecao && acaoEmLote?.([...selecionadas], () => setSelecionadas(new Set()))}
        {isError && !data ? (
          <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />
        ) : isPending ? (
          <Center py="xl" role="status">
            <Loader aria-hidden="true" />
            <Text ml="md">Carregando soluções…</Text>
          </Center>
        ) : data.itens.length === 0 ? (
          <Paper withBorder radius="md" p="xl" ta="center">
            {data.total > 0 ? (
              <>
                <Text fw={600}>Esta página não tem soluções.</Text>
                <Button variant="subtle" mt="sm" onClick={() => mudarPagina(1)}>
                  Ir para a primeira página
                </Button>
              </>
            ) : filtrando ? (
              <>
                <Text fw={600}>Nenhuma solução encontrada</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  Nenhuma solução atende aos filtros escolhidos.
                </Text>
              </>
            ) : (
              <Text fw={600}>{MENSAGENS.nenhumaSolucaoCadastrada}</Text>
            )}
          </Paper>
        ) : (
          <Paper withBorder radius="md">
            <TabelaAnalise
              linhas={data.itens}
              filtros={filtros}
              onOrdenar={ordenar}
              atualizando={isPlaceholderData}
              selecao={selecao}
            />
          </Paper>
        )}
        {data && data.total > 0 && (
          <PaginacaoAnalise
            pagina={filtros.pagina}
            tamanho={filtros.tamanho}
            total={data.total}
            onPagina={mudarPagina}
            onTamanho={(tamanho) => alterar({ tamanho })}
          />
        )}
      </Stack>
    </section>
  );
}
