import {
  isCapacidadeOutros,
  juntarPalavrasChave,
  parsePalavrasChave,
  type RascunhoProposta,
} from '@portal/domain';
import type { AnexosEscolhidos } from './anexos';

/**
 * What the company types, flat and under the spec's form names (spec §3). This part survives a
 * reload as a draft; the chosen files (`anexos`) cannot be kept by the browser and do not.
 */
export interface TextosProposta {
  titulo: string;
  descricao: string;
  /** One text, comma separated; the payload gets the list. */
  keyWords: string;
  destino: number | null;
  /** Always the global capability id (docs/decisions/001). */
  destinoIndiceDetalhe: number | null;
  destinoOutro: string;
  conceito: string;
  aplicacaoPratica: string;
  requisitosTecnicosOperacionais: string;
  limitacoesTecnicas: string;
  escalabilidade: string;
  beneficiosEsperados: string;
  custosEstimados: string;
  modalidadeContratacao: string;
  problemaResolvido: string;
  beneficiosDiretos: string;
  relevancia: string;
  diferencial: string;
  validacaoOuRegistro: boolean | null;
  entidade: string;
  cidadeImplementada: string;
  suporteTecnicoBrasil: boolean | null;
  softwareServicoSaaS: boolean | null;
  tempoMedioAtendimento: string;
  tempoGarantiaSolucao: string;
  tempoMedioEntreFalhas: string;
}

export type CampoProposta = keyof TextosProposta;

export interface PropostaFormularioValores extends TextosProposta {
  anexos: AnexosEscolhidos;
}

/** Where each form field lives in the API's payload: one table for both directions and issues. */
export const CAMINHOS_API: Readonly<Record<CampoProposta, string>> = {
  titulo: 'titulo',
  descricao: 'descricao',
  keyWords: 'keyWords',
  destino: 'destino.destino',
  destinoIndiceDetalhe: 'destino.indiceDetalhe',
  destinoOutro: 'destino.destinoOutro',
  conceito: 'descricaoTecnicaSolucao.conceito',
  aplicacaoPratica: 'descricaoTecnicaSolucao.aplicacaoPratica',
  requisitosTecnicosOperacionais: 'descricaoTecnicaSolucao.requisitosTecnicosOperacionais',
  limitacoesTecnicas: 'descricaoTecnicaSolucao.limitacoesTecnicas',
  escalabilidade: 'descricaoTecnicaSolucao.escalabilidade',
  beneficiosEsperados: 'descricaoTecnicaSolucao.beneficiosEsperados',
  custosEstimados: 'descricaoTecnicaSolucao.custosEstimados',
  modalidadeContratacao: 'descricaoTecnicaSolucao.modalidadeContratacao',
  problemaResolvido: 'justificativa.problemaResolvido',
  beneficiosDiretos: 'justificativa.beneficiosDiretos',
  relevancia: 'justificativa.relevancia',
  diferencial: 'justificativa.diferencial',
  validacaoOuRegistro: 'historicoSolucao.validacaoOuRegistro',
  entidade: 'historicoSolucao.entidadeResponsavelValidacao',
  cidadeImplementada: 'historicoSolucao.cidadeImplementada',
  suporteTecnicoBrasil: 'suporteSolucao.suporteNoBrasil',
  softwareServicoSaaS: 'suporteSolucao.saaS',
  tempoMedioAtendimento: 'suporteSolucao.tempoMedio',
  tempoGarantiaSolucao: 'suporteSolucao.tempoGarantia',
  tempoMedioEntreFalhas: 'suporteSolucao.mtbf',
};

export const CAMPOS_PROPOSTA = Object.keys(CAMINHOS_API) as CampoProposta[];

export const textosVazios = (): TextosProposta => ({
  titulo: '',
  descricao: '',
  keyWords: '',
  destino: null,
  destinoIndiceDetalhe: null,
  destinoOutro: '',
  conceito: '',
  aplicacaoPratica: '',
  requisitosTecnicosOperacionais: '',
  limitacoesTecnicas: '',
  escalabilidade: '',
  beneficiosEsperados: '',
  custosEstimados: '',
  modalidadeContratacao: '',
  problemaResolvido: '',
  beneficiosDiretos: '',
  relevancia: '',
  diferencial: '',
  validacaoOuRegistro: null,
  entidade: '',
  cidadeImplementada: '',
  suporteTecnicoBrasil: null,
  softwareServicoSaaS: null,
  tempoMedioAtendimento: '',
  tempoGarantiaSolucao: '',
  tempoMedioEntreFalhas: '',
});

const ouNulo = (texto: string): string | null => (texto.trim() === '' ? null : texto);

/**
 * Form → payload of PUT/POST /api/proposta. Not validated yet: the domain schema does that.
 * A hidden field never travels: the other capability only with "Outros", the validating entity
 * only when the solution was validated (spec §4).
 */
