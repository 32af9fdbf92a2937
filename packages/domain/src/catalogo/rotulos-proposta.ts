import { CATEGORIAS_ANEXO } from './arquivos.ts';

/**
 * The words of the solution form, kept in one place so the public page of a published
 * solution names each field exactly as the company saw it when filling it in.
 */
export const SECOES_PROPOSTA = {
  identificacao: 'Identificação da solução',
  destino: 'Destino da solução',
  descricaoTecnica: 'Descrição técnica da solução',
  justificativa: 'Justificativa',
  historico: 'Histórico da solução',
  suporte: 'Suporte da solução',
} as const;

export const ROTULOS_PROPOSTA = {
  titulo: 'Título da solução',
  descricao: 'Descrição resumida',
  keyWords: 'Palavras-chave',
  destino: 'Eixo temático',
  indiceDetalhe: 'Capacidade do eixo',
  destinoOutro: 'Qual é a outra capacidade?',
  conceito: 'Conceito da solução',
  aplicacaoPratica: 'Aplicação prática',
  requisitosTecnicosOperacionais: 'Requisitos técnicos e operacionais',
  limitacoesTecnicas: 'Limitações técnicas',
  escalabilidade: 'Escalabilidade',
  beneficiosEsperados: 'Benefícios esperados',
  custosEstimados: 'Custos estimados',
  modalidadeContratacao: 'Modalidade de contratação',
  problemaResolvido: 'Problema resolvido',
  beneficiosDiretos: 'Benefícios diretos',
  relevancia: 'Relevância',
  diferencial: 'Diferencial',
  validacaoOuRegistro: 'A solução foi validada ou registrada por terceiros?',
  entidadeResponsavelValidacao: 'Entidade responsável pela validação',
  cidadeImplementada: 'Cidades onde a solução foi implementada',
  suporteNoBrasil: 'Oferece suporte técnico no Brasil?',
  saaS: 'É oferecida como software como serviço (SaaS)?',
  tempoMedio: 'Tempo médio de atendimento',
  tempoGarantia: 'Tempo de garantia da solução',
  mtbf: 'Tempo médio entre falhas',
} as const;

/** The form marks the fields a company may leave blank; a read-only page does not. */
export const rotuloOpcional = (rotulo: string): string => `${rotulo} (opcional)`;

/**
 * A field of the solution by its path in the form (`titulo`, `descricaoTecnicaSolucao.conceito`,
 * `anexos.fotos`), named as the form names it: what a refusal tells a person someone changed.
 */
export function rotuloCampoProposta(caminho: string): string {
  if (caminho.startsWith('anexos.')) {
    const categoria = CATEGORIAS_ANEXO.find((c) => `anexos.${c.caminho}` === caminho);
    return categoria?.descricao ?? caminho;
  }
  const chave = caminho.split('.').at(-1) ?? caminho;
  return ROTULOS_PROPOSTA[chave as keyof typeof ROTULOS_PROPOSTA] ?? caminho;
}
