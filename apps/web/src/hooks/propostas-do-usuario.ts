import { queryOptions } from '@tanstack/react-query';
import type { LinhaProposta } from '@portal/domain';
import { http } from '@/lib/http';

export const propostasDoUsuarioQuery = (usuarioId: string | undefined) =>
  queryOptions({
    queryKey: ['propostas-usuario', usuarioId],
    queryFn: ({ signal }) =>
      http.get<LinhaProposta[]>(`/api/proposta/usuario/${usuarioId}`, { signal }),
    enabled: Boolean(usuarioId),
  });
