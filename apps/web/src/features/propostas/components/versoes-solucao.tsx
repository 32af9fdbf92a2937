import { useState } from 'react';
import { Group, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CATEGORIAS_ANEXO, CONTEXTO_ARQUIVO, formatarDataHora } from '@portal/domain';
import { comparacaoQuery, enviosQuery } from '@/hooks/solicitacoes';
import classes from './versoes-solucao.module.css';

const comoTexto = (valor: unknown): string => {
  if (valor === null || valor === undefined || valor === '') return '(vazio)';
  if (Array.isArray(valor)) return valor.join(', ');
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  return String(valor);
};

const rotuloContexto = (contexto: number) =>
  contexto === CONTEXTO_ARQUIVO.FORM_ASSINADO
    ? 'PDF assinado'
    : (CATEGORIAS_ANEXO.find((c) => c.contexto === contexto)?.descricao ?? 'Arquivos');

/** Two versions side by side: only what changed, the new value marked. */
function Comparacao({ propostaId, de, para }: { propostaId: string; de: number; para: number }) {
  const { data, isPending, isError } = useQuery(comparacaoQuery(propostaId, de, para));
  if (isPending) return <Skeleton height={80} />;
  if (isError)
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        Não foi possível comparar as versões.
      </Text>
    );
  if (data.campos.length === 0 && data.arquivos.length === 0)
    return <Text size="sm">As duas versões são iguais.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={`O que mudou da versão ${de} para a ${para}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Campo</Table.Th>
            <Table.Th>Versão {de}</Table.Th>
            <Table.Th>Versão {para}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.campos.map((c) => (
            <Table.Tr key={c.caminho} data-campo-alterado={c.caminho}>
              <Table.Td fw={600}>{c.rotulo}</Table.Td>
              <Table.Td className={classes.antes}>{comoTexto(c.antes)}</Table.Td>
              <Table.Td>
                <mark className={classes.depois}>{comoTexto(c.depois)}</mark>
              </Table.Td>
            </Table.Tr>
          ))}
          {data.arquivos.map((a) => (
            <Table.Tr key={a.contexto}>
              <Table.Td fw={600}>{rotuloContexto(a.contexto)}</Table.Td>
              <Table.Td className={classes.antes}>
                {a.removidos.length ? `Saiu: ${a.removidos.join(', ')}` : ''}
              </Table.Td>
              <Table.Td>
                {a.incluidos.length > 0 && (
                  <mark className={classes.depois}>Entrou: {a.incluidos.join(', ')}</mark>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Each signed submission of the solution, frozen, and a field-by-field comparison
 * between any two, by default the last two: for staff on the solution's page, for the company
 * in its details.
 */
export function VersoesSolucao({ propostaId }: { propostaId: string }) {
  const { data, isPending, isError } = useQuery(enviosQuery(propostaId));
  const [escolha, setEscolha] = useState<{ de: number; para: number } | null>(null);
  if (isPending) return <Skeleton height={60} />;
  if (isError || data.length === 0) return null;
  const opcoes = data.map((e) => ({
    value: String(e.numero),
    label: `Versão ${e.numero} — ${formatarDataHora(e.enviadaEm)}`,
  }));
  const para = escolha?.para ?? data[0]!.numero;
  const de = escolha?.de ?? data[1]?.numero ?? para;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="titulo-versoes"
    >
      <Title order={2} fz="h4" c="azulSp.9" mb="md" id="titulo-versoes">
        Versões assinadas
      </Title>
      <Stack gap="md">
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" striped aria-labelledby="titulo-versoes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Versão</Table.Th>
                <Table.Th>Enviada em</Table.Th>
                <Table.Th>Por</Table.Th>
                <Table.Th>Arquivos</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((e) => (
                <Table.Tr key={e.numero}>
                  <Table.Td>{e.numero}</Table.Td>
                  <Table.Td>{formatarDataHora(e.enviadaEm)}</Table.Td>
                  <Table.Td>{e.enviadaPor}</Table.Td>
                  <Table.Td>{e.arquivos}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.length > 1 && (
          <>
            <Group gap="md" wrap="wrap" align="flex-end">
              <Select
                label="Comparar a versão"
                w={{ base: '100%', sm: 280 }}
                data={opcoes}
                value={String(de)}
                onChange={(v) => v && setEscolha({ de: Number(v), para })}
                allowDeselect={false}
                // Above the company's details dialog, where this list also appears.
                comboboxProps={{ withinPortal: true, zIndex: 1000 }}
              />
              <Select
                label="com a versão"
                w={{ base: '100%', sm: 280 }}
                data={opcoes}
                value={String(para)}
                onChange={(v) => v && setEscolha({ de, para: Number(v) })}
                allowDeselect={false}
                // Above the company's details dialog, where this list also appears.
                comboboxProps={{ withinPortal: true, zIndex: 1000 }}
              />
            </Group>
            <Comparacao propostaId={propostaId} de={de} para={para} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
