import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RegistroPesquisaEntrada,
  RegistroPesquisaPublico,
  RegistroPesquisaResumo,
} from '@portal/domain';
import { ApiError, http } from '@/lib/http';

const CHAVE_MEUS = ['gestor', 'registros'] as const;

/** The downloads of a record: plain links, the browser saves them as they come. */
export const linksDoRegistro = (codigo: string) => ({
  pdf: `/api/registros-pesquisa/${encodeURIComponent(codigo)}/pdf`,
  csv: `/api/registros-pesquisa/${encodeURIComponent(codigo)}/csv`,
});

/** GET /api/registros-pesquisa/:codigo: a record never changes, so it is read once. */
export const useRegistroPesquisa = (codigo: string) =>
  useQuery({
    queryKey: ['registros-pesquisa', codigo],
    queryFn: ({ signal }) =>
      http.get<RegistroPesquisaPublico>(`/api/registros-pesquisa/${encodeURIComponent(codigo)}`, {
        signal,
      }),
    staleTime: Infinity,
    retry: (falhas, erro) => !(erro instanceof ApiError && erro.status === 404) && falhas < 2,
  });

/** GET /api/gestor/registros: the manager's own records, newest first. */
export const useMeusRegistros = () =>
  useQuery({
    queryKey: CHAVE_MEUS,
    queryFn: ({ signal }) =>
      http.get<RegistroPesquisaResumo[]>('/api/gestor/registros', { signal }),
  });

/** POST /api/gestor/registros. */
export function useRegistrarPesquisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entrada: RegistroPesquisaEntrada) =>
      http.post<RegistroPesquisaPublico>('/api/gestor/registros', entrada),
    onSuccess: (registro) => {
      queryClient.setQueryData(['registros-pesquisa', registro.registro.codigo], registro);
      return queryClient.invalidateQueries({ queryKey: CHAVE_MEUS });
    },
  });
}
