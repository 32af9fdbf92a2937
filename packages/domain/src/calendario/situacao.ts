import { formatarDataHoraExtenso } from '../formatacao/datas.ts';
import { MENSAGENS_CALENDARIO } from '../mensagens/calendario.ts';

/** The call's calendar as the server keeps it: instants in ISO, the results' day as a date. */
export interface Calendario {
  aberturaInscricoes: string;
  prazoEnvio: string;
  toleranciaMinutos: number;
  divulgacaoResultados: string | null;
}

/**
 * Where the call stands for one viewer. `sem-calendario` behaves as open: the portal ran without
 * dates before the calendar existed, and setting none must not close it.
 */
export type FaseInscricoes =
  'sem-calendario' | 'nao-aberta' | 'aberta' | 'tolerancia' | 'encerrada';

export interface SituacaoInscricoes {
  fase: FaseInscricoes;
  abertura: string | null;
  /** The viewer's deadline: the general one, or the company's extension when later. */
  prazo: string | null;
  /** The last instant a write is accepted: the deadline plus the grace period. */
  encerramento: string | null;
  /** Whether `prazo` is the company's own extension. */
  prorrogada: boolean;
  divulgacaoResultados: string | null;
}

/** What a company write does, for the calendar: only creating waits for the opening. */
export type AcaoCalendario = 'criar' | 'editar';

const MINUTO_MS = 60_000;

/**
 * The situation at `agora`. An extension only ever moves a company's deadline later: if the
 * general deadline is later still (moved after the grant), that one holds.
 */
export function situacaoInscricoes(
  calendario: Calendario | null,
  agora: Date,
  prorrogacao: string | null = null,
): SituacaoInscricoes {
  if (calendario === null) {
    return {
      fase: 'sem-calendario',
      abertura: null,
      prazo: null,
      encerramento: null,
      prorrogada: false,
      divulgacaoResultados: null,
    };
  }
  const geral = Date.parse(calendario.prazoEnvio);
  const prorrogada = prorrogacao !== null && Date.parse(prorrogacao) > geral;
  const prazo = prorrogada ? Date.parse(prorrogacao) : geral;
  const encerramento = prazo + calendario.toleranciaMinutos * MINUTO_MS;
  const t = agora.getTime();
  const fase: FaseInscricoes =
    t < Date.parse(calendario.aberturaInscricoes)
      ? 'nao-aberta'
      : t <= prazo
        ? 'aberta'
        : t <= encerramento
          ? 'tolerancia'
          : 'encerrada';
  return {
    fase,
    abertura: new Date(calendario.aberturaInscricoes).toISOString(),
    prazo: new Date(prazo).toISOString(),
    encerramento: new Date(encerramento).toISOString(),
    prorrogada,
    divulgacaoResultados: calendario.divulgacaoResultados,
  };
}

/** Whether a company may still change its solutions: in every phase but a closed call. */
export const inscricoesEmAndamento = (situacao: SituacaoInscricoes): boolean =>
  situacao.fase !== 'encerrada';

/** The refusal a company write gets from the calendar, or null when it may go on. */
export function recusaDoCalendario(
  situacao: SituacaoInscricoes,
  acao: AcaoCalendario,
): string | null {
  if (situacao.fase === 'encerrada') {
    return MENSAGENS_CALENDARIO.inscricoesEncerradas(formatarDataHoraExtenso(situacao.prazo));
  }
  if (situacao.fase === 'nao-aberta' && acao === 'criar') {
    return MENSAGENS_CALENDARIO.inscricoesNaoAbertas(formatarDataHoraExtenso(situacao.abertura));
  }
  return null;
}

/** The one line every page shows about the call ("Inscrições abertas até 15/12/2026 às 18h"). */
export function textoSituacao(situacao: SituacaoInscricoes): string {
  const prazo = formatarDataHoraExtenso(situacao.prazo);
  switch (situacao.fase) {
    case 'sem-calendario':
      return 'Inscrições abertas.';
    case 'nao-aberta':
      return `Inscrições ainda não abertas: abrem em ${formatarDataHoraExtenso(situacao.abertura)}.`;
    case 'aberta':
      return situacao.prorrogada
        ? `Inscrições abertas para a sua empresa até ${prazo} (prazo prorrogado).`
        : `Inscrições abertas até ${prazo}.`;
    case 'tolerancia':
      return `O prazo terminou em ${prazo}; envios ainda aceitos até ${formatarDataHoraExtenso(situacao.encerramento)}.`;
    case 'encerrada':
      return `Inscrições encerradas em ${prazo}.`;
  }
}
