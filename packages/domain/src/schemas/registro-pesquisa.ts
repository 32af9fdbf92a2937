import { z } from 'zod';
import { MENSAGENS } from '../mensagens/index.ts';
import { textoOpcional } from './campos.ts';
import { solucoesFiltroSchema } from './repositorio.ts';

/**
 * How many solutions a record may single out: the comparison takes 4, and a survey that names
 * more than this is a list of results, which the record carries anyway.
 */
export const SELECAO_MAXIMA_REGISTRO = 20;

/** What the procurement file says the survey was for ("Objeto"), kept short as in an ETP. */
export const FINALIDADE_REGISTRO_MAXIMO = 500;

/**
 * `POST /api/gestor/registros`: the search as the manager ran it (words and filters, never a
 * page: the record takes the first results itself) and the solutions they singled out, in order.
 */
export const registroPesquisaEntradaSchema = z.object({
  filtro: solucoesFiltroSchema.omit({ pagina: true, tamanho: true }).default({}),
  selecao: z
    .array(z.uuid({ error: MENSAGENS.valorInvalido }), { error: MENSAGENS.valorInvalido })
    .max(SELECAO_MAXIMA_REGISTRO, { error: MENSAGENS.selecaoMaxima(SELECAO_MAXIMA_REGISTRO) })
    .refine((ids) => new Set(ids).size === ids.length, { error: MENSAGENS.selecaoRepetida })
    .default([]),
  finalidade: textoOpcional(FINALIDADE_REGISTRO_MAXIMO, { multilinha: true }),
});
export type RegistroPesquisaEntrada = z.input<typeof registroPesquisaEntradaSchema>;

/** A solution as the record froze it: the published version the manager saw, and when. */
export interface SolucaoRegistrada {
  /** 1-based: the rank in the results, or the order of the selection. */
  posicao: number;
  id: string;
  titulo: string;
  empresa: string;
  eixo: string;
  capacidade: string;
  /** The solution's version number when the record was made. */
  versao: number;
  /** ISO 8601. */
  publicadaEm: string;
  /** The solution's public page. */
  url: string;
}

/**
 * What a record states, frozen when it was made. Its SHA-256 is taken over
 * `JSON.stringify(registro)` exactly as the API answers it, so anyone can check a copy.
 */
export interface RegistroPesquisa {
  codigo: string;
  /** ISO 8601. */
  registradoEm: string;
  gestor: { nome: string; cargo: string; municipio: string; uf: string; codigoIbge: string };
  finalidade: string | null;
  busca: {
    texto: string | null;
    /** The corrected search whose results the catalogue showed ("Você quis dizer"), if any. */
    corrigidaPara: string | null;
    /** Each filter as the screen named it then ("Eixo": "Mobilidade"). */
    filtros: { rotulo: string; valor: string }[];
    /** How many published solutions matched; `resultados` holds the first of them. */
    total: number;
  };
  resultados: SolucaoRegistrada[];
  selecao: SolucaoRegistrada[];
}

/** `GET /api/registros-pesquisa/:codigo`: the record, its digest and where to see it. */
export interface RegistroPesquisaPublico {
  registro: RegistroPesquisa;
  sha256: string;
  url: string;
}

/** A row of the manager's own records. */
export interface RegistroPesquisaResumo {
  codigo: string;
  registradoEm: string;
  finalidade: string | null;
  busca: string | null;
  resultados: number;
  selecionadas: number;
}

/** The code printed on the PDF: twelve letters and digits, no I, L, O or U to misread. */
export const CODIGO_REGISTRO_REGEX =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
