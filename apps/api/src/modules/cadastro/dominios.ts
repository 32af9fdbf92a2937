import { isEmailDosDominios } from '@portal/domain';

/**
 * Whether an e-mail may register an institute account: any when no domain is configured;
 * otherwise its domain must be one of them or a subdomain of one (`ipt.br` admits `lab.ipt.br`).
 */
export const isDominioPermitido = (email: string, dominios: readonly string[]): boolean =>
  dominios.length === 0 || isEmailDosDominios(email, dominios);
