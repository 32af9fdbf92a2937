import { useQuery } from '@tanstack/react-query';
import type { EstadoConfirmacaoGovbr } from '@portal/domain';
import { http } from '@/lib/http';

export const CHAVE_CONFIRMACAO_GOVBR = ['govbr', 'confirmacao'] as const;

/**
 * GET /api/govbr/confirmacao, read when a password dialog opens: always fresh, since the window
 * is five minutes and the person may just be back from gov.br.
 */
export const useConfirmacaoGovbr = (aberto: boolean) =>
  useQuery({
    queryKey: CHAVE_CONFIRMACAO_GOVBR,
    queryFn: ({ signal }) => http.get<EstadoConfirmacaoGovbr>('/api/govbr/confirmacao', { signal }),
    enabled: aberto,
    staleTime: 0,
  });

/** True while the server says this session may act without the password. */
export const isConfirmadaComGovbr = (estado: EstadoConfirmacaoGovbr | undefined) =>
  Boolean(estado?.confirmadaAte);
