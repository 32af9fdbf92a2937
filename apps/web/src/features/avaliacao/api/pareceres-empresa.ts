import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { chavesAvaliacao } from './chaves';

export interface ParecerLiberado {
  propostaId: string;
  codigoProposta: string;
  liberadoEm: string;
}

/** GET /api/avaliacao/pareceres: the released opinions of the company user's solutions. */
export const usePareceresLiberados = () =>
  useQuery({
    queryKey: chavesAvaliacao.pareceresEmpresa,
    queryFn: ({ signal }) => http.get<ParecerLiberado[]>('/api/avaliacao/pareceres', { signal }),
  });

export const linkParecerEmpresa = (propostaId: string) =>
  `/api/avaliacao/pareceres/${propostaId}/arquivo`;
