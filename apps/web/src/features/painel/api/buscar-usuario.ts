import { queryOptions } from '@tanstack/react-query';
import type { Telefone } from '@portal/domain';
import type { EmpresaResposta } from '@/components/cadastro/formulario-cadastro';
import { http } from '@/lib/http';

/** GET /api/login/:id: the user with phones and the company tree (address, city, state). */
export interface UsuarioResposta {
  id: string;
  nome: string;
  email: string;
  login: string;
  tipoUsuario: number;
  cargo?: string | null;
  departamento?: string | null;
  telefones: Telefone[];
  /** Null for staff accounts, which have no company. */
  empresa: EmpresaResposta | null;
  /** The version of the user's data, sent back with an update (issue 20). */
  versao: number;
}

export const usuarioQuery = (id: string) =>
  queryOptions({
    queryKey: ['usuario', id],
    queryFn: ({ signal }) => http.get<UsuarioResposta>(`/api/login/${id}`, { signal }),
  });