export function paraProposta(v: TextosProposta) {
  const outros = v.destinoIndiceDetalhe !== null && isCapacidadeOutros(v.destinoIndiceDetalhe);
  return {
    titulo: v.titulo,
    descricao: v.descricao,
    keyWords: parsePalavrasChave(v.keyWords),
    destino: {
      destino: v.destino,
      indiceDetalhe: v.destinoIndiceDetalhe,
      destinoOutro: outros ? ouNulo(v.destinoOutro) : null,
    },
    descricaoTecnicaSolucao: {
      conceito: v.conceito,
      aplicacaoPratica: v.aplicacaoPratica,
      requisitosTecnicosOperacionais: v.requisitosTecnicosOperacionais,
      limitacoesTecnicas: v.limitacoesTecnicas,
      escalabilidade: v.escalabilidade,
      beneficiosEsperados: v.beneficiosEsperados,
      custosEstimados: v.custosEstimados,
      modalidadeContratacao: ouNulo(v.modalidadeContratacao),
    },
    justificativa: {
      problemaResolvido: v.problemaResolvido,
      beneficiosDiretos: v.beneficiosDiretos,
      relevancia: v.relevancia,
      diferencial: v.diferencial,
    },
    historicoSolucao: {
      validacaoOuRegistro: v.validacaoOuRegistro,
      entidadeResponsavelValidacao: v.validacaoOuRegistro === true ? ouNulo(v.entidade) : null,
      cidadeImplementada: v.cidadeImplementada,
    },
    suporteSolucao: {
      suporteNoBrasil: v.suporteTecnicoBrasil,
      saaS: v.softwareServicoSaaS,
      tempoMedio: v.tempoMedioAtendimento,
      tempoGarantia: v.tempoGarantiaSolucao,
      mtbf: ouNulo(v.tempoMedioEntreFalhas),
    },
  };
}

/** Payload (as GET /api/proposta/:id answers it, a draft's blanks as null) → form. */
export function textosDaProposta(p: RascunhoProposta): TextosProposta {
  const texto = (valor: string | null | undefined) => valor ?? '';
  const t = p.descricaoTecnicaSolucao ?? {};
  const j = p.justificativa ?? {};
  const h = p.historicoSolucao ?? {};
  const s = p.suporteSolucao ?? {};
  return {
    titulo: p.titulo,
    descricao: texto(p.descricao),
    keyWords: juntarPalavrasChave(p.keyWords ?? []),
    destino: p.destino?.destino ?? null,
    destinoIndiceDetalhe: p.destino?.indiceDetalhe ?? null,
    destinoOutro: texto(p.destino?.destinoOutro),
    conceito: texto(t.conceito),
    aplicacaoPratica: texto(t.aplicacaoPratica),
    requisitosTecnicosOperacionais: texto(t.requisitosTecnicosOperacionais),
    limitacoesTecnicas: texto(t.limitacoesTecnicas),
    escalabilidade: texto(t.escalabilidade),
    beneficiosEsperados: texto(t.beneficiosEsperados),
    custosEstimados: texto(t.custosEstimados),
    modalidadeContratacao: texto(t.modalidadeContratacao),
    problemaResolvido: texto(j.problemaResolvido),
    beneficiosDiretos: texto(j.beneficiosDiretos),
    relevancia: texto(j.relevancia),
    diferencial: texto(j.diferencial),
    validacaoOuRegistro: h.validacaoOuRegistro ?? null,
    entidade: texto(h.entidadeResponsavelValidacao),
    cidadeImplementada: texto(h.cidadeImplementada),
    suporteTecnicoBrasil: s.suporteNoBrasil ?? null,
    softwareServicoSaaS: s.saaS ?? null,
    tempoMedioAtendimento: texto(s.tempoMedio),
    tempoGarantiaSolucao: texto(s.tempoGarantia),
    tempoMedioEntreFalhas: texto(s.mtbf),
  };
}

/**
 * The form field an issue of the API names (`destino.indiceDetalhe` → `destinoIndiceDetalhe`,
 * `keyWords.2` → `keyWords`, a whole `justificativa` → its first field); null when none.
 */
export function campoDoCaminho(caminho: readonly PropertyKey[] | string): CampoProposta | null {
  const texto = typeof caminho === 'string' ? caminho : caminho.map(String).join('.');
  const campos = CAMPOS_PROPOSTA;
  return (
    campos.find((c) => CAMINHOS_API[c] === texto) ??
    campos.find((c) => texto.startsWith(`${CAMINHOS_API[c]}.`)) ??
    campos.find((c) => texto !== '' && CAMINHOS_API[c].startsWith(`${texto}.`)) ??
    null
  );
}
