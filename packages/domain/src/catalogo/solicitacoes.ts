import { CATEGORIAS_ANEXO } from './arquivos.ts';
import { SECOES_PROPOSTA } from '../solucao/campos.ts';

/**
 * What a request of the institute may point at: a section of the form, an attachment
 * category, or the solution as a whole ('geral', answered in words and a new signature only).
 * A section's key is the first part of its fields' paths; a category's is `anexos.` + its path.
 */
export type AlvoSolicitacao = string;

/** The first segment of each section's field paths, as the versions name the fields. */
const PREFIXOS_SECAO: Record<keyof typeof SECOES_PROPOSTA, readonly string[]> = {
  identificacao: ['titulo', 'descricao', 'keyWords'],
  destino: ['destino'],
  descricaoTecnica: ['descricaoTecnicaSolucao'],
  justificativa: ['justificativa'],
  historico: ['historicoSolucao'],
  suporte: ['suporteSolucao'],
};

export const ALVO_GERAL = 'geral';

/** Every target in the order the form shows them, with the words staff and company read. */
export const ALVOS_SOLICITACAO: readonly { alvo: AlvoSolicitacao; rotulo: string }[] = [
  { alvo: ALVO_GERAL, rotulo: 'A solução como um todo' },
  ...Object.entries(SECOES_PROPOSTA).map(([alvo, rotulo]) => ({ alvo, rotulo })),
  ...CATEGORIAS_ANEXO.map((c) => ({ alvo: `anexos.${c.caminho}`, rotulo: c.descricao })),
];

export const isAlvoSolicitacao = (valor: string): boolean =>
  ALVOS_SOLICITACAO.some((a) => a.alvo === valor);

export const rotuloAlvoSolicitacao = (alvo: AlvoSolicitacao): string =>
  ALVOS_SOLICITACAO.find((a) => a.alvo === alvo)?.rotulo ?? alvo;

/**
 * The target that opens a field of the form for change (`descricaoTecnicaSolucao.conceito` is
 * the section 'descricaoTecnica'; `anexos.fotos` is its own category).
 */
export function alvoDoCampo(caminho: string): AlvoSolicitacao {
  if (caminho.startsWith('anexos.')) return caminho;
  const inicio = caminho.split('.')[0];
  const secao = Object.entries(PREFIXOS_SECAO).find(([, prefixos]) => prefixos.includes(inicio!));
  return secao?.[0] ?? caminho;
}
