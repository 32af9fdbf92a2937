import { useMutation } from '@tanstack/react-query';
import type { Resultado, TrocaSenha } from '@portal/domain';
import { http } from '@/lib/http';

/**
 * POST /api/cadastro/usuario/senha: the signed-in user's own password change. The server checks
 * the current password and ends the user's other sessions; this one stays signed in.
 */
export const useAlterarSenha = () =>
  useMutation({
    mutationFn: (dados: TrocaSenha) => http.post<Resultado>('/api/cadastro/usuario/senha', dados),
  });
