import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** A row of GET /api/proposta/usuario/:userId, already sorted by status, descending. */
export interface LinhaProposta {
  propostaID: string;
  codigoProposta: string;
  tituloProposta: string;
  keywords: string[];
  destino: { destino: number; indiceDetalhe: number };
  statusProposta: { idStatusProposta: number; descricao: string; observacao: string | null };
  dataHoraEnvioPDF: string | null;
  possuiFormAssinado: boolean;
}

export const propostasDoUsuarioQuery = (usuarioId: string | undefined) =>
  queryOptions({
    queryKey: ['propostas-usuario', usuarioId],
    queryFn: ({ signal }) =>
      http.get<LinhaProposta[]>(`/api/proposta/usuario/${usuarioId}`, { signal }),
    enabled: Boolean(usuarioId),
  });
