import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  CAMPOS_SOLUCAO,
  campoPerguntado,
  SECOES_PROPOSTA,
  type SolucaoPublica,
} from '@portal/domain';
import { valorLido } from '@/components/leitura/campos-solucao';
import classes from '@/components/leitura/secao-leitura.module.css';

const NAO_INFORMADO = 'Não informado';

/**
 * Solutions side by side, field by field, in the order and words of the solution's field list
 * (its public fields only). On a wide screen a table with a column per solution; on a phone, a
 * section per field with each solution's answer under its title, since four columns do not fit.
 * Both are rendered and CSS shows one, as in the other reading tables.
 */
export function TabelaComparacao({ solucoes }: { solucoes: readonly SolucaoPublica[] }) {
  const campos = CAMPOS_SOLUCAO.filter(
    (campo) => campo.publico && solucoes.some((s) => campoPerguntado(campo, s)),
  );
  const valor = (campo: (typeof campos)[number], solucao: SolucaoPublica) =>
    (campoPerguntado(campo, solucao) ? valorLido(campo, solucao) : null) ?? NAO_INFORMADO;

  return (
    <>
      <Stack hiddenFrom="md" gap="sm">
        {campos.map((campo) => (
          <Paper key={campo.caminho} component="section" withBorder radius="sm" p="sm">
            <Title order={3} size="h5" mb="xs">
              {campo.rotulo}
            </Title>
            <dl className={`${classes.lista} ${classes.compacta}`}>
              {solucoes.map((solucao) => (
                <div key={solucao.id} className={classes.campo}>
                  <dt className={classes.rotulo}>{solucao.titulo}</dt>
                  <dd className={classes.valor}>{valor(campo, solucao)}</dd>
                </div>
              ))}
            </dl>
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="md">
        <Table.ScrollContainer minWidth={720} type="native">
          <Table verticalSpacing="sm" striped withColumnBorders>
            <caption>
              <Text size="sm" c="dimmed" ta="left">
                Comparação de {solucoes.length} soluções, campo a campo
              </Text>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Campo</Table.Th>
                {solucoes.map((solucao) => (
                  <Table.Th key={solucao.id} scope="col">
                    {solucao.titulo}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campos.map((campo) => (
                <Table.Tr key={campo.caminho} style={{ verticalAlign: 'top' }}>
                  <Table.Th scope="row" title={SECOES_PROPOSTA[campo.secao]}>
                    {campo.rotulo}
                  </Table.Th>
                  {solucoes.map((solucao) => (
                    <Table.Td
                      key={solucao.id}
                      style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                    >
                      {valor(campo, solucao)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </>
  );
}
