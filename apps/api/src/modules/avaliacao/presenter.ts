import {
  arredondarNota,
  consolidar,
  type avaliacaoApresentadaSchema,
  type consolidacaoApresentadaSchema,
  type Consolidacao,
  type RespostaServidor,
} from '@portal/domain';
import type { LinhaAvaliacao } from './avaliacao-repository.ts';

/** An evaluation as staff read it: whose, which version, its scores and its state. */
export const apresentarAvaliacao = (linha: LinhaAvaliacao, nomeAvaliador: string) =>
  ({
    id: linha.id,
    avaliador: { id: linha.avaliadorId, nome: nomeAvaliador },
    versao: linha.versao,
    rubricaVersao: linha.rubricaVersao,
    notas: linha.notas,
    recomendacao: linha.recomendacao,
    fundamentacao: linha.fundamentacao,
    notaFinal: linha.notaFinal === null ? null : arredondarNota(linha.notaFinal),
    situacao: linha.enviadaEm === null ? ('rascunho' as const) : ('enviada' as const),
    enviadaEm: linha.enviadaEm,
    atualizadaEm: linha.atualizadaEm,
    motivoReabertura: linha.motivoReabertura,
  }) satisfies RespostaServidor<typeof avaliacaoApresentadaSchema>;
export type AvaliacaoApresentada = ReturnType<typeof apresentarAvaliacao>;

const apresentarConsolidacao = (c: Consolidacao) =>
  ({
    media: arredondarNota(c.media),
    amplitude: arredondarNota(c.amplitude),
    divergente: c.divergente,
    quantidade: c.quantidade,
  }) satisfies RespostaServidor<typeof consolidacaoApresentadaSchema>;

/** The solution's result over the submitted evaluations, with today's disagreement margin. */
export const consolidacaoDe = (avaliacoes: readonly LinhaAvaliacao[], margem: number) => {
  const notas = avaliacoes.flatMap((a) =>
    a.enviadaEm !== null && a.notaFinal !== null ? [a.notaFinal] : [],
  );
  const resultado = consolidar(notas, margem);
  return resultado === null ? null : apresentarConsolidacao(resultado);
};
