import { Button, Stack, Text } from '@mantine/core';
import {
  formatarDataHora,
  isMotivoFalhaGovbr,
  MOTIVOS_FALHA_GOVBR,
  type EstadoConfirmacaoGovbr,
} from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { SemSenha } from './sem-senha';

/** Where the portal sends the browser to confirm, and the page it comes back to. */
const urlConfirmar = () =>
  `/api/govbr/confirmar?destino=${encodeURIComponent(window.location.pathname)}`;

/**
 * What a password dialog offers besides the password. A session opened with gov.br confirms
 * there instead, with a fresh sign-in (docs/decisions/031), and once confirmed goes on without
 * the password; any other session is told how to get a password.
 */
export function ConfirmarComGovbr({ estado }: { estado: EstadoConfirmacaoGovbr | undefined }) {
  if (!estado?.govbr) return <SemSenha />;
  if (estado.confirmadaAte) {
    return (
      <Aviso
        aviso={{
          tipo: 'sucesso',
          mensagem: `Identidade confirmada com gov.br até ${formatarDataHora(estado.confirmadaAte)}. Continue sem digitar a senha.`,
        }}
      />
    );
  }
  // Why the last confirmation came back refused, when it did.
  const motivo = new URLSearchParams(window.location.search).get('govbr') ?? '';
  return (
    <Stack gap="xs">
      {isMotivoFalhaGovbr(motivo) && (
        <Aviso aviso={{ tipo: 'erro', mensagem: MOTIVOS_FALHA_GOVBR[motivo] }} />
      )}
      <Text size="sm">
        Você entrou com gov.br: em vez da senha, confirme que é você entrando de novo no gov.br.
      </Text>
      <Button component="a" href={urlConfirmar()} variant="outline">
        Confirmar com gov.br
      </Button>
    </Stack>
  );
}
