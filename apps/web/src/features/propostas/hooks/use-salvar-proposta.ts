import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  CATEGORIAS_ANEXO,
  completudeProposta,
  CONTEXTO_ARQUIVO,
  MENSAGENS,
  type Login,
} from '@portal/domain';
import type { AvisoDados } from '@/components/feedback/aviso';
import { recarregarSessao } from '@/hooks/use-sessao';
import { entrar } from '@/lib/entrar';
import { ApiError } from '@/lib/http';
import { enviarArquivoProposta } from '../api/enviar-arquivo';
import { atualizarProposta, criarProposta } from '../api/salvar-proposta';
import type { ResultadoEnvioDados } from '../components/resultado-envio';
import {
  enviarEmSequencia,
  listarParaEnvio,
  nomeCampoAnexo,
  type AnexoParaEnvio,
} from '../lib/anexos';
import { campoDoCaminho, type PropostaFormularioValores } from '../lib/formulario-proposta';
import type { PropostaFormularioSaida } from '../lib/schema-proposta';

interface Opcoes {
  form: UseFormReturn<PropostaFormularioValores, unknown, PropostaFormularioSaida>;
  propostaId: string | null;
  /** The version the form was loaded or last saved at; null before the first save. */
  versao: number | null;
  /**
   * A new solution becomes an edit with the id the server gave it (spec §4), at its own
   * address, so a reload continues it instead of starting another.
   */
  aoCriar: (id: string) => void;
  /** The save went through: drafts go, and what is on screen is now what is saved, at `versao`. */
  aoSalvar: (id: string, versao: number | null) => void;
  setAviso: (aviso: AvisoDados | null) => void;
}

/**
 * 'Confirmar cadastro' / 'Atualizar cadastro': the solution, then its files one at a time. A
 * session that expired while the company typed is renewed in a dialog and the save runs again.
 */
export function useSalvarProposta({
  form,
  propostaId,
  versao,
  aoCriar,
  aoSalvar,
  setAviso,
}: Opcoes) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [progresso, setProgresso] = useState<string | null>(null);
  const [resultado, setResultado] = useState<ResultadoEnvioDados | null>(null);
  const [aguardandoSenha, setAguardandoSenha] = useState<PropostaFormularioSaida | null>(null);
  // Someone saved this solution after it was loaded here: the server named who and what.
  const [conflito, setConflito] = useState(false);

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

  /**
   * Sends the chosen files and says what happened to each. What went is no longer "chosen";
   * what did not stays chosen, with why, for another try. Resolves with the failures.
   */
  const enviarEscolhidos = async (id: string, anexos: AnexoParaEnvio[]) => {
    const falhas = await enviarAnexos(id, anexos);
    setProgresso(null);
    await queryClient.invalidateQueries({ queryKey: ['propostas-usuario'] });
    await queryClient.invalidateQueries({ queryKey: ['arquivos-proposta', id] });
    const restantes = Object.fromEntries(
      CATEGORIAS_ANEXO.map((c) => [
        nomeCampoAnexo(c),
        falhas.filter((f) => f.categoria === c).map((f) => f.arquivo),
      ]),
    );
    form.reset({ ...form.getValues(), anexos: restantes });
    setResultado(
      anexos.length === 0
        ? null
        : {
            enviados: anexos
              .filter((a) => !falhas.some((f) => f.arquivo === a.arquivo))
              .map((a) => a.arquivo.name),
            recusados: falhas.map((f) => ({ nome: f.arquivo.name, motivo: f.motivo })),
          },
    );
    return falhas;
  };

  const salvar = async (dados: PropostaFormularioSaida) => {
    const novo = propostaId === null;
    setResultado(null);
    setAviso(null);
    setProgresso(novo ? 'Cadastrando a solução...' : 'Atualizando a solução...');
    let id: string;
    let mensagem: string;
    let versaoSalva: number | null;
    try {
      if (propostaId) {
        const resposta = await atualizarProposta({
          ...dados.proposta,
          id: propostaId,
          ...(versao !== null && { versao }),
        });
        [id, mensagem] = [propostaId, resposta.message || MENSAGENS.solucaoAtualizada];
        versaoSalva = resposta.versao ?? null;
      } else {
        const resposta = await criarProposta(dados.proposta);
        if (!resposta.idCriadoGuid) throw new Error('Cadastro sem id.');
        [id, mensagem] = [resposta.idCriadoGuid, resposta.message || MENSAGENS.solucaoCadastrada];
        versaoSalva = 1;
      }
    } catch (erro) {
      setProgresso(null);
      if (erro instanceof ApiError && erro.status === 401) setAguardandoSenha(dados);
      else recusar(erro, novo);
      setConflito(erro instanceof ApiError && erro.status === 409 && erro.issues.length > 0);
      return;
    }

    setConflito(false);
    aoSalvar(id, versaoSalva);
    if (novo) aoCriar(id);
    queryClient.removeQueries({ queryKey: ['proposta', id] });
    const falhas = await enviarEscolhidos(id, dados.anexos);

    // A new solution complete at its first save goes on to the next step (spec §4); a draft
    // stays here, at its own address, to be continued.
    const fotos = dados.anexos.filter(
      (a) =>
        a.categoria.contexto === CONTEXTO_ARQUIVO.FOTOS &&
        !falhas.some((f) => f.arquivo === a.arquivo),
    ).length;
    if (novo && falhas.length === 0 && completudeProposta(dados.proposta, fotos).completa) {
      navigate('/painel/cadastro-sucesso');
      return;
    }
    setAviso({ tipo: 'sucesso', mensagem });
  };

  /** 'Tentar enviar de novo': only the files still chosen, the texts are already saved. */
  const reenviar = async () => {
    if (!propostaId) return;
    setAviso(null);
    await enviarEscolhidos(propostaId, listarParaEnvio(form.getValues().anexos));
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
    reenviar,
    conflito,
    limparConflito: () => setConflito(false),
    progresso,
    resultado,
    sessaoExpirada: aguardandoSenha !== null,
    entrarESalvar,
    cancelarEntrada,
  };
}
