import { useQuery } from '@tanstack/react-query';
import type { EntradaHistorico } from '@portal/domain';
import { http } from '@/lib/http';
import { chavesProposta } from './buscar-proposta';

/** GET /api/proposta/historicostatusproposta/:id. */
export const useHistoricoStatus = (id: string) =>
  useQuery({
    queryKey: chavesProposta.historico(id),
    queryFn: ({ signal }) =>
      http.get<EntradaHistorico[]>(
        `/api/proposta/historicostatusproposta/${encodeURIComponent(id)}`,
        { signal },
      ),
  });
