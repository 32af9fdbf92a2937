import { isCapacidadeOutros } from '../catalogo/eixos.ts';
import { LIMITES } from '../catalogo/limites.ts';

/**
 * Every field a company writes about its solution, once: where it sits in the form and in the
 * API, which column keeps it, what it is called, how long it may be and who reads it. Schemas,
 * labels, the API's columns and presenters, the PDF, the form and the reading views are derived
 * from this list, so a new field is a migration, a column, an entry here and its place in the
 * form.
 */

/** How a field is answered, which decides its schema, its form input and how it reads. */
export type TipoCampoSolucao =
  /** A short text on one line. */
  | 'linha'
  /** A text that may span paragraphs. */
  | 'texto'
  /** A list of words, typed as one comma-separated text. */
  | 'palavrasChave'
  /** The thematic axis's id. */
  | 'eixo'
  /** The axis capability's global id. */
  | 'capacidade'
  | 'simNao';

/** The form's sections, in its order, and their titles. */
export const SECOES_PROPOSTA = {
  identificacao: 'Identificação da solução',
  destino: 'Destino da solução',
  descricaoTecnica: 'Descrição técnica da solução',
  justificativa: 'Justificativa',
  historico: 'Histórico da solução',
  suporte: 'Suporte da solução',
} as const;
export type SecaoProposta = keyof typeof SECOES_PROPOSTA;

export interface CampoSolucao {
  /** The field's path in the API's payload and answers, and its name in the form. */
  caminho: string;
  secao: SecaoProposta;
  /** The property of the `proposta` table that keeps it. */
  coluna: string;
  /** The form's words, which the public page and every message repeat. */
  rotulo: string;
  /**
   * The signed PDF states a yes/no answer beside a noun rather than the form's question, and
   * spells out abbreviations a printed page cannot explain on hover.
   */
  rotuloImpresso?: string;
  tipo: TipoCampoSolucao;
  /** Length limit of a text (spec, section 9). */
  limite?: number;
  /** Whether the complete form, and so the signature, demands it. */
  obrigatorio: boolean;
  /** Whether the institute may revise its text for the public portal. */
  revisavel: boolean;
  /** Whether the page of a published solution shows it. */
  publico: boolean;
  /** The spec's name of the form field where it differs from its key in the payload. */
  nomeNoFormulario?: string;
  /** Asked only after another answer: the axis's "Outros", or a solution validated by others. */
  perguntadoSe?: 'capacidadeOutros' | 'validada';
}

const texto = <O extends boolean = true>(limite: number, obrigatorio = true as O) =>
  ({ tipo: 'texto', limite, obrigatorio, revisavel: true, publico: true }) as const;
const linha = <O extends boolean = true>(limite: number, obrigatorio = true as O) =>
  ({ tipo: 'linha', limite, obrigatorio, revisavel: true, publico: true }) as const;
const escolha = <T extends 'eixo' | 'capacidade' | 'simNao', O extends boolean = true>(
  tipo: T,
  obrigatorio = true as O,
) => ({ tipo, obrigatorio, revisavel: false, publico: true }) as const;
const tecnico = texto(LIMITES.campoTecnico);

