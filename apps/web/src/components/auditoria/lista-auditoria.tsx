import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { formatarDataHora, type RegistroAuditoriaLido } from '@portal/domain';
import { AlteracoesAuditoria } from './alteracoes-auditoria';

const SEM_VALOR = '—';

function Solucao({
  proposta,
  comLink,
}: Pick<RegistroAuditoriaLido, 'proposta'> & { comLink: boolean }) {
  if (!proposta) return <>{SEM_VALOR}</>;
  const nome = [proposta.codigo, proposta.titulo].filter(Boolean).join(' – ');
  // A removed solution keeps its records, but there is no page left to open.
  if (!nome) return <>Solução excluída</>;
  if (!comLink) return <>{nome}</>;
  return (
    // Inline-block with padding: a link alone in a cell is a target of its own, 24 px tall.
    <Anchor
      component={Link}
      to={`/ipt/solution/${proposta.id}`}
      size="sm"
      display="inline-block"
      py={2}
    >
      {nome}
    </Anchor>
  );
}

// A failed sign-in with an unknown login names nobody.
const pessoa = (registro: RegistroAuditoriaLido) => registro.pessoa?.nome ?? 'Não identificada';

interface ListaAuditoriaProps {
  registros: readonly RegistroAuditoriaLido[];
  /** Off on a solution's own page, where every record is of that solution. */
  mostrarSolucao?: boolean;
  /** Off where every record is of the reader ("Meus dados"). */
  mostrarPessoa?: boolean;
  /** Says on wide screens what the table holds ("Registros de auditoria"). */
  titulo: string;
  atualizando?: boolean;
  /** Off where the reader may not open the staff's page of the solution ("Meus dados"). */
  linkSolucao?: boolean;
}

/** Audit records, newest first: a table on wide screens, one block per record on a phone. */
export function ListaAuditoria({
  registros,
  mostrarSolucao = true,
  mostrarPessoa = true,
  titulo,
  atualizando = false,
  linkSolucao = true,
}: ListaAuditoriaProps) {
  const telaLarga = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });

  if (!telaLarga)
    return (
      <Stack
        component="ul"
        aria-label={titulo}
        aria-busy={atualizando}
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {registros.map((registro) => (
          <Paper component="li" key={registro.id} withBorder radius="sm" p="sm">
            <Stack gap={4}>
              <Text fw={600}>{registro.rotulo}</Text>
              <Text size="sm">
                {formatarDataHora(registro.ocorridoEm)} · IP {registro.ip ?? SEM_VALOR}
              </Text>
              {mostrarPessoa && <Text size="sm">Pessoa: {pessoa(registro)}</Text>}
              {registro.empresa && <Text size="sm">Empresa: {registro.empresa.nome}</Text>}
              {mostrarSolucao && registro.proposta && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Solução: <Solucao proposta={registro.proposta} comLink={linkSolucao} />
                </Text>
              )}
              <AlteracoesAuditoria registro={registro} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );

  return (
    // Between a phone and a wide screen the table scrolls sideways; a row of sign-ins has no
    // link to tab to, so the container itself takes the focus that lets the keyboard scroll it.
    <Table.ScrollContainer
      type="native"
      minWidth={(mostrarSolucao ? 1150 : 950) - (mostrarPessoa ? 0 : 150)}
      tabIndex={0}
      role="region"
      aria-label={titulo}
    >
      <Table verticalSpacing="sm" striped aria-label={titulo} aria-busy={atualizando}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data e hora</Table.Th>
            {/* Widths that keep a label or a name on two lines at most; the changes take the rest. */}
            <Table.Th miw={160}>Ação</Table.Th>
            {mostrarPessoa && <Table.Th miw={150}>Pessoa</Table.Th>}
            <Table.Th miw={170}>Empresa</Table.Th>
            {mostrarSolucao && <Table.Th miw={200}>Solução</Table.Th>}
            <Table.Th>IP</Table.Th>
            <Table.Th>Alterações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registros.map((registro) => (
            <Table.Tr key={registro.id} style={{ verticalAlign: 'top' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatarDataHora(registro.ocorridoEm)}
              </Table.Td>
              <Table.Td>{registro.rotulo}</Table.Td>
              {mostrarPessoa && (
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{pessoa(registro)}</Table.Td>
              )}
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {registro.empresa?.nome ?? SEM_VALOR}
              </Table.Td>
              {mostrarSolucao && (
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Solucao proposta={registro.proposta} comLink={linkSolucao} />
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{registro.ip ?? SEM_VALOR}</Table.Td>
              <Table.Td miw={240}>
                <AlteracoesAuditoria registro={registro} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
