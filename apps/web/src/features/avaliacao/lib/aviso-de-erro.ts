import type { AvisoDados } from '@/components/feedback/aviso';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';

/**
 * A refusal as the evaluation's screens show it: the first field's message, else the server's.
 * After a version conflict, the server's sentence, which names who saved meanwhile.
 */
export const avisoDeErro = (erro: unknown, conflito = false): AvisoDados => ({
  tipo: 'erro',
  mensagem:
    erro instanceof ApiError
      ? conflito
        ? erro.message
        : (erro.issues[0]?.message ?? erro.message)
      : MENSAGEM_ERRO_INESPERADO,
});
