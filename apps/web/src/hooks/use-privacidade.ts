import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Privacidade } from '@portal/domain';
import { FRESCOR_PUBLICO } from '@/lib/estado-inicial';
import { http } from '@/lib/http';

export const CHAVE_PRIVACIDADE = ['privacidade'] as const;

/**
 * GET /api/privacidade (public): who answers for the data, the terms in force and how long data
 * is kept. The notice, the acceptance of new terms, the leaving of an account and the
 * administrators' form all read this one answer.
 */
export const privacidadeQuery = queryOptions({
  queryKey: CHAVE_PRIVACIDADE,
  queryFn: ({ signal }) => http.get<Privacidade>('/api/privacidade', { signal }),
  staleTime: FRESCOR_PUBLICO,
});

export const usePrivacidade = () => useQuery(privacidadeQuery);
