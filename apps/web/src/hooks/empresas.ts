import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTEXTO_ARQUIVO, type ArquivoComConteudo, type EmpresaContato } from '@portal/domain';
import { salvarBaixado } from '@/lib/arquivos';
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

/**
 * GET /api/fileindexer/empresa/:empresaId/13: the company's CNPJ card (its tax proof), saved as
 * `nome` rather than whatever the company called it.
 */
export async function baixarCartaoCnpj(empresaId: string, nome: string) {
  const arquivos = await http.get<ArquivoComConteudo[]>(
    `/api/fileindexer/empresa/${encodeURIComponent(empresaId)}/${CONTEXTO_ARQUIVO.PROVA_CNPJ}`,
  );
  const cartao = arquivos[0];
  salvarBaixado(
    cartao && { ...cartao, nomeOriginal: nome },
    'application/pdf',
    `cartão CNPJ da empresa ${empresaId}`,
  );
}
