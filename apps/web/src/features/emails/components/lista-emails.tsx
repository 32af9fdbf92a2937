import { Badge, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type EmailSaida,
  formatarDataHora,
  type StatusEmailSaida,
  TIPOS_EMAIL,
} from '@portal/domain';

const COR_STATUS: Record<StatusEmailSaida, string> = {
  pendente: 'yellow.9',
  enviado: 'teal.9',
  falhou: 'red.9',
};

export const rotuloTipo = (tipo: string) => TIPOS_EMAIL[tipo] ?? tipo;

function Status({ email }: { email: EmailSaida }) {
  return (
    <Badge color={COR_STATUS[email.status]} variant="outline">
      {email.status}
    </Badge>
  );
}

interface ListaEmailsProps {
  emails: readonly EmailSaida[];
  reenviando: string | null;
  onReenviar: (id: string) => void;
}

/** The outbox as a table on wide screens and as blocks on a phone. */
export function ListaEmails({ emails, reenviando, onReenviar }: ListaEmailsProps) {
  const telaLarga = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const reenviar = (email: EmailSaida) =>
    email.status === 'falhou' ? (
      <Button
        size="xs"
        variant="outline"
        loading={reenviando === email.id}
        onClick={() => onReenviar(email.id)}
        aria-label={`Reenviar "${email.assunto}" para ${email.para}`}
      >
        Reenviar
      </Button>
    ) : null;

  if (emails.length === 0) return <Text c="dimmed">Nenhuma mensagem com estes filtros.</Text>;

  if (!telaLarga)
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {emails.map((email) => (
          <Paper component="li" key={email.id} withBorder radius="sm" p="sm">
            <Stack gap={4}>
              <Text fw={600}>{email.assunto}</Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                Para: {email.para}
              </Text>
              <Text size="sm">{rotuloTipo(email.tipo)}</Text>
              <Text size="sm">
                <Status email={email} /> · {email.tentativas} tentativa(s) ·{' '}
                {formatarDataHora(email.criadoEm)}
              </Text>
              {email.ultimoErro && (
                <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                  Último erro: {email.ultimoErro}
                </Text>
              )}
              {reenviar(email)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Criada em</Table.Th>
            <Table.Th>Destinatário</Table.Th>
            <Table.Th>Assunto</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Tentativas</Table.Th>
            <Table.Th>Último erro</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {emails.map((email) => (
            <Table.Tr key={email.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatarDataHora(email.criadoEm)}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{email.para}</Table.Td>
              <Table.Td>{email.assunto}</Table.Td>
              <Table.Td>{rotuloTipo(email.tipo)}</Table.Td>
              <Table.Td>
                <Status email={email} />
              </Table.Td>
              <Table.Td>{email.tentativas}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{email.ultimoErro ?? '—'}</Table.Td>
              <Table.Td>{reenviar(email)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
