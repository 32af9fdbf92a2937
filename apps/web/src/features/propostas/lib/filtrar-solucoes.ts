import { type LinhaProposta, TAMANHO_PAGINA_SOLUCOES } from '@portal/domain';

export interface FiltrosSolucoes {
  titulo: string;
  palavraChave: string;
  eixo: number | null;
  capacidade: number | null;
}

export const filtrosVazios: FiltrosSolucoes = {
  titulo: '',
  palavraChave: '',
  eixo: null,
  capacidade: null,
};

const contem = (texto: string, busca: string) =>
  texto.toLocaleLowerCase('pt-BR').includes(busca.trim().toLocaleLowerCase('pt-BR'));

/** Spec §5: title and keyword are case-insensitive substrings; axis and capability exact. */
export const filtrarSolucoes = (
  linhas: readonly LinhaProposta[],
  filtros: FiltrosSolucoes,
): LinhaProposta[] =>
  linhas.filter(
    (linha) =>
      contem(linha.tituloProposta, filtros.titulo) &&
      (filtros.palavraChave.trim() === '' ||
        (linha.keywords ?? []).some((palavra) => contem(palavra, filtros.palavraChave))) &&
      (filtros.eixo === null || linha.destino.destino === filtros.eixo) &&
      (filtros.capacidade === null || linha.destino.indiceDetalhe === filtros.capacidade),
  );

export interface Pagina<T> {
  itens: T[];
  pagina: number;
  totalPaginas: number;
}

/** One page of 20 (spec §9); a page past the end shows the last one. */
export function paginar<T>(
  itens: readonly T[],
  pagina: number,
  tamanho = TAMANHO_PAGINA_SOLUCOES,
): Pagina<T> {
  const totalPaginas = Math.max(1, Math.ceil(itens.length / tamanho));
  const atual = Math.min(Math.max(1, pagina), totalPaginas);
  return {
    itens: itens.slice((atual - 1) * tamanho, atual * tamanho),
    pagina: atual,
    totalPaginas,
  };
}
