/**
 * The web app's one HTTP client. Every call carries the session cookie, speaks JSON and turns
 * the server's error shape `{ message, issues }` into an `ApiError` the screens can show as is.
 */
export interface ApiIssue {
  path: readonly (string | number)[] | string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly issues: readonly ApiIssue[];

  constructor(status: number, message: string, issues: readonly ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
  }
}

export const MENSAGEM_ERRO_INESPERADO = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
export const MENSAGEM_SEM_CONEXAO =
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
const MENSAGEM_RESPOSTA_INVALIDA = 'O servidor enviou uma resposta inesperada.';

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a request reaches the API: the browser's fetch, or, while the server renders a public
 * page (app/entry-server.tsx), the API itself without a network round trip.
 */
export type Transporte = (caminho: string, init: RequestInit) => Promise<Response>;

let transporte: Transporte = (caminho, init) => fetch(caminho, init);

export function usarTransporte(novo: Transporte): void {
  transporte = novo;
}

export interface OpcoesRequisicao {
  signal?: AbortSignal;
  /** Lets a page view outlive the page that sent it. */
  keepalive?: boolean;
}

const isRecord = (valor: unknown): valor is Record<string, unknown> =>
  typeof valor === 'object' && valor !== null;

const SEM_JSON = Symbol('sem-json');

async function lerJson(response: Response): Promise<unknown> {
  const tipo = response.headers.get('content-type') ?? '';
  if (!tipo.includes('json')) return SEM_JSON;
  const texto = await response.text();
  if (texto === '') return SEM_JSON;
  try {
    return JSON.parse(texto) as unknown;
  } catch {
    return SEM_JSON;
  }
}

function erroDaResposta(status: number, corpo: unknown): ApiError {
  if (!isRecord(corpo)) return new ApiError(status, MENSAGEM_ERRO_INESPERADO);
  const message =
    typeof corpo.message === 'string' && corpo.message !== ''
      ? corpo.message
      : MENSAGEM_ERRO_INESPERADO;
  const issues = Array.isArray(corpo.issues) ? (corpo.issues as ApiIssue[]) : [];
  return new ApiError(status, message, issues);
}

async function requisitar<T>(
  metodo: Metodo,
  caminho: string,
  corpo: unknown,
  opcoes: OpcoesRequisicao = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (corpo !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transporte(caminho, {
      method: metodo,
      credentials: 'include',
      headers,
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
      signal: opcoes.signal,
      keepalive: opcoes.keepalive,
    });
  } catch (erro) {
    // An abort is the caller's own decision (TanStack Query cancelling), not a failure to report.
    if (erro instanceof DOMException && erro.name === 'AbortError') throw erro;
    throw new ApiError(0, MENSAGEM_SEM_CONEXAO);
  }

  const dados = await lerJson(response);
  if (!response.ok) throw erroDaResposta(response.status, dados === SEM_JSON ? null : dados);
  if (response.status === 204) return undefined as T;
  // An HTML answer here means the request never reached the API (e.g. a static host's fallback page).
  if (dados === SEM_JSON) throw new ApiError(response.status, MENSAGEM_RESPOSTA_INVALIDA);
  return dados as T;
}

export const http = {
  get: <T>(caminho: string, opcoes?: OpcoesRequisicao) =>
    requisitar<T>('GET', caminho, undefined, opcoes),
  post: <T>(caminho: string, corpo?: unknown, opcoes?: OpcoesRequisicao) =>
    requisitar<T>('POST', caminho, corpo, opcoes),
  put: <T>(caminho: string, corpo?: unknown, opcoes?: OpcoesRequisicao) =>
    requisitar<T>('PUT', caminho, corpo, opcoes),
  delete: <T>(caminho: string, opcoes?: OpcoesRequisicao) =>
    requisitar<T>('DELETE', caminho, undefined, opcoes),
};
