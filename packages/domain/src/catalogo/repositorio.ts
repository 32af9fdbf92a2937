import { EIXOS } from './eixos.ts';

/**
 * Pages of the public catalogue (/solutions): cards in a grid of 1, 2, 3 or 4 columns, so the
 * sizes are multiples of 12; the maximum keeps one answer small for a phone on a slow network.
 */
export const PAGINACAO_SOLUCOES_PUBLICAS = { tamanhoPadrao: 12, tamanhoMaximo: 48 } as const;

/** The longest search text; longer ones are refused rather than cut, so nothing is ignored quietly. */
export const BUSCA_SOLUCOES_MAXIMO = 200;

/**
 * The catalogue's yes/no filters as a person reads them: the catalogue's facets and the
 * market-survey record that names the filters used.
 */
export const ROTULOS_FILTROS_SIM_NAO = {
  saas: 'Software como serviço (SaaS)',
  suporteNoBrasil: 'Suporte técnico no Brasil',
  implantada: 'Já implantada em alguma cidade',
} as const;

/**
 * Whether a published solution's technical opinion came with a DCT (status 8 rather than 7), as
 * the catalogue's filter writes it. Public, unlike the opinion's text (docs/decisions/053).
 */
export const RESULTADOS_PARECER = ['com-dct', 'sem-dct'] as const;
export type ResultadoParecer = (typeof RESULTADOS_PARECER)[number];

export const ROTULOS_PARECER: Record<ResultadoParecer, string> = {
  'com-dct': 'Parecer técnico com DCT',
  'sem-dct': 'Parecer técnico',
};

/** The names of the catalogue's filters by municipality and by opinion, on screen and in records. */
export const ROTULO_FILTRO_MUNICIPIO = 'Já implantada em';
export const ROTULO_FILTRO_PARECER = 'Resultado do parecer';

/** How a municipality is named across the country: "Campinas (SP)". */
export const nomeMunicipioComUf = (municipio: { nome: string; uf: string }) =>
  `${municipio.nome} (${municipio.uf})`;

export interface DocumentoProgramaCatalogo {
  id: string;
  titulo: string;
}

export const idCadernoTecnico = (eixoId: number): string => `caderno-tecnico-${eixoId}`;

export const idsTermosReferencia = (eixoId: number): string[] =>
  [1, 2, 3, 4].map((n) => `termo-referencia-${eixoId}-${n}`);

/**
 * The programme's documents (spec, sections 2 "Home" and "Municipalities landing page"): the call
 * notice, per axis a technical notebook and four reference-term models, the contracting models
 * and the financing sources. An administrator uploads each one's current version; the ids are
 * the ones of content/documentos/manifest.json, which seeds the first versions.
 */
export const DOCUMENTOS_PROGRAMA: readonly DocumentoProgramaCatalogo[] = [
  { id: 'edital', titulo: 'Edital de convocação para participação no programa' },
  ...EIXOS.map((eixo) => ({
    id: idCadernoTecnico(eixo.id),
    titulo: `Caderno técnico — ${eixo.descricao}`,
  })),
  ...EIXOS.flatMap((eixo) =>
    idsTermosReferencia(eixo.id).map((id, i) => ({
      id,
      titulo: `Modelo de termo de referência ${i + 1} — ${eixo.descricao}`,
    })),
  ),
  { id: 'modelos-contratacao', titulo: 'Modelos de contratação' },
  { id: 'fontes-financiamento', titulo: 'Fontes de financiamento' },
];

export const findDocumentoPrograma = (id: string): DocumentoProgramaCatalogo | undefined =>
  DOCUMENTOS_PROGRAMA.find((documento) => documento.id === id);
