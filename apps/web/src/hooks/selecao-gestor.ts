import { useQuery } from '@tanstack/react-query';
import type { ItemSelecao } from '@portal/domain';
import { http } from '@/lib/http';

/** The manager's selection in the query cache: its changes refresh every screen that reads it. */
export const CHAVE_SELECAO = ['gestor', 'selecao'] as const;

/**
 * GET /api/gestor/selecao: the saved solutions, in the order they were saved. Shared: the
 * selection's own page and the market-survey record both read it.
 */
export const useSelecao = (habilitada = true) =>
  useQuery({
    queryKey: CHAVE_SELECAO,
    queryFn: () => http.get<ItemSelecao[]>('/api/gestor/selecao'),
    enabled: habilitada,
  });
