import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EstadoLido } from '@portal/domain';
import type { Opcao } from '@/components/form/campo-select';
import { http } from '@/lib/http';

// The lookups change only with a deploy: one fetch per visit is enough.
const lista = <T>(caminho: string) =>
  queryOptions({
    queryKey: ['utils', caminho],
    queryFn: ({ signal }) => http.get<T[]>(`/api/utils/${caminho}`, { signal }),
    staleTime: Infinity,
  });

export const useTiposEmpresa = () => useQuery(lista<Opcao>('tipoempresa'));
export const useTiposLogradouro = () => useQuery(lista<Opcao>('tipologradouro'));
export const useEstados = () => useQuery(lista<EstadoLido>('estados'));

/** The cities of one state; nothing is fetched until a state is chosen. */
export const useMunicipios = (estadoId: number | null | undefined) =>
  useQuery({
    ...lista<Opcao>(`municipios/ID/${estadoId ?? 0}`),
    enabled: typeof estadoId === 'number' && estadoId > 0,
  });
