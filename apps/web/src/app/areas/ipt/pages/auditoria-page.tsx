import { useRef } from 'react';
import { Button, Center, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { ListaAuditoria } from '@/components/auditoria/lista-auditoria';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { ApiError } from '@/lib/http';
import { useAuditoria } from '@/features/auditoria/api/auditoria';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { BarraFiltrosAuditoria } from '@/features/auditoria/components/barra-filtros-auditoria';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import {
  PaginacaoAuditoria,
  resumoAuditoria,
} from '@/features/auditoria/components/paginacao-auditoria';
import { useFiltrosAuditoria } from '@/features/auditoria/hooks/use-filtros-auditoria';
import { isAdministrador } from '@/lib/acesso-equipe';
import {
  algumFiltroAuditoria,
  enderecoCsvAuditoria,
  errosDosFiltros,
  TAMANHO_PAGINA_AUDITORIA,
} from '@/features/auditoria/lib/filtros-auditoria';

/** /ipt/auditoria: the audit trail, read-only, for administrators. */
export function AuditoriaPage() {
  const { data: sessao } = useSessao();
  const administrador = !!sessao && isAdministrador(sessao.tipoUsuario);
  const { filtros, alterar, irParaPagina, limpar } = useFiltrosAuditoria();
  const consulta = useAuditoria(filtros, administrador);
  const resultados = useRef<HTMLDivElement>(null);
  if (!administrador)
    return (
      <AcessoNaoPermitido
        motivo="Somente administradores da equipe do IPT veem o registro de auditoria."
        voltarPara={{ rotulo: 'Ir para estatísticas e soluções', para: '/ipt/home' }}
      />
    );

  const { error } = consulta;
  const erros =
    error instanceof ApiError && error.status === 400 ? errosDosFiltros(error.issues) : {};
  const mudarPagina = (pagina: number) => {
    irParaPagina(pagina);
    // The page links sit under the table: bring its first rows back into view.
    resultados.current?.scrollIntoView({ block: 'start' });
  };

  let conteudo;
  if (Object.keys(erros).length > 0) {
    conteudo = (
      <Text fw={600} c="red.9" role="alert">
        Corrija os filtros indicados para ver os registros.
      </Text>
    );
  } else if (consulta.isError) {
    conteudo = (
      <ErroConsulta erro={consulta.error} onTentarNovamente={() => void consulta.refetch()} />
    );
  } else if (consulta.isPending) {
    conteudo = (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando os registros…</Text>
      </Center>
    );
  } else if (consulta.data.itens.length === 0) {
    conteudo = (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Text fw={600}>
          {algumFiltroAuditoria(filtros)
            ? 'Nenhum registro atende aos filtros escolhidos.'
            : 'Nenhum registro de auditoria até agora.'}
        </Text>
      </Paper>
    );
  } else {
    conteudo = (
      <ListaAuditoria
        registros={consulta.data.itens}
        titulo="Registros de auditoria"
        atualizando={consulta.isPlaceholderData}
      />
    );
  }

  // The count and the CSV belong to records on the screen, not to a refused filter.
  const pagina =
    consulta.data && !consulta.isError && consulta.data.total > 0
      ? { pagina: filtros.pagina, tamanho: TAMANHO_PAGINA_AUDITORIA, total: consulta.data.total }
      : null;
  return (
    <>
      <CabecalhoPagina titulo="Registro de auditoria" sobretitulo="Área de avaliação do IPT">
        Quem fez o quê no portal, quando e de onde. Os registros não podem ser alterados nem
        apagados.
      </CabecalhoPagina>
      <Container size="xl" py={{ base: 24, sm: 40 }}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" component="section" aria-label="Filtros">
            <BarraFiltrosAuditoria
              filtros={filtros}
              erros={erros}
              onAlterar={alterar}
              onLimpar={limpar}
            />
          </Paper>
          <Stack gap="md" ref={resultados} style={{ scrollMarginTop: 16 }}>
            {pagina && (
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm" role="status">
                  {resumoAuditoria(pagina)}
                </Text>
                <Button
                  component="a"
                  href={enderecoCsvAuditoria(filtros)}
                  download
                  variant="light"
                  leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
                >
                  Baixar CSV
                </Button>
              </Group>
            )}
            {conteudo}
            {pagina && <PaginacaoAuditoria {...pagina} onPagina={mudarPagina} />}
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
