import { Alert, Container, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useSituacaoEmail } from '@/hooks/use-situacao-email';
import { ReenviarConfirmacao } from './reenviar-confirmacao';

const MOTIVO_EMPRESA =
  'Você pode preencher tudo agora, mas só consegue enviar o formulário assinado depois de confirmar.';

/**
 * The banner while the address is unconfirmed, with "Reenviar e-mail". `motivo` says what waits:
 * by default the company's signed form, whose receipt goes to this address.
 */
export function AvisoConfirmacaoEmail({ motivo = MOTIVO_EMPRESA }: { motivo?: string }) {
  const { data } = useSituacaoEmail();
  if (!data || data.confirmado) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconMailExclamation aria-hidden="true" />}
        // The light yellow title fails contrast; dark text on the yellow tint passes AA.
        title={
          <Text component="span" fw={700} c="dark.9">
            Confirme seu e-mail
          </Text>
        }
        mb="md"
      >
        <Stack gap="sm">
          <Text size="sm">
            Enviamos um link de confirmação para <strong>{data.email}</strong>. {motivo}
          </Text>
          <ReenviarConfirmacao />
        </Stack>
      </Alert>
    </Container>
  );
}
