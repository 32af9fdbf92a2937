import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DecisaoAssinaturaEntrada,
  RespostaMensagemPt,
  VerificacaoAssinatura,
} from '@portal/domain';
import { http } from '@/lib/http';

const chave = (propostaId: string) => ['ipt', 'assinaturas', propostaId] as const;

/** GET /api/proposta/:id/assinaturas: the signed PDFs' verdicts, newest first. */
export const useAssinaturas = (propostaId: string) =>
  useQuery({
    queryKey: chave(propostaId),
    queryFn: ({ signal }) =>
      http.get<VerificacaoAssinatura[]>(
        `/api/proposta/${encodeURIComponent(propostaId)}/assinaturas`,
        { signal },
      ),
  });

/** POST …/assinaturas/:verificacaoId/decisao: staff's decision on a verdict "a conferir". */
export function useDecidirAssinatura(propostaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      verificacaoId,
      ...decisao
    }: DecisaoAssinaturaEntrada & { verificacaoId: string }) =>
      http.post<RespostaMensagemPt>(
        `/api/proposta/${encodeURIComponent(propostaId)}/assinaturas/${encodeURIComponent(verificacaoId)}/decisao`,
        decisao,
      ),
    // Also after a 409: the list then shows the decision a colleague recorded.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chave(propostaId) }),
        queryClient.invalidateQueries({ queryKey: ['ipt', 'auditoria', 'proposta', propostaId] }),
      ]),
  });
}
