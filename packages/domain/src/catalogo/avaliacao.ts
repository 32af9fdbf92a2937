/**
 * The institute's technical evaluation (docs/decisions/016): the default rubric of a public call
 * for technology, the conflict kinds and the recommendations an evaluator may give.
 */

export interface CriterioRubrica {
  codigo: string;
  nome: string;
  orientacao: string;
  peso: number;
  escalaMinima: number;
  escalaMaxima: number;
}

/** The rubric the portal starts with; administrators change it before the first evaluation. */
export const RUBRICA_PADRAO: readonly CriterioRubrica[] = [
  {
    codigo: 'C1',
    nome: 'Potencial de resolver o problema',
    orientacao: 'Quanto a solução responde ao desafio urbano descrito e aos benefícios esperados.',
    peso: 3,
    escalaMinima: 0,
    escalaMaxima: 5,
  },
  {
    codigo: 'C2',
    nome: 'Maturidade da solução',
    orientacao: 'Validações, cidades onde já opera, certificações e tempo de mercado.',
    peso: 2,
    escalaMinima: 0,
    escalaMaxima: 5,
  },
  {
    codigo: 'C3',
    nome: 'Viabilidade do modelo de negócio',
    orientacao: 'Modalidade de contratação, suporte no Brasil e sustentabilidade do fornecimento.',
    peso: 2,
    escalaMinima: 0,
    escalaMaxima: 5,
  },
  {
    codigo: 'C4',
    nome: 'Viabilidade econômica',
    orientacao: 'Custos estimados de implantação e operação frente ao orçamento de um município.',
    peso: 2,
    escalaMinima: 0,
    escalaMaxima: 5,
  },
  {
    codigo: 'C5',
    nome: 'Custo-benefício frente às alternativas',
    orientacao: 'Diferencial e ganhos em relação às soluções já disponíveis.',
    peso: 1,
    escalaMinima: 0,
    escalaMaxima: 5,
  },
  {
    codigo: 'C6',
    nome: 'Interoperabilidade e escalabilidade',
    orientacao: 'Padrões abertos, integração com sistemas existentes e crescimento da operação.',
    peso: 1,
    escalaMinima: 0,
    escalaMaxima: 5,
  },
];

/** Evaluators whose scores (0–10) differ by more than this are flagged, until an admin sets it. */
export const MARGEM_DIVERGENCIA_PADRAO = 2;

export const TIPOS_CONFLITO = [
  { id: 'institucional', descricao: 'Institucional' },
  { id: 'pessoal', descricao: 'Pessoal' },
  { id: 'financeiro', descricao: 'Financeiro' },
  { id: 'outro', descricao: 'Outro' },
] as const;
export type TipoConflito = (typeof TIPOS_CONFLITO)[number]['id'];

export const RECOMENDACOES = [
  { id: 'aprovar', descricao: 'Aprovar' },
  { id: 'aprovar_com_ajustes', descricao: 'Aprovar com ajustes' },
  { id: 'reprovar', descricao: 'Reprovar' },
] as const;
export type Recomendacao = (typeof RECOMENDACOES)[number]['id'];

export const descricaoRecomendacao = (id: string | null): string =>
  RECOMENDACOES.find((r) => r.id === id)?.descricao ?? 'Não informada';

export const descricaoConflito = (id: string): string =>
  TIPOS_CONFLITO.find((t) => t.id === id)?.descricao ?? id;

export const LIMITES_AVALIACAO = {
  codigoCriterio: 10,
  nomeCriterio: 120,
  orientacao: 600,
  pesoMaximo: 100,
  escalaMaxima: 100,
  criteriosMaximos: 20,
  justificativa: 2000,
  fundamentacao: 4000,
  nota: 4000,
  conclusao: 6000,
  motivo: 500,
  descricaoConflito: 500,
  atribuicaoEmLote: 200,
} as const;
