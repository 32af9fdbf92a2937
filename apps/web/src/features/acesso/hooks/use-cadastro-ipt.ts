import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import { MENSAGENS } from '@portal/domain';
import type { AvisoDados } from '@/components/feedback/aviso';
import { recarregarSessao } from '@/hooks/use-sessao';
import { entrar } from '@/lib/entrar';
import { aplicarIssues } from '@/lib/issues-formulario';
import { ApiError } from '@/lib/http';
import { cadastrarUsuarioIpt } from '../api/cadastrar-usuario-ipt';
import type { IptRegistroSaida, IptRegistroValores } from '../schemas/ipt-registro-schema';

const CAMPOS = ['nome', 'email', 'senhaNova', 'confirmacaoSenha', 'aceiteLGPD'];

const mensagemDe = (erro: unknown): string =>
  erro instanceof ApiError ? erro.message : MENSAGENS.erroCadastrarUsuario;

/**
 * Staff registration: create the account, sign in with the new password, open /ipt/home, which
 * tells a pending account that it waits for an administrator.
 */
export function useCadastroIpt(
  form: UseFormReturn<IptRegistroValores, unknown, IptRegistroSaida>,
  setAviso: (aviso: AvisoDados) => void,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return async (dados: IptRegistroSaida): Promise<void> => {
    try {
      const resultado = await cadastrarUsuarioIpt({ ...dados, login: dados.email });
      if (!resultado.result) {
        setAviso({ tipo: 'erro', mensagem: resultado.message || MENSAGENS.erroCadastrarUsuario });
        return;
      }
    } catch (erro) {
      if (erro instanceof ApiError && erro.status === 409) {
        form.setError('email', { type: 'server', message: erro.message }, { shouldFocus: true });
      } else if (erro instanceof ApiError) {
        aplicarIssues(erro.issues, form.setError, CAMPOS);
      }
      setAviso({ tipo: 'erro', mensagem: mensagemDe(erro) });
      return;
    }

    try {
      await entrar({ login: dados.email, SenhaAtual: dados.senhaNova }, 'ipt');
    } catch (erro) {
      // The account exists now; only the automatic sign-in failed (spec §8: its mensagem).
      setAviso({ tipo: 'erro', mensagem: mensagemDe(erro) });
      return;
    }
    await recarregarSessao(queryClient);
    navigate('/ipt/home', { replace: true });
  };
}
