import { type EmpresaLida, MENSAGENS, normalizarCnpj } from '@portal/domain';
import { ApiError, http } from '@/lib/http';

/**
 * GET /api/cadastro/empresa/cnpj/:cnpj. A 404 is not a failure: it means a new company (null).
 * A 400 keeps the server's 'CNPJ inválido!'; anything else is 'Erro ao buscar o CNPJ!'.
 */
export async function buscarEmpresaPorCnpj(cnpj: string): Promise<EmpresaLida | null> {
  try {
    return await http.get<EmpresaLida>(
      `/api/cadastro/empresa/cnpj/${encodeURIComponent(normalizarCnpj(cnpj))}`,
    );
  } catch (erro) {
    if (erro instanceof ApiError && erro.status === 404) return null;
    if (erro instanceof ApiError && (erro.status === 400 || erro.status === 429)) throw erro;
    throw new ApiError(erro instanceof ApiError ? erro.status : 0, MENSAGENS.erroBuscarCnpj);
  }
}
