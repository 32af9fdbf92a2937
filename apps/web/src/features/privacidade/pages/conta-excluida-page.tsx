import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { MENSAGENS } from '@portal/domain';
import { MensagemPagina } from '@/components/feedback/mensagem-pagina';

const mensagemDe = (estado: unknown): string =>
  typeof estado === 'object' &&
  estado !== null &&
  typeof (estado as { mensagem?: unknown }).mensagem === 'string'
    ? (estado as { mensagem: string }).mensagem
    : MENSAGENS.contaExcluida;

/**
 * /conta-excluida: where a deleted account lands, public since the session is gone. The
 * server's words say whether the company's data stays and why; they travel in the navigation's
 * state, so a reload or a shared link shows the general text.
 */
export function ContaExcluidaPage() {
  const { state } = useLocation();
  return (
    <MensagemPagina
      titulo="Conta excluída"
      cor="teal"
      icone={<IconCircleCheck size={36} />}
      acoes={
        <Button component={Link} to="/">
          Ir para a página inicial
        </Button>
      }
    >
      {mensagemDe(state)}
    </MensagemPagina>
  );
}
