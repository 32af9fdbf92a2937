import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfiabilidadeGovbr } from '@portal/domain';
import { http } from '@/lib/http';

export interface TelefoneContato {
  ddd: string | null;
  numero: string | null;
}

export interface ContatoEmpresa {
  nome: string;
  email: string;
  telefone: TelefoneContato | null;
  /** The seal of a contact who signed in with gov.br; null for the others. */
  confiabilidadeGovbr?: ConfiabilidadeGovbr | null;
}

/** A company of the companies list (spec §3): name, CNPJ, website and its users as contacts. */
export interface EmpresaContato {
  id: string;
  nomeOficial: string;
  cnpj: string;
  webSite: string | null;
  contatos: readonly ContatoEmpresa[];
}

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
