import type { CriterioRubrica } from '@portal/domain';

/** The answers of /api/avaliacao, as the server's presenters shape them. */

export interface Resultado {
  result: boolean;
  message: string;
}

export interface RubricaVigente {
  versao: number;
  criterios: CriterioRubrica[];
  editavel: boolean;
  margemDivergencia: number;
  /** The settings' edit count, sent back by a save of the rubric or the margin (issue 20). */
  revisao: number;
}

export interface NotaCriterio {
  nota: number | null;
  justificativa: string;
}

export interface Avaliacao {
  id: string;
  avaliador: { id: string; nome: string };
  versao: number;
  rubricaVersao: number;
  notas: Record<string, NotaCriterio>;
  recomendacao: string | null;
  fundamentacao: string;
  notaFinal: number | null;
  situacao: 'rascunho' | 'enviada';
  enviadaEm: string | null;
  atualizadaEm: string;
  motivoReabertura: string | null;
}

export interface Consolidacao {
  media: number;
  amplitude: number;
  divergente: boolean;
  quantidade: number;
}

export interface PainelAvaliacao {
  conflito: boolean;
  rubrica: { versao: number; criterios: CriterioRubrica[] } | null;
  atribuicao: { prazo: string | null; semConflito: boolean } | null;
  minha: Avaliacao | null;
  avaliacoes: Avaliacao[] | null;
  consolidacao: Consolidacao | null;
  atribuicoes:
    | {
        id: string;
        avaliadorId: string;
        nome: string;
        prazo: string | null;
        semConflitoEm: string | null;
      }[]
    | null;
  conflitos: { avaliadorId: string; nome: string; tipo: string; declaradoEm: string }[] | null;
}

export interface MinhaAvaliacao {
  propostaId: string;
  codigoProposta: string;
  titulo: string;
  nomeOficialEmpresa: string;
  prazo: string | null;
  situacao: 'declarar-conflito' | 'nao-iniciada' | 'rascunho' | 'enviada';
  enviadaEm: string | null;
  reaberta: boolean;
}

export interface NotaPrivada {
  id: string;
  respostaA: string | null;
  texto: string;
  criadaEm: string;
  autor: { id: string; nome: string };
}

export interface EstadoParecer {
  conclusao: string;
  emitidoEm: string | null;
  liberadoEm: string | null;
  /** The conclusion's version, sent back by a save (issue 20). */
  versao: number;
}
