import { queryOptions } from '@tanstack/react-query';
import type { UsuarioLido } from '@portal/domain';
import { http } from '@/lib/http';

export const usuarioQuery = (id: string) =>
  queryOptions({
    queryKey: ['usuario', id],
    queryFn: ({ signal }) => http.get<UsuarioLido>(`/api/login/${id}`, { signal }),
  });
