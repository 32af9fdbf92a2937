import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MembroEquipe, Resultado } from '@portal/domain';
import { http } from '@/lib/http';

export type PapelEquipe = 4 | 5;

const CHAVE_EQUIPE = ['ipt', 'equipe'] as const;

/** GET /api/equipe. */
export const useEquipe = () =>
  useQuery({
    queryKey: CHAVE_EQUIPE,
    queryFn: ({ signal }) => http.get<MembroEquipe[]>('/api/equipe', { signal }),
  });

export type AcaoEquipe =
  | { tipo: 'aprovacao'; id: string; tipoUsuario: PapelEquipe }
  | { tipo: 'desativacao'; id: string }
  | { tipo: 'reativacao'; id: string };

/**
 * POST /api/equipe/:id/aprovacao (also how an active member's role changes), /desativacao and
 * /reativacao. The server refuses what would leave the team without an administrator (409).
 */
export function useAcaoEquipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (acao: AcaoEquipe) =>
      http.post<Resultado>(
        `/api/equipe/${encodeURIComponent(acao.id)}/${acao.tipo}`,
        acao.tipo === 'aprovacao' ? { tipoUsuario: acao.tipoUsuario } : undefined,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAVE_EQUIPE }),
  });
}
