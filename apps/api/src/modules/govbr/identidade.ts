import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import type { ConfiabilidadeGovbr } from '@portal/domain';

/** Who gov.br says signed in, as the portal keeps it. */
export interface IdentidadeGovbr {
  cpf: string;
  nome: string;
  email: string;
  confiabilidade: ConfiabilidadeGovbr;
}

// gov.br names the levels in English in `reliability_info.level`; the portal in Portuguese.
const NIVEIS: Record<string, ConfiabilidadeGovbr> = {
  bronze: 'bronze',
  silver: 'prata',
  prata: 'prata',
  gold: 'ouro',
  ouro: 'ouro',
};

const reivindicacoesSchema = z.object({
  sub: z.string(),
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().min(3).max(200),
  reliability_info: z.object({ level: z.string() }).partial().nullish(),
});

/**
 * The identity in the ID token's claims, or null when gov.br did not give a usable one. The CPF
 * is `sub`; gov.br sends digits only, and anything else (a mask, a wrong check digit) is refused
 * rather than guessed. Without `reliability_info` the account is taken as bronze, the least.
 */
export function lerIdentidade(reivindicacoes: unknown): IdentidadeGovbr | null {
  const lidas = reivindicacoesSchema.safeParse(reivindicacoes);
  if (!lidas.success) return null;
  const { sub, name, email, reliability_info: confiabilidade } = lidas.data;
  if (!/^\d{11}$/.test(sub) || !isValidCpf(sub)) return null;
  const nivel = confiabilidade?.level?.toLowerCase() ?? 'bronze';
  return { cpf: sub, nome: name, email, confiabilidade: NIVEIS[nivel] ?? 'bronze' };
}
