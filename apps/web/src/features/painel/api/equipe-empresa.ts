import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EquipeEmpresa, Resultado, VinculoEmpresaLido } from '@portal/domain';
import { http } from '@/lib/http';

const CHAVE_VINCULO = ['empresa', 'vinculo'] as const;
const CHAVE_EQUIPE = ['empresa', 'equipe'] as const;

/** GET /api/empresa/vinculo: whether the user is an active member or still asking to join. */
export const vinculoQuery = queryOptions({
  queryKey: CHAVE_VINCULO,
  queryFn: ({ signal }) => http.get<VinculoEmpresaLido>('/api/empresa/vinculo', { signal }),
  select: (resposta) => resposta.vinculo,
});

export const useVinculoEmpresa = () => useQuery(vinculoQuery);

/** GET /api/empresa/equipe: active members and open requests (active members only). */
export const useEquipeEmpresa = (habilitado: boolean) =>
  useQuery({
    queryKey: CHAVE_EQUIPE,
    queryFn: ({ signal }) => http.get<EquipeEmpresa>('/api/empresa/equipe', { signal }),
    enabled: habilitado,
  });

export type AcaoEquipeEmpresa = { tipo: 'aceite' | 'recusa' | 'remocao'; usuarioId: string };

/** Accepts or refuses a request, or removes a member; the server refuses removing the last one. */
export function useAcaoEquipeEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tipo, usuarioId }: AcaoEquipeEmpresa) => {
      const caminho = `/api/empresa/equipe/${encodeURIComponent(usuarioId)}`;
      return tipo === 'remocao'
        ? http.delete<Resultado>(caminho)
        : http.post<Resultado>(`${caminho}/${tipo}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAVE_EQUIPE }),
  });
}
