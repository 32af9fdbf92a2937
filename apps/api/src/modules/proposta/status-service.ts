import {
  ALVO_GERAL,
  caminhoDaEquipe,
  contrariaParecer,
  descricaoStatusProposta,
  formatarDataHoraExtenso,
  formatarQuando,
  instanteDeSaoPaulo,
  MENSAGENS,
  rotuloAlvoSolicitacao,
  STATUS_PROPOSTA,
  type RodadaSolicitacoesEntrada,
  type StatusProposta,
} from '@portal/domain';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { Database, Transaction } from '../../infra/db/client.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { Clock } from '../../infra/clock.ts';
import { avisarStatusAlterado } from './emails.ts';
import { exigirCompleta } from './completude-service.ts';
import { transicionar } from './transicao-status.ts';
import { type PropostaAlvoRow } from './repository.ts';
import { propostaNaoEncontrada } from './alvo.ts';
import { type NovaSolicitacao } from './solicitacoes/repository.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

/** The requests as the company's e-mail lists them, after the staff's note. */
function textoDasSolicitacoes(observacao: string | null, solicitacoes: readonly NovaSolicitacao[]) {
  const itens = solicitacoes.map((s, i) => {
    const prazo = s.prazo ? ` (até ${formatarDataHoraExtenso(s.prazo)})` : '';
    return `${i + 1}. ${rotuloAlvoSolicitacao(s.alvo)}${prazo}: ${s.texto}`;
  });
  return [observacao, ...itens].filter(Boolean).join('\n');
}

