import { z } from 'zod';
import { LISTA_ACOES_AUDITORIA } from '../catalogo/auditoria.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { textoSeguro } from './campos.ts';
import { inteiroComPadrao, semVazio } from './consulta.ts';

/** Pages of the audit trail: 50 rows by default, 200 at most. */
export const PAGINACAO_AUDITORIA = { tamanhoPadrao: 50, tamanhoMaximo: 200 } as const;

const TEXTO_DE_BUSCA_MAXIMO = 120;

const textoDeBusca = z.preprocess(
  semVazio,
  textoSeguro(MENSAGENS.valorInvalido)
    .trim()
    .max(TEXTO_DE_BUSCA_MAXIMO, { error: MENSAGENS.maximoCaracteres(TEXTO_DE_BUSCA_MAXIMO) })
    .optional(),
);

/** A day of the calendar (2026-11-25), read in São Paulo time. */
const dia = z.preprocess(semVazio, z.iso.date({ error: MENSAGENS.dataInvalida }).optional());

const camposDoFiltro = z.object({
  pagina: inteiroComPadrao(1, 1_000_000, 1),
  tamanho: inteiroComPadrao(
    1,
    PAGINACAO_AUDITORIA.tamanhoMaximo,
    PAGINACAO_AUDITORIA.tamanhoPadrao,
  ),
  pessoa: textoDeBusca,
  empresa: textoDeBusca,
  solucao: textoDeBusca,
  acao: z.preprocess(
    semVazio,
    z.enum(LISTA_ACOES_AUDITORIA, { error: MENSAGENS.valorInvalido }).optional(),
  ),
  de: dia,
  ate: dia,
});

const periodoCoerente = (filtro: { de?: string; ate?: string }, ctx: z.RefinementCtx) => {
  if (filtro.de && filtro.ate && filtro.ate < filtro.de) {
    ctx.addIssue({ code: 'custom', path: ['ate'], message: MENSAGENS.periodoInvalido });
  }
};

/**
 * The filters of the audit trail (`GET /api/auditoria`): the person (part of the name or
 * e-mail), the company (part of its names or CNPJ), the solution (part of its title or code),
 * the kind of action and the days, newest first.
 */
export const auditoriaFiltroSchema = camposDoFiltro.superRefine(periodoCoerente);

/** The same filters without pages: the CSV. */
export const auditoriaExportacaoSchema = camposDoFiltro
  .omit({ pagina: true, tamanho: true })
  .superRefine(periodoCoerente);

/** A page of one solution's history. */
export const auditoriaPaginaSchema = camposDoFiltro.pick({ pagina: true, tamanho: true });

export type AuditoriaFiltro = z.output<typeof auditoriaFiltroSchema>;
export type AuditoriaFiltroEntrada = z.input<typeof auditoriaFiltroSchema>;

/** One record as the institute reads it. */
export interface RegistroAuditoriaLido {
  id: number;
  ocorridoEm: string;
  acao: string;
  rotulo: string;
  /** `id` is null where the reader may not know who on the staff acted (blind review). */
  pessoa: { id: string | null; nome: string; tipoUsuario: number | null } | null;
  ip: string | null;
  empresa: { id: string; nome: string } | null;
  proposta: { id: string; codigo: string | null; titulo: string | null } | null;
  entidade: string;
  entidadeId: string | null;
  alteracoes: Record<string, { de?: unknown; para?: unknown }> | null;
  detalhes: Record<string, unknown> | null;
}

export interface PaginaAuditoria {
  itens: RegistroAuditoriaLido[];
  total: number;
  pagina: number;
  tamanho: number;
}
