import { stdSerializers } from 'pino';

/**
 * What the log must never hold, whoever logs it: secrets (passwords, hashes, tokens, cookies,
 * authorization headers) and a person's e-mail or CPF. Logs are read by more people than the
 * database, and kept longer.
 */
const CHAVES_OCULTAS = new Set([
  'senha',
  'senhaNova',
  'senhaAtual',
  'SenhaAtual',
  'senhaHash',
  'senha_hash',
  'password',
  'hash',
  'token',
  'cookie',
  'authorization',
  'set-cookie',
  'x-api-key',
  'email',
  'para',
  'login',
  'cpf',
  'responsavelLegalCPF',
  'responsavelLegalEmail',
]);

const OCULTO = '[oculto]';
// Deeper than any object the app logs; also where a cycle stops being followed.
const PROFUNDIDADE_MAXIMA = 8;

const eSimples = (valor: unknown): valor is Record<string, unknown> => {
  if (valor === null || typeof valor !== 'object') return false;
  const prototipo = Object.getPrototypeOf(valor);
  return Array.isArray(valor) || prototipo === Object.prototype || prototipo === null;
};

/**
 * The logged object with every secret key's value replaced, at any depth, copying only what
 * changes. Errors are left to `serializarErro`. One walk over the object: pino's wildcard
 * redaction paths cost a fifth of a request's time, and reached only four levels.
 */
export function ocultarSegredos<T>(valor: T, profundidade = 0): T {
  if (!eSimples(valor) || profundidade > PROFUNDIDADE_MAXIMA) return valor;
  let copia: Record<string, unknown> | null = null;
  for (const chave of Object.keys(valor)) {
    const atual = valor[chave];
    const novo =
      CHAVES_OCULTAS.has(chave) && atual !== undefined
        ? OCULTO
        : ocultarSegredos(atual, profundidade + 1);
    if (novo !== atual) {
      copia ??= (Array.isArray(valor) ? [...valor] : { ...valor }) as Record<string, unknown>;
      copia[chave] = novo;
    }
  }
  return (copia ?? valor) as T;
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;
// A CPF with or without its mask; 11 digits alone are also how a phone with area code looks, and
// hiding one of those loses nothing.
const CPF = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;
const ARGON2 = /\$argon2[^\s"']*/g;

/** Free text (an error's message) with e-mails, CPFs and hashes blanked. */
export const semDadosPessoais = (texto: string): string =>
  texto.replace(ARGON2, '[hash]').replace(EMAIL, '[e-mail]').replace(CPF, '[cpf]');

interface ErroDeBanco {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

/** The driver's error under Drizzle's wrapper (which repeats the query's parameters). */
function erroDeBanco(error: unknown): ErroDeBanco | null {
  for (let atual = error, nivel = 0; atual && nivel < 5; nivel++) {
    if (typeof atual !== 'object') return null;
    const campos = atual as ErroDeBanco & { cause?: unknown; severity?: unknown };
    if (typeof campos.code === 'string' && /^[0-9A-Z]{5}$/.test(campos.code)) return campos;
    atual = campos.cause;
  }
  return null;
}

/** pino's shape of a logged error. */
export interface ErroSerializado {
  type: string;
  message: string;
  stack: string;
  [campo: string]: unknown;
}

// Only the frames: an error's first stack line repeats its message.
const quadros = (error: unknown) =>
  error instanceof Error && error.stack
    ? error.stack
        .split('\n')
        .filter((linha) => linha.trimStart().startsWith('at '))
        .join('\n')
    : '';

/**
 * A failing query is logged by its kind (SQLSTATE, constraint, table) and the query text with its
 * placeholders, never its parameters nor the driver's message and detail, which quote the values
 * (`Key (email)=(…) already exists`). Any other error keeps pino's shape with its text cleaned.
 */
export function serializarErro(error: unknown): ErroSerializado {
  const banco = erroDeBanco(error);
  if (banco) {
    const query = (error as { query?: unknown }).query;
    return {
      type: 'ErroDeConsulta',
      message: `consulta recusada pelo banco (SQLSTATE ${String(banco.code)})`,
      stack: quadros(error),
      code: banco.code,
      constraint: banco.constraint,
      table: banco.table,
      column: banco.column,
      ...(typeof query === 'string' ? { query: query.slice(0, 500) } : {}),
    };
  }
  if (!(error instanceof Error)) {
    return { type: typeof error, message: semDadosPessoais(String(error)), stack: '' };
  }
  const padrao = stdSerializers.err(error) as unknown as Record<string, unknown>;
  const limpo: ErroSerializado = {
    type: String(padrao.type),
    message: semDadosPessoais(String(padrao.message ?? '')),
    stack: semDadosPessoais(String(padrao.stack ?? '')),
  };
  for (const chave of ['code', 'statusCode']) {
    if (padrao[chave] !== undefined) limpo[chave] = padrao[chave];
  }
  return limpo;
}
