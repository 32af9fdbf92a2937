import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  alterarFiltrosAuditoria,
  FILTROS_AUDITORIA_PADRAO,
  filtrosAuditoriaParaUrl,
  lerFiltrosAuditoria,
  type FiltrosAuditoria,
} from '../lib/filtros-auditoria';

interface OpcoesMudanca {
  /** Typing replaces the history entry, so Back skips the half-typed words. */
  substituir?: boolean;
}

/**
 * The audit trail's filters and page live in the address: Back, reload and a link sent to a
 * colleague all show the same records.
 */
export function useFiltrosAuditoria() {
  const [parametros, setParametros] = useSearchParams();
  const filtros = useMemo(() => lerFiltrosAuditoria(parametros), [parametros]);

  const aplicar = (proximos: FiltrosAuditoria, { substituir = false }: OpcoesMudanca = {}) =>
    setParametros(filtrosAuditoriaParaUrl(proximos), {
      replace: substituir,
      preventScrollReset: true,
    });

  return {
    filtros,
    alterar: (mudanca: Partial<FiltrosAuditoria>, opcoes?: OpcoesMudanca) =>
      aplicar(alterarFiltrosAuditoria(filtros, mudanca), opcoes),
    irParaPagina: (pagina: number) => aplicar({ ...filtros, pagina }),
    limpar: () => aplicar(FILTROS_AUDITORIA_PADRAO),
  };
}
