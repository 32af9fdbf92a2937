import { useState } from 'react';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ListaAuditoria } from '@/components/auditoria/lista-auditoria';
import { TAMANHO_PAGINA_AUDITORIA_SOLUCAO, useAuditoriaDaProposta } from '../api/auditoria';
import { PaginacaoAuditoria, resumoAuditoria } from './paginacao-auditoria';

/**
 * "Quem fez o quê": the solution's own audit records, newest first, for any approved staff
 * member; the whole trail stays with the administrators.
 */
export function AuditoriaSolucao({ propostaId }: { propostaId: string }) {
  const [pagina, setPagina] = useState(1);
  const { data, isPending, isError, isPlaceholderData } = useAuditoriaDaProposta(
    propostaId,
    pagina,
  );
  const paginacao = data
    ? { pagina, tamanho: TAMANHO_PAGINA_AUDITORIA_SOLUCAO, total: data.total }
    : null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="titulo-quem-fez"
    >
      <Group justify="space-between" align="baseline" gap="sm" mb="md">
        <Title order={2} fz="h4" c="azulSp.9" id="titulo-quem-fez">
          Quem fez o quê
        </Title>
        {paginacao && paginacao.total > 0 && (
          <Text size="sm" role="status">
            {resumoAuditoria(paginacao)}
          </Text>
        )}
      </Group>
      {isPending ? (
        <Skeleton height={80} />
      ) : isError ? (
        <Text size="sm" c="var(--mantine-color-error)">
          Não foi possível carregar os registros desta solução.
        </Text>
      ) : data.itens.length === 0 ? (
        <Text size="sm">Nenhum registro sobre esta solução até agora.</Text>
      ) : (
        <Stack gap="md">
          <ListaAuditoria
            registros={data.itens}
            mostrarSolucao={false}
            titulo="Quem fez o quê nesta solução"
            atualizando={isPlaceholderData}
          />
          {paginacao && <PaginacaoAuditoria {...paginacao} onPagina={setPagina} />}
        </Stack>
      )}
    </Paper>
  );
}
