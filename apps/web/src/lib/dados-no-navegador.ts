// What the portal keeps about a person in this browser (the drafts of the solution form) is
// keyed `portal:<what>:<user id>:…`, so it can be told apart by owner.
const PREFIXO = 'portal:';

/**
 * Removes from this browser whatever belongs to anyone but `usuarioId` (everyone, for null). A
 * shared computer — a city hall, a library — must show the next person nothing of the last one,
 * so this runs whenever the server says who is signed in: at sign-in, at sign-out and when a
 * session has expired (docs/decisions/020).
 */
export function guardarSomenteDe(usuarioId: string | null): void {
  try {
    for (const chave of Object.keys(localStorage)) {
      if (chave.startsWith(PREFIXO) && chave.split(':')[2] !== usuarioId) {
        localStorage.removeItem(chave);
      }
    }
  } catch (erro) {
    // Storage blocked (a private window): nothing was kept in it either.
    console.error(erro);
  }
}