export function createStatusService(db: Database, publicUrl: string, clock: Clock) {
  /** The proposal, locked; refused when the screen that decided was older than the status. */
  async function travar(tx: Transaction, id: string, statusVisto: number | undefined) {
    const alvo = await repositoriosEm(tx).proposta.lockAlvo(id.toLowerCase());
    if (!alvo) throw propostaNaoEncontrada();
    // Decided on a screen older than another analyst's change: show who and what first.
    if (statusVisto !== undefined && statusVisto !== alvo.statusPropostaId) {
      const [ultima] = await repositoriosEm(tx).historico.listByProposta(alvo.id);
      throw new HttpError(
        409,
        MENSAGENS.statusAlteradoPorOutro(
          ultima?.nome ?? '',
          ultima ? formatarQuando(ultima.dataHora, clock.now()) : '',
          descricaoStatusProposta(alvo.statusPropostaId),
        ),
      );
    }
    return alvo;
  }

  /**
   * Moves the solution as the status table allows staff, and sets off what the table says the
   * move triggers: entering 6 opens a round (from the status it leaves), leaving 6 by staff
   * decision ends the open one unanswered, publishing needs a complete solution.
   */
  async function mudar(
    tx: Transaction,
    user: SessionUser,
    ator: Ator,
    alvo: PropostaAlvoRow,
    mudanca: { status: number; observacao: string | null; solicitacoes?: NovaSolicitacao[] },
  ) {
    const { historicoId, transicao } = await transicionar(
      tx,
      caminhoDaEquipe(mudanca.status),
      user,
      alvo.statusPropostaId,
      {
        propostaId: alvo.id,
        statusPropostaId: mudanca.status,
        observacao: mudanca.observacao,
      },
    );
    // What is published is shown to everyone: a draft with blanks never gets there.
    if (transicao.dispara.includes('publicacao')) await exigirCompleta(tx, alvo.id);
    const solicitacoesRepository = repositoriosEm(tx).solicitacoes;
    if (transicao.dispara.includes('rodada-fechada')) {
      const aberta = await solicitacoesRepository.aberta(alvo.id);
      if (aberta) await solicitacoesRepository.fechar(alvo.id, aberta.numero, clock.now(), null);
    }
    let nota = mudanca.observacao;
    if (transicao.dispara.includes('rodada-aberta')) {
      // The spec's status change carries only a note: it becomes one request on the whole.
      const solicitacoes = mudanca.solicitacoes ?? [
        {
          alvo: ALVO_GERAL,
          texto: mudanca.observacao ?? MENSAGENS.solicitacaoGeralPadrao,
          prazo: null,
        },
      ];
      await solicitacoesRepository.abrir(
        alvo.id,
        { statusAnterior: alvo.statusPropostaId, abertaPor: user.id, agora: clock.now() },
        solicitacoes,
      );
      if (mudanca.solicitacoes) nota = textoDasSolicitacoes(mudanca.observacao, solicitacoes);
    }
    if (transicao.dispara.includes('email-status')) {
      await avisarStatusAlterado(tx, publicUrl, alvo.id, nota);
    }
    await registrarAuditoria(tx, ator, {
      acao: 'proposta.status',
      entidade: 'proposta',
      entidadeId: alvo.id,
      empresaId: alvo.empresaId,
      propostaId: alvo.id,
      alteracoes: { statusPropostaId: { de: alvo.statusPropostaId, para: mudanca.status } },
      // The note by reference: it may name a person, and the trail keeps no one's words that
      // the leaving of an account must erase (the entry's note is cleaned with the rest).
      detalhes: mudanca.observacao ? { historicoId } : null,
    });
  }

  /**
   * An issued parecer put the solution at 7 or 8; a staff move that says otherwise (back to
   * analysis, the other kind of parecer) happens only when the person confirmed it, naming it.
   */
  async function exigirConfirmacaoContraParecer(
    tx: Transaction,
    alvo: PropostaAlvoRow,
    para: number,
    confirmado: boolean,
  ) {
    const statusDoParecer = await repositoriosEm(tx).historico.statusDoParecer(alvo.id);
    if (statusDoParecer !== null && contrariaParecer(statusDoParecer, para) && !confirmado) {
      // On the flag's path: the screen asks the person to confirm, naming the parecer.
      throw fieldError(
        409,
        'contrariarParecer',
        MENSAGENS.statusContrariaParecer(descricaoStatusProposta(statusDoParecer)),
      );
    }
  }

  return {
    /**
     * Staff move a proposal as the status table allows (the spec shows no restriction between
     * statuses; the table's few keep features in step). Who and when are the session's user and
     * the server's clock, never the payload's. The row is locked so a company upload or
     * withdrawal of the signed form cannot interleave with the change.
     */
    async alterar(user: SessionUser, dados: StatusProposta, ator: Ator): Promise<void> {
      await db.transaction(async (tx) => {
        const alvo = await travar(tx, dados.idProposta, dados.statusVisto);
        // The same status again would add a second identical history entry and tell the
        // company nothing new; the screen disables the button, this decides.
        if (alvo.statusPropostaId === dados.idStatusProposta) {
          throw new HttpError(409, MENSAGENS.statusJaAtual);
        }
        await exigirConfirmacaoContraParecer(
          tx,
          alvo,
          dados.idStatusProposta,
          dados.contrariarParecer === true,
        );
        await mudar(tx, user, ator, alvo, {
          status: dados.idStatusProposta,
          observacao: dados.observacao || null,
        });
      });
    },

    /**
     * Staff ask the company for changes: the solution goes to 'Solicitações Feitas'
     * with the round's requests, each on a section or attachment category, with an optional
     * date (São Paulo time, in the future). The company hears of them by e-mail.
     */
    async solicitar(
      user: SessionUser,
      propostaId: string,
      dados: RodadaSolicitacoesEntrada & { statusVisto?: number },
      ator: Ator,
    ): Promise<void> {
      const agora = clock.now().getTime();
      const solicitacoes = dados.solicitacoes.map((s, i) => {
        const prazo = s.prazo ? instanteDeSaoPaulo(s.prazo) : null;
        if (prazo && prazo.getTime() <= agora) {
          throw fieldError(400, `solicitacoes.${i}.prazo`, MENSAGENS.prazoNoPassado);
        }
        return { alvo: s.alvo, texto: s.texto, prazo };
      });
      await db.transaction(async (tx) => {
        const alvo = await travar(tx, propostaId, dados.statusVisto);
        if (alvo.statusPropostaId === STATUS_PROPOSTA.SOLICITACOES_FEITAS) {
          throw new HttpError(409, MENSAGENS.rodadaJaAberta);
        }
        await mudar(tx, user, ator, alvo, {
          status: STATUS_PROPOSTA.SOLICITACOES_FEITAS,
          observacao: dados.observacao || null,
          solicitacoes,
        });
      });
    },
  };
}
