import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CATEGORIAS_ANEXO, MENSAGENS, type Login } from '@portal/domain';
import type { AvisoDados } from '@/components/feedback/aviso';
import { recarregarSessao } from '@/hooks/use-sessao';
import { entrar } from '@/lib/entrar';
import { ApiError } from '@/lib/http';
import { enviarArquivoProposta } from '../api/enviar-arquivo';
import { atualizarProposta, criarProposta } from '../api/salvar-proposta';
import { enviarEmSequencia, nomeCampoAnexo, type AnexoParaEnvio } from '../lib/anexos';
import { campoDoCaminho, type PropostaFormularioValores } from '../lib/formulario-proposta';
import type { PropostaFormularioSaida } from '../lib/schema-proposta';

interface Opcoes {
  form: UseFormReturn<PropostaFormularioValores, unknown, PropostaFormularioSaida>;
  propostaId: string | null;
  /** A new solution becomes an edit with the id the server gave it (spec §4). */
  aoCriar: (id: string) => void;
  /** The save went through: drafts go, and what is on screen is now what is saved. */
  aoSalvar: (id: string) => void;
  setAviso: (aviso: AvisoDados | null) => void;
}

/**
 * 'Confirmar cadastro' / 'Atualizar cadastro': the solution, then its files one at a time. A
 * session that expired while the company typed is renewed in a dialog and the save runs again.
 */
export function useSalvarProposta({ form, propostaId, aoCriar, aoSalvar, setAviso }: Opcoes) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progresso, setProgresso] = useState<string | null>(null);
  const [falhas, setFalhas] = useState<string[]>([]);
  const [aguardandoSenha, setAguardandoSenha] = useState<PropostaFormularioSaida | null>(null);

  const recusar = (erro: unknown, novo: boolean) => {
    if (erro instanceof ApiError) {
      for (const issue of erro.issues) {
        const campo = campoDoCaminho(issue.path);
        if (campo) form.setError(campo, { type: 'server', message: issue.message });
      }
    }
    // A refusal speaks for itself; a crash or a lost connection gets the spec's words (§8).
    const recusa = erro instanceof ApiError && erro.status >= 400 && erro.status < 500;
    const padrao = novo ? MENSAGENS.erroInesperadoCadastrarSolucao : MENSAGENS.erroAtualizarSolucao;
    setAviso({ tipo: 'erro', mensagem: recusa ? erro.message : padrao });
  };

  const enviarAnexos = (id: string, anexos: AnexoParaEnvio[]) =>
    enviarEmSequencia(
      anexos,
      async ({ categoria, arquivo }) => {
        await enviarArquivoProposta(id, categoria.caminho, arquivo);
      },
      (i, n) => setProgresso(MENSAGENS.enviandoArquivos(i, n)),
    );

  const salvar = async (dados: PropostaFormularioSaida) => {
    const novo = propostaId === null;
    setFalhas([]);
    setAviso(null);
    setProgresso(novo ? 'Cadastrando a solução...' : 'Atualizando a solução...');
    let id: string;
    let mensagem: string;
    try {
      if (propostaId) {
        const resposta = await atualizarProposta({ ...dados.proposta, id: propostaId });
        [id, mensagem] = [propostaId, resposta.message || MENSAGENS.solucaoAtualizada];
      } else {
        const resposta = await criarProposta(dados.proposta);
        if (!resposta.idCriadoGuid) throw new Error('Cadastro sem id.');
        [id, mensagem] = [resposta.idCriadoGuid, resposta.message || MENSAGENS.solucaoCadastrada];
      }
    } catch (erro) {
      setProgresso(null);
      if (erro instanceof ApiError && erro.status === 401) setAguardandoSenha(dados);
      else recusar(erro, novo);
      return;
    }

    aoSalvar(id);
    if (novo) aoCriar(id);
    const restantes = await enviarAnexos(id, dados.anexos);
    setProgresso(null);
    await queryClient.invalidateQueries({ queryKey: ['propostas-usuario'] });
    await queryClient.invalidateQueries({ queryKey: ['arquivos-proposta', id] });
    queryClient.removeQueries({ queryKey: ['proposta', id] });

    if (novo && restantes.length === 0) {
      navigate('/painel/cadastro-sucesso');
      return;
    }
    // What went is no longer "chosen"; what failed twice stays chosen for another try.
    const anexos = Object.fromEntries(
      CATEGORIAS_ANEXO.map((c) => [
        nomeCampoAnexo(c),
        restantes.filter((r) => r.categoria === c).map((r) => r.arquivo),
      ]),
    );
    form.reset({ ...form.getValues(), anexos });
    setFalhas(restantes.map((r) => MENSAGENS.falhaRegistrarArquivo(r.arquivo.name)));
    setAviso({ tipo: restantes.length > 0 ? 'atencao' : 'sucesso', mensagem });
  };

  /** The dialog's sign-in; the pending save runs as soon as it succeeds. */
  const entrarESalvar = async (credenciais: Login): Promise<string | null> => {
    try {
      await entrar(credenciais);
    } catch (erro) {
      return erro instanceof ApiError ? erro.message : MENSAGENS.erroAutenticacao;
    }
    await recarregarSessao(queryClient);
    const pendente = aguardandoSenha;
    setAguardandoSenha(null);
    if (pendente) await salvar(pendente);
    return null;
  };

  const cancelarEntrada = () => {
    setAguardandoSenha(null);
    setAviso({
      tipo: 'atencao',
      mensagem:
        'A solução não foi salva porque sua sessão expirou. O que você digitou continua aqui e no rascunho deste navegador.',
    });
  };

  return {
    salvar,
    progresso,
    falhas,
    sessaoExpirada: aguardandoSenha !== null,
    entrarESalvar,
    cancelarEntrada,
  };
}
