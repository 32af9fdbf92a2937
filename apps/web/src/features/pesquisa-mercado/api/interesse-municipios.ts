import { useQuery } from '@tanstack/react-query';
import type { InteresseMunicipios } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/empresa/interesse-municipios: the company's messages and counts. */
export const useInteresseMunicipios = () =>
  useQuery({
    queryKey: ['empresa', 'interesse-municipios'],
    queryFn: ({ signal }) =>
      http.get<InteresseMunicipios>('/api/empresa/interesse-municipios', { signal }),
  });
