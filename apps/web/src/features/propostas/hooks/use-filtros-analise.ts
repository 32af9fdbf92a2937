import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  alterarFiltros,
  FILTROS_PADRAO,
  filtrosParaUrl,
  lerFiltros,
  ordenarPor,
  type FiltrosAnalise,
  type OrdemAnalise,
} from '../lib/parametros-analise';

interface OpcoesMudanca {
  /** Typing replaces the history entry, so Back skips the half-typed words. */
  substituir?: boolean;
}

/**
 * The staff table's filters, order and page live in the address: Back, Forward, reload and a
 * shared link all show the same view.
 */
export function useFiltrosAnalise() {
  const [parametros, setParametros] = useSearchParams();
  const filtros = useMemo(() => lerFiltros(parametros), [parametros]);

  const aplicar = (proximos: FiltrosAnalise, { substituir = false }: OpcoesMudanca = {}) =>
    setParametros(filtrosParaUrl(proximos), { replace: substituir, preventScrollReset: true });

  return {
    filtros,
    alterar: (mudanca: Partial<FiltrosAnalise>, opcoes?: OpcoesMudanca) =>
      aplicar(alterarFiltros(filtros, mudanca), opcoes),
    ordenar: (ordem: OrdemAnalise) => aplicar(ordenarPor(filtros, ordem)),
    irParaPagina: (pagina: number) => aplicar({ ...filtros, pagina }),
    limpar: () => aplicar(FILTROS_PADRAO),
  };
}
