/**
 * The e-mail typed at the first step, kept for the password step in this tab only (spec: /senha
 * and /ipt/senha without a stored e-mail go back to the first step). Each entrance keeps its own,
 * so the staff entrance never offers a supplier's address. Storage may be off (private mode);
 * then the step is simply redone.
 */
const armazenamento = (chave: string) => ({
  ler(): string | null {
    try {
      return sessionStorage.getItem(chave);
    } catch {
      return null;
    }
  },
  gravar(email: string): void {
    try {
      sessionStorage.setItem(chave, email);
    } catch {
      // nothing to do: the password step will ask for the e-mail again
    }
  },
  limpar(): void {
    try {
      sessionStorage.removeItem(chave);
    } catch {
      // nothing stored
    }
  },
});

export const emailAcesso = armazenamento('portal.acesso.email');
export const emailAcessoIpt = armazenamento('portal.acesso.email-ipt');
