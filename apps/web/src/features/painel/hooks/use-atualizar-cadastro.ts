import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { MENSAGENS } from '@portal/domain';
import type { AvisoDados } from '@/components/feedback/aviso';
import { caminhosDosCampos } from '@/components/form/use-formulario';
import { arquivosEmpresaQuery, enviarProvaCnpj } from '@/hooks/use-prova-cnpj';
import { CHAVE_SESSAO } from '@/hooks/use-sessao';
import { ApiError } from '@/lib/http';
import { aplicarIssues } from '@/lib/issues-formulario';
import type { useVersaoEditada } from '@/hooks/use-versao-editada';
import { atualizarUsuario } from '../api/atualizar-usuario';
import { usuarioQuery } from '../api/buscar-usuario';
import {
  valoresDoUsuario,
  type DadosCadastraisSaida,
  type DadosCadastraisValores,
} from '../schemas/dados-cadastrais-schema';
import { editaveisDoUsuario, type EditaveisUsuario } from '../lib/versao-usuario';

const isRecusaDaSenha = (erro: unknown): erro is ApiError =>
  erro instanceof ApiError &&
  erro.issues.some(
    (i) => (typeof i.path === 'string' ? i.path : i.path.join('.')) === 'senhaAtual',
  );

interface Opcoes {
  form: UseFormReturn<DadosCadastraisValores, unknown, DadosCadastraisSaida>;
  empresaId: string;
  setAviso: (aviso: AvisoDados) => void;
  versoes: ReturnType<typeof useVersaoEditada<EditaveisUsuario>>;
}

/**
 * Saves the panel after the password dialog: the user's data, then the new CNPJ proof if one
 * was chosen. Resolves with the message for the dialog's field when the password was wrong.
 */
export function useAtualizarCadastro({ form, empresaId, setAviso, versoes }: Opcoes) {
  const queryClient = useQueryClient();

  return async (
    dados: DadosCadastraisSaida,
    /** Absent when the session was just confirmed with gov.br. */
    senhaAtual: string | undefined,
    provaCnpj: File | null,
  ): Promise<{ recusaSenha: string | null; salvou: boolean }> => {
    const { senhaNova, ...usuario } = dados;
    let mensagem: string;
    try {
      const resposta = await atualizarUsuario({
        ...usuario,
        senhaAtual,
        senhaNova: senhaNova || undefined,
        versao: versoes.versao,
      });
      mensagem = resposta.message || MENSAGENS.cadastroAtualizado;
    } catch (erro) {
      if (isRecusaDaSenha(erro)) return { recusaSenha: erro.message, salvou: false };
      versoes.recusou(erro);
      if (erro instanceof ApiError)
        aplicarIssues(erro.issues, form.setError, caminhosDosCampos(form.getValues()));
      setAviso({ tipo: 'erro', mensagem: erro instanceof ApiError ? erro.message : String(erro) });
      return { recusaSenha: null, salvou: false };
    }

    let falhaNoArquivo = false;
    if (provaCnpj) {
      try {
        await enviarProvaCnpj(empresaId, provaCnpj);
      } catch (erro) {
        falhaNoArquivo = true;
        console.error(erro);
        mensagem = MENSAGENS.comFalhaEnvioArquivo(mensagem);
      }
      await queryClient.invalidateQueries({ queryKey: arquivosEmpresaQuery(empresaId).queryKey });
    }

    // Fresh phones carry their new ids, and a new name changes the menu's greeting.
    const atualizado = await queryClient.fetchQuery({ ...usuarioQuery(usuario.id), staleTime: 0 });
    if (atualizado.empresa) {
      const valores = valoresDoUsuario(atualizado, atualizado.empresa);
      form.reset(valores);
      versoes.salvou({ valores: editaveisDoUsuario(valores), versao: atualizado.versao });
    }
    await queryClient.invalidateQueries({ queryKey: CHAVE_SESSAO });
    setAviso({ tipo: falhaNoArquivo ? 'atencao' : 'sucesso', mensagem });
    return { recusaSenha: null, salvou: !falhaNoArquivo };
  };
}
