import { useQuery } from '@tanstack/react-query';
import type { ParecerLiberado } from '@portal/domain';
import { http } from '@/lib/http';
import { chavesAvaliacao } from './chaves';

/** GET /api/avaliacao/pareceres: the released opinions of the company user's solutions. */
export const usePareceresLiberados = () =>
  useQuery({
    queryKey: chavesAvaliacao.pareceresEmpresa,
    queryFn: ({ signal }) => http.get<ParecerLiberado[]>('/api/avaliacao/pareceres', { signal }),
  });

export const linkParecerEmpresa = (propostaId: string) =>
  `/api/avaliacao/pareceres/${propostaId}/arquivo`;
