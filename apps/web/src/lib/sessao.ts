import { guardarSomenteDe } from './dados-no-navegador';
import { http } from './http';

/** GET /api/sessao with someone signed in: who, as the server's session cookie says. */
export interface Sessao {
  autenticado: true;
  id: string;
  nome: string;
  email: string;
  tipoUsuario: number;
  empresa: { id: string; cnpj: string } | null;
  /** The version of the terms to accept before going on; null when nothing is pending. */
  termosPendentes: number | null;
}

/**
 * The session check of every visit. It asks /api/sessao, which answers "nobody" with 200, not
 * the spec's /api/autenticado, whose 401 printed an error in every anonymous visitor's console;
 * as in spec §4, a failed check is a logged-out visitor (null), never an error screen.
 */
async function buscarSessao(signal?: AbortSignal): Promise<Sessao | null> {
  try {
    const resposta = await http.get<Sessao | { autenticado: false }>('/api/sessao', { signal });
    const sessao = resposta?.autenticado && resposta.id ? resposta : null;
    // Only the server's "nobody is signed in" clears the browser; a lost connection (below)
    // keeps the drafts, which exist for exactly that moment.
    guardarSomenteDe(sessao?.id ?? null);
    return sessao;
  } catch (erro) {
    if (erro instanceof DOMException && erro.name === 'AbortError') throw erro;
    return null;
  }
}

// The answer the entry script asked for before the app was loaded, until the app takes it.
let antecipada: Promise<Sessao | null> | null = null;

/**
 * Asked by the entry script of a server-rendered page, which must know at once whether someone
 * is signed in (their menu cannot wait for a click) while the app is not loaded yet.
 */
export function anteciparSessao(): Promise<Sessao | null> {
  antecipada = buscarSessao();
  return antecipada;
}

/** The session: the entry script's answer the first time, so one visit asks once. */
export function consultarSessao(signal?: AbortSignal): Promise<Sessao | null> {
  const pronta = antecipada;
  antecipada = null;
  return pronta ?? buscarSessao(signal);
}