export const CAMPOS_SOLUCAO = [
  {
    caminho: 'titulo',
    secao: 'identificacao',
    coluna: 'titulo',
    rotulo: 'Título da solução',
    ...linha(LIMITES.titulo),
  },
  {
    caminho: 'descricao',
    secao: 'identificacao',
    coluna: 'descricao',
    rotulo: 'Descrição resumida',
    ...texto(LIMITES.descricao),
  },
  {
    caminho: 'keyWords',
    secao: 'identificacao',
    coluna: 'keyWords',
    rotulo: 'Palavras-chave',
    ...texto(LIMITES.keyWords),
    tipo: 'palavrasChave',
  },
  {
    caminho: 'destino.destino',
    secao: 'destino',
    coluna: 'destino',
    rotulo: 'Eixo temático',
    ...escolha('eixo'),
  },
  {
    caminho: 'destino.indiceDetalhe',
    secao: 'destino',
    coluna: 'indiceDetalhe',
    rotulo: 'Capacidade do eixo',
    rotuloImpresso: 'Capacidade',
    nomeNoFormulario: 'destinoIndiceDetalhe',
    ...escolha('capacidade'),
  },
  {
    caminho: 'destino.destinoOutro',
    secao: 'destino',
    coluna: 'destinoOutro',
    rotulo: 'Qual é a outra capacidade?',
    rotuloImpresso: 'Outros (especificar)',
    ...linha(LIMITES.destinoOutro, false),
    // The portal shows the other capability as the company named it.
    revisavel: false,
    perguntadoSe: 'capacidadeOutros',
  },
  {
    caminho: 'descricaoTecnicaSolucao.conceito',
    secao: 'descricaoTecnica',
    coluna: 'conceito',
    rotulo: 'Conceito da solução',
    ...tecnico,
  },
  {
    caminho: 'descricaoTecnicaSolucao.aplicacaoPratica',
    secao: 'descricaoTecnica',
    coluna: 'aplicacaoPratica',
    rotulo: 'Aplicação prática',
    ...tecnico,
  },
  {
    caminho: 'descricaoTecnicaSolucao.requisitosTecnicosOperacionais',
    secao: 'descricaoTecnica',
    coluna: 'requisitosTecnicosOperacionais',
    rotulo: 'Requisitos técnicos e operacionais',
    ...tecnico,
  },
  {
    caminho: 'descricaoTecnicaSolucao.limitacoesTecnicas',
    secao: 'descricaoTecnica',
    coluna: 'limitacoesTecnicas',
    rotulo: 'Limitações técnicas',
    ...tecnico,
  },
  {
    caminho: 'descricaoTecnicaSolucao.escalabilidade',
    secao: 'descricaoTecnica',
    coluna: 'escalabilidade',
    rotulo: 'Escalabilidade',
    ...tecnico,
  },
  {
    caminho: 'descricaoTecnicaSolucao.beneficiosEsperados',
    secao: 'descricaoTecnica',
    coluna: 'beneficiosEsperados',
    rotulo: 'Benefícios esperados',
    ...tecnico,
  },
  {
    caminho: 'descricaoTecnicaSolucao.custosEstimados',
    secao: 'descricaoTecnica',
    coluna: 'custosEstimados',
    rotulo: 'Custos estimados',
    ...tecnico,
  },
  {
    caminho: 'descricaoTecnicaSolucao.modalidadeContratacao',
    secao: 'descricaoTecnica',
    coluna: 'modalidadeContratacao',
    rotulo: 'Modalidade de contratação',
    ...texto(LIMITES.modalidadeContratacao, false),
  },
  {
    caminho: 'justificativa.problemaResolvido',
    secao: 'justificativa',
    coluna: 'problemaResolvido',
    rotulo: 'Problema resolvido',
    ...tecnico,
  },
  {
    caminho: 'justificativa.beneficiosDiretos',
    secao: 'justificativa',
    coluna: 'beneficiosDiretos',
    rotulo: 'Benefícios diretos',
    ...tecnico,
  },
  {
    caminho: 'justificativa.relevancia',
    secao: 'justificativa',
    coluna: 'relevancia',
    rotulo: 'Relevância',
    ...tecnico,
  },
  {
    caminho: 'justificativa.diferencial',
    secao: 'justificativa',
    coluna: 'diferencial',
    rotulo: 'Diferencial',
    ...tecnico,
  },
  {
    caminho: 'historicoSolucao.validacaoOuRegistro',
    secao: 'historico',
    coluna: 'validacaoOuRegistro',
    rotulo: 'A solução foi validada ou registrada por terceiros?',
    rotuloImpresso: 'Validação ou registro por terceiros',
    ...escolha('simNao'),
  },
  {
    caminho: 'historicoSolucao.entidadeResponsavelValidacao',
    secao: 'historico',
    coluna: 'entidadeResponsavelValidacao',
    rotulo: 'Entidade responsável pela validação',
    nomeNoFormulario: 'entidade',
    // Required only when the solution was validated, a rule of its section's schema.
    ...linha(LIMITES.entidadeResponsavelValidacao, false),
    perguntadoSe: 'validada',
  },
  {
    caminho: 'historicoSolucao.cidadeImplementada',
    secao: 'historico',
    coluna: 'cidadeImplementada',
    rotulo: 'Cidades onde a solução foi implementada',
    rotuloImpresso: 'Cidades onde foi implementada',
    ...texto(LIMITES.cidadeImplementada),
  },
  {
    caminho: 'suporteSolucao.suporteNoBrasil',
    secao: 'suporte',
    coluna: 'suporteNoBrasil',
    rotulo: 'Oferece suporte técnico no Brasil?',
    rotuloImpresso: 'Suporte técnico no Brasil',
    nomeNoFormulario: 'suporteTecnicoBrasil',
    ...escolha('simNao'),
  },
  {
    caminho: 'suporteSolucao.saaS',
    secao: 'suporte',
    coluna: 'saas',
    rotulo: 'É oferecida como software como serviço (SaaS)?',
    rotuloImpresso: 'Software como serviço (SaaS)',
    nomeNoFormulario: 'softwareServicoSaaS',
    ...escolha('simNao', false),
  },
  {
    caminho: 'suporteSolucao.tempoMedio',
    secao: 'suporte',
    coluna: 'tempoMedio',
    rotulo: 'Tempo médio de atendimento',
    nomeNoFormulario: 'tempoMedioAtendimento',
    ...texto(LIMITES.tempoMedioAtendimento),
  },
  {
    caminho: 'suporteSolucao.tempoGarantia',
    secao: 'suporte',
    coluna: 'tempoGarantia',
    rotulo: 'Tempo de garantia da solução',
    nomeNoFormulario: 'tempoGarantiaSolucao',
    ...texto(LIMITES.tempoGarantiaSolucao),
  },
  {
    caminho: 'suporteSolucao.mtbf',
    secao: 'suporte',
    coluna: 'mtbf',
    rotulo: 'Tempo médio entre falhas',
    rotuloImpresso: 'Tempo médio entre falhas (MTBF)',
    ...texto(LIMITES.tempoMedioEntreFalhas, false),
  },
] as const satisfies readonly CampoSolucao[];

