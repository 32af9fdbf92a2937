import { formatarQuando, MENSAGENS } from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';

/** One save after the copy a refused write came from: who, when, which fields. */
export interface Alteracao {
  versao: number;
  nome: string;
  alteradaEm: Date;
  campos: string[];
  /** Now, to say "às 14:32" today or "em 24/11/2026 às 14:32" on another day. */
  agora: Date;
}

export interface DescricaoRegistro {
  /** What the message calls the record: "esta solução", "o calendário". */
  registro: string;
  rotulo: (campo: string) => string;
}

/**
 * The 409 of a save from an old copy: who saved after it, when, and which fields,
 * each field marked with who changed it last, so the person sees what to compare.
 */
export function conflitoDeVersao(
  alteracoes: readonly Alteracao[],
  descricao: DescricaoRegistro,
): HttpError {
  const [ultima] = alteracoes;
  // A version ahead of the stored one was never read from this server.
  if (!ultima) return new HttpError(409, MENSAGENS.versaoInvalida);
  const quando = (a: Alteracao) => formatarQuando(a.alteradaEm, a.agora);
  const campos = [...new Set(alteracoes.flatMap((a) => a.campos))];
  // Newest first: each field names the last person who changed it.
  const autor = (campo: string) => alteracoes.find((a) => a.campos.includes(campo)) ?? ultima;
  return new HttpError(
    409,
    MENSAGENS.registroAlteradoPorOutro(
      ultima.nome,
      descricao.registro,
      quando(ultima),
      campos.map(descricao.rotulo),
    ),
    {
      issues: campos.map((path) => ({
        path,
        message: MENSAGENS.campoAlteradoPorOutro(autor(path).nome, quando(autor(path))),
      })),
    },
  );
}
