import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Opcao } from '@/components/form/campo-select';
import { http } from '@/lib/http';

/** A state as GET /api/utils/estados lists it. */
export interface Estado extends Opcao {
  sigla: string;
}

// The lookups change only with a deploy: one fetch per visit is enough.
const lista = <T>(caminho: string) =>
  queryOptions({
    queryKey: ['utils', caminho],
    queryFn: ({ signal }) => http.get<T[]>(`/api/utils/${caminho}`, { signal }),
    staleTime: Infinity,
  });

export const useTiposEmpresa = () => useQuery(lista<Opcao>('tipoempresa'));
export const useTiposLogradouro = () => useQuery(lista<Opcao>('tipologradouro'));
export const useTiposTelefone = () => useQuery(lista<Opcao>('tipotelefone'));
export const useEstados = () => useQuery(lista<Estado>('estados'));

/** The cities of one state; nothing is fetched until a state is chosen. */
export const useMunicipios = (estadoId: number | null | undefined) =>
  useQuery({
    ...lista<Opcao>(`municipios/ID/${estadoId ?? 0}`),
    enabled: typeof estadoId === 'number' && estadoId > 0,
  });
