import { z } from 'zod';
import {
  BUSCA_SOLUCOES_MAXIMO,
  PAGINACAO_SOLUCOES_PUBLICAS,
  RESULTADOS_PARECER,
  type ResultadoParecer,
} from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import type { ValoresDaSolucao } from '../solucao/campos.ts';
import { textoSeguro } from './campos.ts';
import { inteiroComPadrao, inteiroOpcional, semVazio, simNaoOpcional } from './consulta.ts';

const { tamanhoPadrao, tamanhoMaximo } = PAGINACAO_SOLUCOES_PUBLICAS;

/** The query of `GET /api/solucoes`: the public catalogue's search, filters and page. */
export const solucoesFiltroSchema = z.object({
  /**
   * A search in Portuguese (web search syntax: "quotes" for a phrase, -word to exclude), accents,
   * plurals and small typos forgiven, ranked by relevance.
   */
  busca: z.preprocess(
    semVazio,
    textoSeguro(MENSAGENS.valorInvalido)
      .trim()
      .max(BUSCA_SOLUCOES_MAXIMO, { error: MENSAGENS.maximoCaracteres(BUSCA_SOLUCOES_MAXIMO) })
      .optional(),
  ),
  eixo: inteiroOpcional(1, 5),
  capacidade: inteiroOpcional(6, 51),
  saas: simNaoOpcional(),
  suporteNoBrasil: simNaoOpcional(),
  /** Already implemented in some city (the solution names at least one). */
  implantada: simNaoOpcional(),
  /**
   * Already implemented in this municipality, by the text the solution wrote: an IBGE code, seven
   * digits whose first two are a state's (11 to 53).
   */
  municipio: inteiroOpcional(1_100_000, 5_399_999),
  /** Its technical opinion came with a DCT or without. */
  parecer: z.preprocess(
    semVazio,
    z.enum(RESULTADOS_PARECER, { error: MENSAGENS.valorInvalido }).optional(),
  ),
  pagina: inteiroComPadrao(1, 100_000, 1),
  tamanho: inteiroComPadrao(1, tamanhoMaximo, tamanhoPadrao),
});
export type SolucoesFiltro = z.output<typeof solucoesFiltroSchema>;
export type SolucoesFiltroEntrada = z.input<typeof solucoesFiltroSchema>;

/** `POST /api/fileindexer/arquivo/:fileId/publico`: an administrator shows or hides a file. */
export const arquivoPublicoSchema = z.object({
  publico: z.boolean({ error: MENSAGENS.campoObrigatorio }),
});
export type ArquivoPublico = z.infer<typeof arquivoPublicoSchema>;

// Answers of the public repository. The web reads these types instead of re-typing them; the
// API's presenters are declared with them, so a field added there without a place here fails
// to compile.

export interface DestinoPublico {
  destino: number;
  eixoDescricao: string;
  indiceDetalhe: number;
  capacidadeDescricao: string;
}

/** What the public may know of the company: its public name and website, nothing else. */
export interface EmpresaPublica {
  nome: string;
  webSite: string | null;
}

/** A matched stretch of a text, by UTF-16 offsets (`texto.slice(inicio, fim)`). */
export interface TrechoDestacado {
  inicio: number;
  fim: number;
}

/** A card of `GET /api/solucoes`. */
export interface SolucaoResumo {
  id: string;
  titulo: string;
  descricao: string;
  keyWords: string[];
  empresa: EmpresaPublica;
  destino: DestinoPublico;
  foto: { url: string } | null;
  /** How its technical opinion ended; null for one published without (older data). */
  parecer: ResultadoParecer | null;
  /** With a search: where the searched words are in the title and the description. */
  destaques?: { titulo: TrechoDestacado[]; descricao: TrechoDestacado[] };
}

/** How many solutions each value of a filter would give, the other filters kept. */
export interface ContagemFaceta<T> {
  valor: T;
  total: number;
}

export interface FacetasSolucoes {
  eixo: ContagemFaceta<number>[];
  capacidade: ContagemFaceta<number>[];
  saas: ContagemFaceta<boolean>[];
  suporteNoBrasil: ContagemFaceta<boolean>[];
  implantada: ContagemFaceta<boolean>[];
  /** The municipalities most solutions run in (ten), and the one filtered by, most first. */
  municipio: (ContagemFaceta<number> & MunicipioPublico)[];
  parecer: ContagemFaceta<ResultadoParecer>[];
}

/** A municipality as the public reads it: its name and state's abbreviation ("SP"). */
export interface MunicipioPublico {
  nome: string;
  uf: string;
}

export interface PaginaSolucoes {
  itens: SolucaoResumo[];
  total: number;
  pagina: number;
  tamanho: number;
  facetas?: FacetasSolucoes;
  /**
   * When the search found nothing as typed: the corrected search ("Você quis dizer"), whose
   * results the page holds instead.
   */
  sugestao?: string;
}

/**
 * The four long sections of a solution as the API answers them (empty optional fields as null),
 * shared by the public page and the staff's full view.
 */
export type SecoesProposta = Pick<
  ValoresDaSolucao,
  'descricaoTecnicaSolucao' | 'justificativa' | 'historicoSolucao' | 'suporteSolucao'
>;

/** `GET /api/solucoes/:id`: one published solution. */
export interface SolucaoPublica extends SecoesProposta {
  id: string;
  titulo: string;
  descricao: string;
  keyWords: string[];
  destino: DestinoPublico & { destinoOutro: string | null };
  empresa: EmpresaPublica;
  fotos: { id: string; url: string; nomeOriginal: string }[];
  arquivosPublicos: { id: string; nomeOriginal: string; url: string }[];
  parecer: ResultadoParecer | null;
  /** The municipalities recognised in `historicoSolucao.cidadeImplementada`, in its order. */
  municipiosImplantada: (MunicipioPublico & { codigoIbge: number })[];
  /** ISO 8601. */
  publicadaEm: string;
}

/** A row of the open data (`/api/solucoes/dados-abertos.json` and `.csv`). */
export interface SolucaoDadosAbertos {
  id: string;
  titulo: string;
  descricao: string;
  palavrasChave: string[];
  eixo: string;
  capacidade: string;
  empresa: string;
  webSite: string | null;
  /** The absolute address of the solution's public page. */
  url: string;
  publicadaEm: string;
}

/** `GET /api/documentos`: `url` is null while no version exists ("Documento em breve"). */
export interface DocumentoPrograma {
  id: string;
  titulo: string;
  url: string | null;
}

/** `GET /api/documentos/admin`: the current version of each document, for the administrator. */
export interface DocumentoProgramaAdmin {
  id: string;
  titulo: string;
  nomeOriginal: string | null;
  tamanho: number | null;
  atualizadoEm: string | null;
  /** The administrator's name; null for the initial import from the content folder. */
  atualizadoPor: string | null;
  /** What a replacement sends back: one read before another's is refused. */
  versao: number;
}

/** `GET /api/fileindexer/proposta/:id/publicacao`: the files an administrator may publish. */
export interface ArquivoPublicacao {
  id: string;
  nomeOriginal: string;
  contexto: number;
  tipo: string;
  publico: boolean;
  /** False for what never leaves the institute (the generated form). */
  podeSerPublico: boolean;
}
