import {
  CAMPOS_SOLUCAO,
  chaveDoCaminho,
  type CaminhoCampoSolucao,
  type ChaveDoCaminho,
} from '../solucao/campos.ts';
import { CATEGORIAS_ANEXO } from './arquivos.ts';

/** Each field's label by its key in its section (`tempoMedio`, `saaS`), as the form names it. */
export const ROTULOS_PROPOSTA = Object.fromEntries(
  CAMPOS_SOLUCAO.map((campo) => [chaveDoCaminho(campo.caminho), campo.rotulo]),
) as Readonly<Record<ChaveDoCaminho<CaminhoCampoSolucao>, string>>;

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
