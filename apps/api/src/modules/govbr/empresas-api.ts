import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { EmpresaGovbr } from '@portal/domain';
import { consultarProvedor } from '../registros-publicos/provedor.ts';

/** The two `atuacao` values that let a person act for a company without anyone's acceptance. */
export const ATUACOES_RESPONSAVEIS = ['SOCIO', 'REPRESENTANTE_LEGAL'] as const;

export const atuaPelaEmpresa = (atuacao: string | undefined) =>
  (ATUACOES_RESPONSAVEIS as readonly string[]).includes(atuacao ?? '');

const empresasSchema = z.array(
  z.object({
    cnpj: z.string().regex(/^[0-9A-Z]{14}$/),
    razaoSocial: z.string().nullish(),
  }),
);
const participanteSchema = z.object({ atuacao: z.string() });

// A partner of many companies is rare; a cap keeps one sign-in from waiting on dozens of calls.
const MAXIMO_EMPRESAS = 20;

/**
 * The gov.br Empresas API, called with the person's own access token at sign-in (the token is
 * not kept). Never throws: down, slow or garbled means "no company known", logged without the CPF.
 */
export async function consultarEmpresasDoCpf(
  baseUrl: string,
  cpf: string,
  accessToken: string,
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<EmpresaGovbr[]> {
  const cabecalhos = { authorization: `Bearer ${accessToken}` };
  const lista = await consultarProvedor(
    `${baseUrl}/empresas/v2/empresas?filtrar-por-participante=${cpf}`,
    empresasSchema,
    timeoutMs,
    cabecalhos,
  );
  if (lista.tipo !== 'encontrado') {
    if (lista.tipo === 'falha') log.warn({ motivo: lista.motivo }, 'API Empresas indisponível');
    return [];
  }
  // One call per company, all at once: the person waits for the slowest, not for the sum.
  return Promise.all(
    lista.dados.slice(0, MAXIMO_EMPRESAS).map(async ({ cnpj, razaoSocial }) => {
      const participante = await consultarProvedor(
        `${baseUrl}/empresas/v2/empresas/${cnpj}/participantes/${cpf}`,
        participanteSchema,
        timeoutMs,
        cabecalhos,
      );
      const atuacao =
        participante.tipo === 'encontrado' ? participante.dados.atuacao : 'NAO_ATUANTE';
      return { cnpj, razaoSocial: razaoSocial ?? null, atuacao };
    }),
  );
}
