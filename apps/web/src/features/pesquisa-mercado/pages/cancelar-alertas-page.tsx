import { Button } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { Aviso } from '@/components/feedback/aviso';
import { MensagemPagina } from '@/components/feedback/mensagem-pagina';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useCancelarAlertas } from '../api/buscas-salvas';

/**
 * /alertas/cancelar?token=…: the alert e-mail's way out, without signing in. The button does
 * it, not the visit: a mail scanner opening the link must not turn the alerts off.
 */
export function CancelarAlertasPage() {
  const [parametros] = useSearchParams();
  const cancelar = useCancelarAlertas();
  const token = parametros.get('token') ?? '';

  if (cancelar.isSuccess) {
    return (
      <MensagemPagina
        titulo="Alertas desativados"
        icone={<IconBellOff size={36} />}
        cor="azulSp"
        acoes={
          <Button component={Link} to="/gestor/buscas">
            Ver minhas buscas salvas
          </Button>
        }
      >
        {cancelar.data.message}
      </MensagemPagina>
    );
  }
  return (
    <MensagemPagina
      titulo="Parar os alertas de uma busca"
      icone={<IconBellOff size={36} />}
      cor="azulSp"
      acoes={
        <Button loading={cancelar.isPending} onClick={() => cancelar.mutate(token)}>
          Parar os alertas desta busca
        </Button>
      }
    >
      Você deixará de receber o e-mail diário desta busca salva. A busca continua guardada e os
      alertas podem ser ligados de novo em Buscas salvas.
      {cancelar.isError && (
        <Aviso
          aviso={{
            tipo: 'erro',
            mensagem:
              cancelar.error instanceof ApiError
                ? cancelar.error.message
                : MENSAGEM_ERRO_INESPERADO,
          }}
        />
      )}
    </MensagemPagina>
  );
}
