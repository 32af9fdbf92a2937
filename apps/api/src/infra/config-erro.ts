import { z } from 'zod';

/**
 * A setting the operator must fix. Its message is the whole help, read by a person at a
 * terminal: the command-line entries print it alone, without a stack trace that would bury it.
 */
export class ConfiguracaoInvalida extends Error {
  override name = 'ConfiguracaoInvalida';
}

const semPontoFinal = (texto: string) => texto.trim().replace(/\.+$/, '');

/** What is wrong with a variable or what it must be, and a value that works. */
export const problemaDe = (variavel: string, regra: string, exemplo: string | undefined) =>
  `${variavel}: ${semPontoFinal(regra)}.${exemplo === undefined ? '' : ` Exemplo: ${variavel}=${exemplo}.`}`;

/** Every problem in one paragraph, so a start that fails shows all there is to fix at once. */
export const configuracaoInvalida = (problemas: string[]) =>
  new ConfiguracaoInvalida(
    `Configuração inválida. ${problemas.join(' ')} Corrija no ambiente e inicie o portal de novo.`,
  );

const localePt = z.locales.pt().localeError;

/**
 * Zod's own words for the checks the settings leave to it (numbers, ranges, lists), in the
 * operator's Portuguese; anything else falls back to Zod's Portuguese locale.
 */
export const mensagemDaConfiguracao: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_big') return `use no máximo ${String(issue.maximum)}`;
  if (issue.code === 'too_small') return `use no mínimo ${String(issue.minimum)}`;
  if (issue.code === 'invalid_value') return `use um destes valores: ${issue.values.join(', ')}`;
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) {
    return issue.expected === 'int' ? 'use um número inteiro' : 'use um número';
  }
  return localePt(issue);
};

/**
 * For the command-line entries (`npm start`, backup, file move): a bad setting prints its
 * paragraph and exits 1; any other failure keeps its stack, which a developer needs.
 */
export function carregarOuSair<T>(carregar: () => T): T {
  try {
    return carregar();
  } catch (error) {
    if (!(error instanceof ConfiguracaoInvalida)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
