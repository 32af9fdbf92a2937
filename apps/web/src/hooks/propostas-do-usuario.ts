import { queryOptions } from '@tanstack/react-query';
import type { Completude } from '@portal/domain';
import { http } from '@/lib/http';

/** A row of GET /api/proposta/usuario/:userId, already sorted by status, descending. */
export interface LinhaProposta {
  propostaID: string;
  codigoProposta: string;
  tituloProposta: string;
  keywords: string[] | null;
  destino: { destino: number | null; indiceDetalhe: number | null };
  statusProposta: { idStatusProposta: number; descricao: string; observacao: string | null };
  dataHoraEnvioPDF: string | null;
  possuiFormAssinado: boolean;
  /** What the solution still lacks before it can be printed and signed. */
  completude: Completude;
}

export const propostasDoUsuarioQuery = (usuarioId: string | undefined) =>
  queryOptions({
    queryKey: ['propostas-usuario', usuarioId],
    queryFn: ({ signal }) =>
      http.get<LinhaProposta[]>(`/api/proposta/usuario/${usuarioId}`, { signal }),
    enabled: Boolean(usuarioId),
  });
