import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import { isEmpresaNova, MENSAGENS, type RespostaLogin, destinoAposEntrar } from '@portal/domain';
import type { AvisoDados } from '@/components/feedback/aviso';
import { caminhosDosCampos } from '@/components/form/use-formulario';
import { enviarProvaCnpj } from '@/hooks/use-prova-cnpj';
import { recarregarSessao } from '@/hooks/use-sessao';
import { entrar } from '@/lib/entrar';
import { aplicarIssues } from '@/lib/issues-formulario';
import { ApiError } from '@/lib/http';
import { cadastrarUsuario } from '../api/cadastrar-usuario';
import { cadastrarPeloGovbr } from '../api/govbr';
import type {
  CadastroFormularioSaida,
  CadastroFormularioValores,
} from '../schemas/cadastro-schema';

const mensagemDe = (erro: unknown): string =>
  erro instanceof ApiError ? erro.message : MENSAGENS.erroCadastrarUsuario;

/**
 * Registration as spec §4 orders it: create the user (and the company), sign in with the new
 * password, send the CNPJ proof of a new company, then open /painel with the outcome. After a
 * first gov.br sign-in the form has no password (its schema leaves it out): one call registers,
 * links the CPF and opens the session.
 */
export function useCadastro(
  form: UseFormReturn<CadastroFormularioValores, unknown, CadastroFormularioSaida>,
  setAviso: (aviso: AvisoDados) => void,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const recusado = (erro: unknown) => {
    if (erro instanceof ApiError && erro.message === MENSAGENS.emailJaCadastrado) {
      form.setError('email', { type: 'server', message: erro.message }, { shouldFocus: true });
    } else if (erro instanceof ApiError && erro.issues.length > 0) {
      aplicarIssues(erro.issues, form.setError, caminhosDosCampos(form.getValues()));
    }
    setAviso({ tipo: 'erro', mensagem: mensagemDe(erro) });
  };

  return async (usuario: CadastroFormularioSaida, provaCnpj: File | null): Promise<void> => {
    let mensagem: string = MENSAGENS.cadastroRealizado;
    let sessao: RespostaLogin;
    if (!('senhaNova' in usuario)) {
      try {
        sessao = await cadastrarPeloGovbr({ ...usuario, login: usuario.email });
      } catch (erro) {
        recusado(erro);
        return;
      }
    } else {
      const entrou = await cadastrarEEntrar(usuario);
      if (!entrou) return;
      ({ sessao, mensagem } = entrou);
    }

    let falhaNoArquivo = false;
    const empresaId = sessao.empresa?.id;
    if (provaCnpj && isEmpresaNova(usuario.empresa) && empresaId) {
      try {
        await enviarProvaCnpj(empresaId, provaCnpj);
      } catch (erro) {
        falhaNoArquivo = true;
        console.error(erro);
        mensagem = MENSAGENS.comFalhaEnvioArquivo(mensagem);
      }
    }

    await recarregarSessao(queryClient);
    const aviso: AvisoDados = { tipo: falhaNoArquivo ? 'atencao' : 'sucesso', mensagem };
    navigate(destinoAposEntrar(sessao.tipoUsuario), { replace: true, state: { aviso } });
  };

  /** The e-mail registration's two calls; null when one failed (the form says why). */
  async function cadastrarEEntrar(
    usuario: Extract<CadastroFormularioSaida, { senhaNova: string }>,
  ): Promise<{ sessao: RespostaLogin; mensagem: string } | null> {
    let mensagem: string;
    try {
      const resultado = await cadastrarUsuario({ ...usuario, login: usuario.email });
      if (!resultado.idCriadoGuid) {
        setAviso({ tipo: 'erro', mensagem: MENSAGENS.erroCadastrarUsuario });
        return null;
      }
      mensagem = resultado.message || MENSAGENS.cadastroRealizado;
    } catch (erro) {
      recusado(erro);
      return null;
    }
    try {
      const sessao = await entrar({ login: usuario.email, SenhaAtual: usuario.senhaNova });
      return { sessao, mensagem };
    } catch (erro) {
      // The account exists now; only the automatic sign-in failed (spec §8: its mensagem).
      setAviso({ tipo: 'erro', mensagem: mensagemDe(erro) });
      return null;
    }
  }
}
