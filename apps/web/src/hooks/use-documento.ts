import { queryOptions, useQuery } from '@tanstack/react-query';
import { findDocumentoPrograma, type DocumentoPrograma } from '@portal/domain';
import { http } from '@/lib/http';

export const documentosQuery = queryOptions({
  queryKey: ['documentos'],
  queryFn: ({ signal }) => http.get<DocumentoPrograma[]>('/api/documentos', { signal }),
  // The list only changes when an administrator uploads a version (and that upload refreshes
  // it in this tab); no need to refetch per page.
  staleTime: 5 * 60_000,
  // A list that failed stays failed for this visit: each tab switch must not refetch it and
  // put skeletons back where "Documento em breve" was.
  retryOnMount: false,
});

export interface EstadoDocumento {
  titulo: string;
  url: string | null;
  carregando: boolean;
}

/**
 * One public document; a failed list leaves it without url, i.e. shown as "em breve", still
 * named by the domain's catalogue of programme documents.
 */
export function useDocumento(id: string): EstadoDocumento {
  const { data, isPending, isError } = useQuery(documentosQuery);
  const documento = Array.isArray(data) ? data.find((d) => d.id === id) : undefined;
  return {
    titulo: documento?.titulo ?? findDocumentoPrograma(id)?.titulo ?? id,
    url: documento?.url ?? null,
    carregando: isPending && !isError,
  };
}
