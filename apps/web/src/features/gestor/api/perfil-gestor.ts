import { useQuery } from '@tanstack/react-query';
import type { PerfilGestor } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/gestor/perfil: the manager's municipality, role and standing. */
export const usePerfilGestor = () =>
  useQuery({
    queryKey: ['gestor', 'perfil'],
    queryFn: () => http.get<PerfilGestor>('/api/gestor/perfil'),
  });
