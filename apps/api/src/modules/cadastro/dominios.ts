/**
 * Whether an e-mail may register an institute account: any when no domain is configured;
 * otherwise its domain must be one of them or a subdomain of one (`ipt.br` admits `lab.ipt.br`).
 */
export function isDominioPermitido(email: string, dominios: readonly string[]): boolean {
  if (dominios.length === 0) return true;
  const dominio = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return dominios.some((permitido) => dominio === permitido || dominio.endsWith(`.${permitido}`));
}
