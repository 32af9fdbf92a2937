import {
  STATUS_PROPOSTA,
  STATUS_PROPOSTA_LISTA,
  type StatusPropostaId,
} from './status-proposta.ts';
import { TIPO_USUARIO } from './usuarios.ts';

/** Who moves a solution: its company, staff by kind, or the portal by itself. */
export type AtorTransicao = 'empresa' | 'analista' | 'administrador' | 'sistema';

/** A signed-in person as the table knows them; only approved staff act as staff. */
export const atorDaTransicao = (tipoUsuario: number): AtorTransicao =>
  tipoUsuario === TIPO_USUARIO.ADMINISTRADOR
    ? 'administrador'
    : tipoUsuario === TIPO_USUARIO.ANALISTA
      ? 'analista'
      : 'empresa';

/** The act that moves it: each is one path of the API, and each path names itself here. */
export type CaminhoTransicao =
  | 'envio-assinado'
  | 'resposta-rodada'
  | 'exclusao-assinado'
  | 'status-equipe'
  | 'solicitacoes'
  | 'publicacao'
  | 'parecer';

/** What a move sets off, in the transaction that makes it. */
export type EfeitoTransicao =
  | 'versao-congelada'
  | 'email-recibo'
  | 'email-resposta'
  | 'email-status'
  | 'rodada-aberta'
  | 'rodada-fechada'
  | 'publicacao'
  | 'parecer';

export interface TransicaoStatus {
  caminho: CaminhoTransicao;
  de: readonly StatusPropostaId[];
  para: readonly StatusPropostaId[];
  por: readonly AtorTransicao[];
  dispara: readonly EfeitoTransicao[];
}

const TODOS = STATUS_PROPOSTA_LISTA.map((s) => s.id);
const exceto = (...ids: StatusPropostaId[]) => TODOS.filter((id) => !ids.includes(id));
const EQUIPE: readonly AtorTransicao[] = ['analista', 'administrador'];
const {
  AGUARDANDO_EMPRESA,
  EM_ANALISE_PREVIA,
  SOLICITACOES_FEITAS,
  PARECER_TECNICO,
  PARECER_TECNICO_COM_DCT,
  REVISAO_DE_TEXTO_PARA_O_PORTAL,
  DISPONIBILIZADA_NO_PORTAL,
} = STATUS_PROPOSTA;
const PARECER = [PARECER_TECNICO, PARECER_TECNICO_COM_DCT];

/**
 * Every status change the portal makes. Staff stay free to move a solution as the
 * spec allows, with three exceptions that keep two features from disagreeing: 7 and 8 are
 * entered by issuing the parecer (a staff move may only return to them from the text revision
 * or publication), a round of requests is neither opened on nor closed into a published
 * solution (its answer would reach the public page unread), and nothing is published while a
 * round is open.
 */
export const TRANSICOES_STATUS: readonly TransicaoStatus[] = [
  {
    caminho: 'envio-assinado',
    de: [AGUARDANDO_EMPRESA],
    para: [EM_ANALISE_PREVIA],
    por: ['empresa'],
    dispara: ['versao-congelada', 'email-recibo'],
  },
  {
    // Back to where the round was opened from.
    caminho: 'resposta-rodada',
    de: [SOLICITACOES_FEITAS],
    para: exceto(SOLICITACOES_FEITAS, DISPONIBILIZADA_NO_PORTAL),
    por: ['empresa'],
    dispara: ['versao-congelada', 'rodada-fechada', 'email-resposta', 'email-recibo'],
  },
  {
    caminho: 'exclusao-assinado',
    de: [EM_ANALISE_PREVIA],
    para: [AGUARDANDO_EMPRESA],
    por: ['empresa'],
    dispara: [],
  },
  {
    caminho: 'status-equipe',
    de: exceto(SOLICITACOES_FEITAS),
    para: exceto(SOLICITACOES_FEITAS, ...PARECER, DISPONIBILIZADA_NO_PORTAL),
    por: EQUIPE,
    dispara: ['email-status'],
  },
  {
    // Staff end a round the company did not answer.
    caminho: 'status-equipe',
    de: [SOLICITACOES_FEITAS],
    para: exceto(SOLICITACOES_FEITAS, ...PARECER, DISPONIBILIZADA_NO_PORTAL),
    por: EQUIPE,
    dispara: ['rodada-fechada', 'email-status'],
  },
  {
    caminho: 'status-equipe',
    de: [REVISAO_DE_TEXTO_PARA_O_PORTAL, DISPONIBILIZADA_NO_PORTAL],
    para: PARECER,
    por: EQUIPE,
    dispara: ['email-status'],
  },
  {
    caminho: 'solicitacoes',
    de: exceto(SOLICITACOES_FEITAS, DISPONIBILIZADA_NO_PORTAL),
    para: [SOLICITACOES_FEITAS],
    por: EQUIPE,
    dispara: ['rodada-aberta', 'email-status'],
  },
  {
    caminho: 'publicacao',
    de: exceto(SOLICITACOES_FEITAS, DISPONIBILIZADA_NO_PORTAL),
    para: [DISPONIBILIZADA_NO_PORTAL],
    por: EQUIPE,
    dispara: ['publicacao', 'email-status'],
  },
  {
    // Not on a draft being answered nor on what is already public; once, so never from 7 or 8.
    caminho: 'parecer',
    de: exceto(SOLICITACOES_FEITAS, ...PARECER, DISPONIBILIZADA_NO_PORTAL),
    para: PARECER,
    por: ['administrador'],
    dispara: ['parecer'],
  },
];

/** The table's row for this move, or null when the portal does not make it. */
export function transicaoDeStatus(
  caminho: CaminhoTransicao,
  ator: AtorTransicao,
  de: number,
  para: number,
): TransicaoStatus | null {
  if (de === para) return null;
  return (
    TRANSICOES_STATUS.find(
      (t) =>
        t.caminho === caminho &&
        t.por.includes(ator) &&
        t.de.some((id) => id === de) &&
        t.para.some((id) => id === para),
    ) ?? null
  );
}

/** The staff's status screen and route name their act by where it goes. */
export const caminhoDaEquipe = (para: number): CaminhoTransicao =>
  para === SOLICITACOES_FEITAS
    ? 'solicitacoes'
    : para === DISPONIBILIZADA_NO_PORTAL
      ? 'publicacao'
      : 'status-equipe';

/**
 * The statuses staff may choose from `de` on the status screen. Every row of the screen's
 * paths admits analysts and administrators alike, so either kind answers for both.
 */
export const destinosDaEquipe = (de: number): StatusPropostaId[] =>
  TODOS.filter((para) => transicaoDeStatus(caminhoDaEquipe(para), 'analista', de, para) !== null);

/**
 * A status that says something else than the issued parecer: its own status (7 or 8, as chosen
 * when issuing) and the steps after it (9 and 10) agree; anything else contradicts it.
 */
export const contrariaParecer = (statusDoParecer: number, para: number): boolean =>
  para !== statusDoParecer &&
  para !== REVISAO_DE_TEXTO_PARA_O_PORTAL &&
  para !== DISPONIBILIZADA_NO_PORTAL;
