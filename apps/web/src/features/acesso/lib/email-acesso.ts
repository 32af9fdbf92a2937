/**
 * The e-mail typed at /login, kept for /senha in this tab only (spec: /senha without a stored
 * e-mail goes back to /login). Storage may be off (private mode); then the step is simply redone.
 */
const CHAVE = 'portal.acesso.email';

export const emailAcesso = {
  ler(): string | null {
    try {
      return sessionStorage.getItem(CHAVE);
    } catch {
      return null;
    }
  },
  gravar(email: string): void {
    try {
      sessionStorage.setItem(CHAVE, email);
    } catch {
      // nothing to do: /senha will ask for the e-mail again
    }
  },
  limpar(): void {
    try {
      sessionStorage.removeItem(CHAVE);
    } catch {
      // nothing stored
    }
  },
};