export type CampoDaSolucao = (typeof CAMPOS_SOLUCAO)[number];
export type CaminhoCampoSolucao = CampoDaSolucao['caminho'];
export type ColunaCampoSolucao = CampoDaSolucao['coluna'];

/** The payload's sections that group fields, and the top level for the identification. */
export type GrupoDoCaminho<C extends string> = C extends `${infer G}.${string}` ? G : never;
export type ChaveDoCaminho<C extends string> = C extends `${string}.${infer K}` ? K : C;
export type GrupoSolucao = GrupoDoCaminho<CaminhoCampoSolucao>;

/** The fields of one group of the payload (`suporteSolucao`), by their key in it. */
export type CamposDoGrupo<G extends GrupoSolucao> = Extract<
  CampoDaSolucao,
  { caminho: `${G}.${string}` }
>;

/** What a field holds once filled in; an optional one may be null. */
export type ValorDoCampo<C extends CampoSolucao> =
  | (C['tipo'] extends 'simNao'
      ? boolean
      : C['tipo'] extends 'eixo' | 'capacidade'
        ? number
        : C['tipo'] extends 'palavrasChave'
          ? string[]
          : string)
  | (C['obrigatorio'] extends true ? never : null);

export type CampoDoTopo = Exclude<CampoDaSolucao, { caminho: `${string}.${string}` }>;

/** A value per field, by its path, in the payload's nested shape. */
export type Aninhado<M extends Record<CaminhoCampoSolucao, unknown>> = {
  [C in CampoDoTopo as C['caminho']]: M[C['caminho']];
} & {
  [G in GrupoSolucao]: {
    [C in CamposDoGrupo<G> as ChaveDoCaminho<C['caminho']>]: M[C['caminho']];
  };
};

/** A complete solution in the payload's nested shape, as the API reads and answers it. */
export type ValoresDaSolucao = Aninhado<{
  [C in CampoDaSolucao as C['caminho']]: ValorDoCampo<C>;
}>;

/** The name of a field in the company's form. */
export type NomeNoFormulario<C extends CampoDaSolucao> = C extends { nomeNoFormulario: string }
  ? C['nomeNoFormulario']
  : ChaveDoCaminho<C['caminho']>;

export const nomeNoFormulario = (campo: CampoSolucao): string =>
  campo.nomeNoFormulario ?? chaveDoCaminho(campo.caminho);

export const chaveDoCaminho = (caminho: string): string =>
  caminho.slice(caminho.lastIndexOf('.') + 1);

export const campoSolucao = <C extends CaminhoCampoSolucao>(caminho: C) =>
  CAMPOS_SOLUCAO.find((campo) => campo.caminho === caminho) as Extract<
    CampoDaSolucao,
    { caminho: C }
  >;

export const camposDaSecao = (secao: SecaoProposta): readonly CampoSolucao[] =>
  CAMPOS_SOLUCAO.filter((campo) => campo.secao === secao);

export const camposDoGrupo = <G extends GrupoSolucao>(grupo: G) =>
  CAMPOS_SOLUCAO.filter((campo) => campo.caminho.startsWith(`${grupo}.`)) as CamposDoGrupo<G>[];

/** The value at a dotted path of a nested object; undefined when a step is missing. */
export const lerCaminho = (objeto: unknown, caminho: string): unknown =>
  caminho
    .split('.')
    .reduce<unknown>(
      (valor, chave) =>
        typeof valor === 'object' && valor !== null
          ? (valor as Record<string, unknown>)[chave]
          : undefined,
      objeto,
    );

/** Sets the value at a dotted path, creating the groups on the way. */
export const escreverCaminho = (
  objeto: Record<string, unknown>,
  caminho: string,
  valor: unknown,
): void => {
  const partes = caminho.split('.');
  const ultima = partes.pop()!;
  let grupo = objeto;
  for (const parte of partes) grupo = (grupo[parte] ??= {}) as Record<string, unknown>;
  grupo[ultima] = valor;
};

/** Builds the payload's nested shape from a value per field. */
export const montarPorCaminho = <C extends CampoSolucao>(
  campos: readonly C[],
  valor: (campo: C) => unknown,
): Record<string, unknown> => {
  const objeto: Record<string, unknown> = {};
  for (const campo of campos) escreverCaminho(objeto, campo.caminho, valor(campo));
  return objeto;
};

/**
 * Whether the form asks the field, given the other answers of the solution (in the payload's
 * shape): a field it never asked is no missing answer, so readers leave it out.
 */
export function campoPerguntado(campo: CampoSolucao, solucao: unknown): boolean {
  switch (campo.perguntadoSe) {
    case 'capacidadeOutros': {
      const capacidade = lerCaminho(solucao, 'destino.indiceDetalhe');
      return typeof capacidade === 'number' && isCapacidadeOutros(capacidade);
    }
    case 'validada':
      return lerCaminho(solucao, 'historicoSolucao.validacaoOuRegistro') === true;
    default:
      return true;
  }
}
