import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { AvisoDados } from '@/components/feedback/aviso';
import { ApiError, MENSAGEM_ERRO_INESPERADO, type ApiIssue } from './http';

const caminho = (issue: ApiIssue): string =>
  typeof issue.path === 'string' ? issue.path : issue.path.join('.');

/**
 * Puts the server's 400 issues on the fields they name, so the form shows the same Portuguese
 * message the schema would. Returns false when none matched a field, for a general alert instead.
 */
export function aplicarIssues<T extends FieldValues>(
  issues: readonly ApiIssue[],
  setError: UseFormSetError<T>,
  campos: readonly string[],
): boolean {
  let aplicou = false;
  for (const issue of issues) {
    const nome = caminho(issue);
    if (!campos.includes(nome)) continue;
    setError(nome as FieldPath<T>, { type: 'server', message: issue.message });
    aplicou = true;
  }
  return aplicou;
}

/**
 * A refused submit, said where it belongs: the server's field errors under their fields, and
 * anything else (a conflict, a lost connection) as the form's general message.
 */
export function mostrarRecusa<T extends FieldValues>(
  erro: unknown,
  setError: UseFormSetError<T>,
  campos: readonly string[],
  setAviso: (aviso: AvisoDados) => void,
): void {
  if (!(erro instanceof ApiError)) setAviso({ tipo: 'erro', mensagem: MENSAGEM_ERRO_INESPERADO });
  else if (!aplicarIssues(erro.issues, setError, campos))
    setAviso({ tipo: 'erro', mensagem: erro.message });
}
