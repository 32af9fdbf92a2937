import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiIssue } from './http';

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
