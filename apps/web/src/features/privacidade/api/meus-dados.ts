import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeusDados } from '@portal/domain';
import { http } from '@/lib/http';

export const CHAVE_MEUS_DADOS = ['meus-dados'] as const;

/** GET /api/meus-dados: everything the portal holds about the signed-in person. */
export const meusDadosQuery = queryOptions({
  queryKey: CHAVE_MEUS_DADOS,
  queryFn: ({ signal }) => http.get<MeusDados>('/api/meus-dados', { signal }),
});

export const useMeusDados = () => useQuery(meusDadosQuery);

/** The same data to take away: for another system (JSON) and for a person (HTML). */
export const DOWNLOADS_MEUS_DADOS = {
  json: '/api/meus-dados/meus-dados.json',
  html: '/api/meus-dados/meus-dados.html',
} as const;
