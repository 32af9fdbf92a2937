import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginaAuditoria } from '@portal/domain';
import { http } from '@/lib/http';
import { filtrosAuditoriaParaApi, type FiltrosAuditoria } from '../lib/filtros-auditoria';

const CHAVE = ['ipt', 'auditoria'] as const;

/** How many of a solution's records its page shows at a time. */
export const TAMANHO_PAGINA_AUDITORIA_SOLUCAO = 10;

/**
 * GET /api/auditoria (administrators): one page of the whole trail, newest first. `ativo` is off
 * for anyone else, who would only get a 403.
 */
export const useAuditoria = (filtros: FiltrosAuditoria, ativo: boolean) =>
  useQuery({
    queryKey: [...CHAVE, filtros],
    enabled: ativo,
    queryFn: ({ signal }) =>
      http.get<PaginaAuditoria>(`/api/auditoria?${filtrosAuditoriaParaApi(filtros)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/proposta/:id/auditoria (approved staff): who did what on one solution. */
export const useAuditoriaDaProposta = (propostaId: string, pagina: number) =>
  useQuery({
    queryKey: [...CHAVE, 'proposta', propostaId, pagina],
    queryFn: ({ signal }) => {
      const consulta = new URLSearchParams({
        pagina: String(pagina),
        tamanho: String(TAMANHO_PAGINA_AUDITORIA_SOLUCAO),
      });
      return http.get<PaginaAuditoria>(
        `/api/proposta/${encodeURIComponent(propostaId)}/auditoria?${consulta}`,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });
