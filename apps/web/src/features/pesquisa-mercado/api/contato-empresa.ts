import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContatosDoGestor, MensagemEmpresaEntrada, Resultado } from '@portal/domain';
import { http } from '@/lib/http';

const CHAVE = ['gestor', 'contatos'] as const;

/** GET /api/gestor/contatos. */
export const useContatosDoGestor = (ativo = true) =>
  useQuery({
    queryKey: CHAVE,
    queryFn: ({ signal }) => http.get<ContatosDoGestor>('/api/gestor/contatos', { signal }),
    enabled: ativo,
  });

/** POST /api/gestor/solucoes/:id/contato: the e-mails go out from the server's queue. */
export function useEnviarContato(propostaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mensagem: MensagemEmpresaEntrada) =>
      http.post<Resultado>(`/api/gestor/solucoes/${propostaId}/contato`, mensagem),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAVE }),
  });
}
