import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginaEmails, RespostaMensagem, StatusEmailSaida } from '@portal/domain';
import { http } from '@/lib/http';

export interface FiltrosEmails {
  status: StatusEmailSaida | '';
  tipo: string;
  para: string;
  pagina: number;
}

export const POR_PAGINA = 25;
const CHAVE = ['ipt', 'emails'] as const;

const consulta = (f: FiltrosEmails) => {
  const params = new URLSearchParams({ pagina: String(f.pagina), porPagina: String(POR_PAGINA) });
  if (f.status) params.set('status', f.status);
  if (f.tipo) params.set('tipo', f.tipo);
  if (f.para.trim()) params.set('para', f.para.trim());
  return params.toString();
};

/** GET /api/email/saida (administrators). */
export const useEmailsSaida = (filtros: FiltrosEmails) =>
  useQuery({
    queryKey: [...CHAVE, filtros],
    queryFn: ({ signal }) =>
      http.get<PaginaEmails>(`/api/email/saida?${consulta(filtros)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/email/saida/:id/reenvio: a failed message back on the queue. */
export function useReenviarEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http.post<RespostaMensagem>(`/api/email/saida/${encodeURIComponent(id)}/reenvio`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAVE }),
  });
}
