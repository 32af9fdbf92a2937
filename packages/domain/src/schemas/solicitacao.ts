import { z } from 'zod';
import { isAlvoSolicitacao } from '../catalogo/solicitacoes.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { textoObrigatorio, textoOpcional } from './campos.ts';
import { dataHoraSaoPauloSchema } from './calendario.ts';

export const LIMITES_SOLICITACAO = { texto: 2000, resposta: 2000, porRodada: 20 } as const;

const MULTILINHA = { multilinha: true };

/** One request: where it points, what it asks and, optionally, until when (São Paulo time). */
export const solicitacaoSchema = z.object(
  {
    alvo: z
      .string({ error: MENSAGENS.alvoInvalido })
      .refine(isAlvoSolicitacao, { error: MENSAGENS.alvoInvalido }),
    texto: textoObrigatorio(LIMITES_SOLICITACAO.texto, MULTILINHA),
    // An empty date field means no date of its own.
    prazo: z.union([z.literal('').transform(() => null), dataHoraSaoPauloSchema]).nullish(),
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type SolicitacaoEntrada = z.infer<typeof solicitacaoSchema>;

/** Staff move a solution to 'Solicitações Feitas' with the requests of the round. */
export const rodadaSolicitacoesSchema = z.object(
  {
    solicitacoes: z
      .array(solicitacaoSchema, { error: MENSAGENS.solicitacoesMinimas })
      .min(1, { error: MENSAGENS.solicitacoesMinimas })
      .max(LIMITES_SOLICITACAO.porRodada, {
        error: MENSAGENS.solicitacoesMaximas(LIMITES_SOLICITACAO.porRodada),
      }),
    observacao: textoOpcional(LIMITES_SOLICITACAO.texto, MULTILINHA),
  },
  { error: MENSAGENS.campoObrigatorio },
);
export type RodadaSolicitacoesEntrada = z.infer<typeof rodadaSolicitacoesSchema>;

/** The company's answer to one request, in words, beside what it changed. */
export const respostaSolicitacaoSchema = z.object(
  { resposta: textoObrigatorio(LIMITES_SOLICITACAO.resposta, MULTILINHA) },
  { error: MENSAGENS.campoObrigatorio },
);
