import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContatoPrivacidade,
  PublicacaoTermos,
  RespostaMensagemPt,
  TermosPublicados,
  VersaoTermos,
} from '@portal/domain';
import { CHAVE_PRIVACIDADE } from '@/hooks/use-privacidade';
import { http } from '@/lib/http';

const CHAVE_VERSOES = ['ipt', 'termos', 'versoes'] as const;

/** PUT /api/privacidade/contato: the notice shows the new controller and encarregado at once. */
export function useSalvarContatoPrivacidade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contato: ContatoPrivacidade) =>
      http.put<RespostaMensagemPt>('/api/privacidade/contato', contato),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE_PRIVACIDADE }),
  });
}

/** GET /api/termos/versoes: every version, newest first, with how many people accepted it. */
export const useVersoesTermos = () =>
  useQuery({
    queryKey: CHAVE_VERSOES,
    queryFn: ({ signal }) => http.get<VersaoTermos[]>('/api/termos/versoes', { signal }),
  });

/** POST /api/termos/versoes: everyone accepts the new version at their next sign-in. */
export function usePublicarTermos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publicacao: PublicacaoTermos) =>
      http.post<TermosPublicados>('/api/termos/versoes', publicacao),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CHAVE_VERSOES }),
        queryClient.invalidateQueries({ queryKey: CHAVE_PRIVACIDADE }),
      ]),
  });
}
