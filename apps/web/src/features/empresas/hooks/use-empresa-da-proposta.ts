import { useQuery } from '@tanstack/react-query';
import type { PaginaAnalise, PropostaLida } from '@portal/domain';
import { http } from '@/lib/http';

/**
 * The id of the company that sent a solution, for its summary. GET /api/proposta/:id may not
 * carry `empresaID` (the spec's entity has only `usuarioID`); the staff table's row always
 * does, so the row is looked up by the solution's code when the field is missing.
 */
export function useEmpresaDaProposta(proposta: PropostaLida): {
  empresaId: string | null;
  procurando: boolean;
} {
  const falta = !proposta.empresaID;
  const { data, isPending } = useQuery({
    queryKey: ['ipt', 'analise', 'empresa-da-proposta', proposta.id],
    queryFn: ({ signal }) =>
      http.get<PaginaAnalise>(
        `/api/proposta/analise?${new URLSearchParams({ busca: proposta.codigoProposta, tamanho: '20' })}`,
        { signal },
      ),
    enabled: falta,
  });
  if (!falta) return { empresaId: proposta.empresaID ?? null, procurando: false };
  const linha = data?.itens.find((item) => item.propostaID === proposta.id);
  return { empresaId: linha?.empresaID ?? null, procurando: isPending };
}
