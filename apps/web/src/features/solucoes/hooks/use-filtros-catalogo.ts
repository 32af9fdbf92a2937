import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  alterarFiltrosCatalogo,
  FILTROS_CATALOGO_PADRAO,
  filtrosCatalogoParaUrl,
  lerFiltrosCatalogo,
  type FiltrosCatalogo,
} from '../lib/filtros-catalogo';

interface OpcoesMudanca {
  /** Typing replaces the history entry, so Back skips the half-typed words. */
  substituir?: boolean;
}

/**
 * The catalogue's search, filters and page live in the address: the municipalities' tabs link
 * to an axis, and Back, reload or a shared link show the same cards.
 */
export function useFiltrosCatalogo() {
  const [parametros, setParametros] = useSearchParams();
  const filtros = useMemo(() => lerFiltrosCatalogo(parametros), [parametros]);

  const aplicar = (proximos: FiltrosCatalogo, { substituir = false }: OpcoesMudanca = {}) =>
    setParametros(filtrosCatalogoParaUrl(proximos), { replace: substituir });

  return {
    filtros,
    alterar: (mudanca: Partial<FiltrosCatalogo>, opcoes?: OpcoesMudanca) =>
      aplicar(alterarFiltrosCatalogo(filtros, mudanca), opcoes),
    irParaPagina: (pagina: number) => aplicar({ ...filtros, pagina }),
    limpar: () => aplicar(FILTROS_CATALOGO_PADRAO),
  };
}
