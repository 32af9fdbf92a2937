import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmpresaContato } from '@portal/domain';
import { http } from '@/lib/http';

/** GET /api/cadastro/empresa-contato: every registered company with its contacts. */
export const empresasQuery = queryOptions({
  queryKey: ['ipt', 'empresas'],
  queryFn: ({ signal }) => http.get<EmpresaContato[]>('/api/cadastro/empresa-contato', { signal }),
});

/** `habilitada` false waits without asking (a visitor the server would refuse anyway). */
export const useEmpresas = (habilitada = true) =>
  useQuery({ ...empresasQuery, enabled: habilitada });

/** GET /api/cadastro/empresa-contato/:id: the company summary of a solution's page. */
export const useEmpresa = (empresaId: string | null | undefined) =>
  useQuery({
    queryKey: ['ipt', 'empresas', empresaId],
    queryFn: ({ signal }) =>
      http.get<EmpresaContato>(
        `/api/cadastro/empresa-contato/${encodeURIComponent(empresaId ?? '')}`,
        { signal },
      ),
    enabled: Boolean(empresaId),
  });
