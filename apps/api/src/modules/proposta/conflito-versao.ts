import { formatarQuando, MENSAGENS, rotuloCampoProposta } from '@portal/domain';
import { HttpError } from '../../lib/http-error.ts';
import type { AlteracaoRow } from './versoes-repository.ts';

/**
 * The 409 of a save from an old copy (issue 20): who saved after it, when, and which fields,
 * each marked in the form with who changed it, so the person sees what to compare.
 */
export function conflitoDeVersao(alteracoes: readonly AlteracaoRow[]): HttpError {
  const [ultima] = alteracoes;
  // A version ahead of the stored one was never read from this server.
  if (!ultima) return new HttpError(409, MENSAGENS.versaoInvalida);
  const quando = (a: AlteracaoRow) => formatarQuando(a.alteradaEm, a.agora);
  const campos = [...new Set(alteracoes.flatMap((a) => a.campos))];
  // Newest first: each field names the last person who changed it.
  const autor = (campo: string) => alteracoes.find((a) => a.campos.includes(campo)) ?? ultima;
  return new HttpError(
    409,
    MENSAGENS.solucaoAlteradaPorOutro(ultima.nome, quando(ultima), campos.map(rotuloCampoProposta)),
    {
      issues: campos.map((path) => ({
        path,
        message: MENSAGENS.campoAlteradoPorOutro(autor(path).nome, quando(autor(path))),
      })),
    },
  );
}
