import { useQuery } from '@tanstack/react-query';
import type { VinculoGovbrDoUsuario } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/govbr/vinculo: the user's gov.br seal and the companies the CPF acts for. */
export const useVinculoGovbr = () =>
  useQuery({
    queryKey: ['govbr', 'vinculo'],
    queryFn: ({ signal }) => http.get<VinculoGovbrDoUsuario>('/api/govbr/vinculo', { signal }),
  });
