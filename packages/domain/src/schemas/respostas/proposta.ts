import { z } from 'zod';
import type { Completude } from '../completude-proposta.ts';
import type {
  DescricaoTecnicaSolucao,
  HistoricoSolucao,
  Justificativa,
  SuporteSolucao,
} from '../proposta-secoes.ts';
import { instante, resultadoSchema, type Resposta } from './comum.ts';

/** The answers of /api/proposta about the solution itself, its lists and its history. */

const statusPropostaLido = z.object({
  idStatusProposta: z.number(),
  descricao: z.string(),
  observacao: z.string().nullable(),
});

/** A saved draft answers every field, the blank ones as null. */
const emBranco = <T>() => z.custom<{ [K in keyof T]-?: T[K] | null }>();

/**
 * GET /api/proposta/:id: the solution as the company wrote it, with its status, read alike by the
 * company's form and the staff's page.
 */
export const propostaLidaSchema = z.object({
  id: z.string(),
  propostaID: z.string(),
  codigoProposta: z.string(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  usuarioID: z.string(),
  /** The company that sent it, for the staff's summary and the CNPJ card. */
  empresaID: z.string().nullable().optional(),
  keyWords: z.array(z.string()).nullable(),
  destino: z.object({
    destino: z.number().nullable(),
    eixoDescricao: z.string().nullable(),
    indiceDetalhe: z.number().nullable(),
    capacidadeDescricao: z.string().nullable(),
    destinoOutro: z.string().nullable(),
  }),
  descricaoTecnicaSolucao: emBranco<DescricaoTecnicaSolucao>(),
  justificativa: emBranco<Justificativa>(),
  historicoSolucao: emBranco<HistoricoSolucao>(),
  suporteSolucao: emBranco<SuporteSolucao>(),
  statusProposta: statusPropostaLido,
  dataHoraEnvioPDF: instante.nullable(),
  dataCadastro: instante,
  /** Moves at every save: sent back with the next one, so an older copy cannot overwrite. */
  versao: z.number(),
});
export type PropostaLida = Resposta<typeof propostaLidaSchema>;

/** A new solution comes back with its id; an update with the version now stored. */
export const resultadoPropostaSchema = resultadoSchema.extend({
  idCriadoGuid: z.string().optional(),
  versao: z.number().optional(),
});
export type ResultadoProposta = Resposta<typeof resultadoPropostaSchema>;

/** A row of GET /api/proposta/usuario/:userId, already sorted by status, descending. */
export const linhaPropostaSchema = z.object({
  propostaID: z.string(),
  codigoProposta: z.string(),
  tituloProposta: z.string(),
  keywords: z.array(z.string()).nullable(),
  destino: z.object({ destino: z.number().nullable(), indiceDetalhe: z.number().nullable() }),
  statusProposta: statusPropostaLido,
  dataHoraEnvioPDF: instante.nullable(),
  possuiFormAssinado: z.boolean(),
  /** What the solution still lacks before it can be printed and signed. */
  completude: z.custom<Completude>(),
});
export type LinhaProposta = Resposta<typeof linhaPropostaSchema>;

/** A row of the staff table (spec §3 'Staff list row'). */
export const linhaAnaliseSchema = z.object({
  propostaID: z.string(),
  codigoProposta: z.string(),
  nomeOficialEmpresa: z.string(),
  cnpjEmpresa: z.string(),
  empresaID: z.string(),
  tituloProposta: z.string(),
  statusProposta: statusPropostaLido.omit({ observacao: true }),
  destino: z.object({ destino: z.number().nullable(), indiceDetalhe: z.number().nullable() }),
  dataHoraEnvioPDF: instante.nullable(),
  cartaoCNPJ: z.object({ id: z.string(), nomeOriginal: z.string() }).nullable(),
  /**
   * "2/3 avaliações"; the score only where the server lets this user see it; nothing but
   * `conflito` where the user declared a conflict of interest with the solution.
   */
  avaliacao: z.object({
    conflito: z.boolean(),
    atribuidas: z.number().nullable(),
    enviadas: z.number().nullable(),
    nota: z.number().nullable(),
    amplitude: z.number().nullable(),
    divergente: z.boolean().nullable(),
  }),
});
export type LinhaAnalise = Resposta<typeof linhaAnaliseSchema>;

export const paginaAnaliseSchema = z.object({
  itens: z.array(linhaAnaliseSchema),
  total: z.number(),
  pagina: z.number(),
  tamanho: z.number(),
});
export type PaginaAnalise = Resposta<typeof paginaAnaliseSchema>;

/** An entry of the status history (spec §3 'Status entry'), with who made it. */
export const entradaHistoricoSchema = z.object({
  id: z.number(),
  idProposta: z.string(),
  idStatusProposta: z.number(),
  descricao: z.string(),
  /** Null where the reader may not learn who on the staff made the change. */
  idUsuario: z.string().nullable(),
  dataHora: instante,
  observacao: z.string().nullable(),
  usuario: z.object({ nome: z.string(), email: z.string().nullable() }),
});
export type EntradaHistorico = Resposta<typeof entradaHistoricoSchema>;

const distribuicaoEixoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  quantidade: z.number(),
});
export type DistribuicaoEixo = Resposta<typeof distribuicaoEixoSchema>;

const distribuicaoCapacidadeSchema = distribuicaoEixoSchema.extend({ eixo: z.number() });
export type DistribuicaoCapacidade = Resposta<typeof distribuicaoCapacidadeSchema>;

/** The statistics of spec §3, counted by the server over every solution. */
export const estatisticasSchema = z.object({
  totalEmpresas: z.number(),
  totalPropostas: z.number(),
  totalPropostasPdfAssinados: z.number(),
  distribuicaoPropostasDestinos: z.array(distribuicaoEixoSchema),
  distribuicaoPropostasDetalhes: z.array(distribuicaoCapacidadeSchema),
});
export type Estatisticas = Resposta<typeof estatisticasSchema>;

/** Counts per São Paulo day, every day present. */
export const pontoSerieSchema = z.object({
  periodo: z.string(),
  propostasCriadas: z.number(),
  pdfsAssinados: z.number(),
});
export type PontoSerie = Resposta<typeof pontoSerieSchema>;

/** The generation job as the proposal service reports it: 1 accepted, 7 ready. */
export const statusGeracaoPdfSchema = z.object({
  status: z.number(),
  propostaID: z.string().optional(),
  arquivoID: z.string().nullable().optional(),
});
export type StatusGeracaoPdf = Resposta<typeof statusGeracaoPdfSchema>;
