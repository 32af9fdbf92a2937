import { and, asc, eq, not, type SQL } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { arquivo } from '../../infra/db/schema.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { ehFoto, publicada, publicavel } from './condicoes.ts';

const colunas = {
  id: arquivo.id,
  nomeOriginal: arquivo.nomeOriginal,
  tipo: arquivo.tipo,
  tamanho: arquivo.tamanho,
};

const ePublico = () => and(publicavel(), eq(arquivo.publico, true))!;

/** A published solution's photos and public files, and the flag an administrator sets. */
export function createRepositorioArquivosRepository(db: Executor) {
  const daProposta = (propostaId: string, condicao: SQL) =>
    db
      .select(colunas)
      .from(arquivo)
      .where(and(eq(arquivo.propostaId, propostaId), condicao))
      .orderBy(asc(arquivo.dataHoraInclusao), asc(arquivo.id));

  /** One file of a published solution that meets `condicao`; null for anything else. */
  const findDePublicada = async (propostaId: string, arquivoId: string, condicao: SQL) => {
    const [row] = await db
      .select(colunas)
      .from(arquivo)
      .innerJoin(proposta, eq(proposta.id, arquivo.propostaId))
      .where(and(eq(arquivo.id, arquivoId), eq(proposta.id, propostaId), publicada(), condicao));
    return row ?? null;
  };

  return {
    fotos: (propostaId: string) => daProposta(propostaId, ehFoto()),

    /** Files an administrator made public, photos apart (those are shown already). */
    publicos: (propostaId: string) => daProposta(propostaId, and(ePublico(), not(ehFoto()))!),

    findFotoPublicada: (propostaId: string, arquivoId: string) =>
      findDePublicada(propostaId, arquivoId, ehFoto()),

    findArquivoPublico: (propostaId: string, arquivoId: string) =>
      findDePublicada(propostaId, arquivoId, ePublico()),

    /** Every file of the proposal with its flag, for the administrator's screen. */
    paraPublicacao: (propostaId: string) =>
      db
        .select({
          id: arquivo.id,
          nomeOriginal: arquivo.nomeOriginal,
          contexto: arquivo.contexto,
          tipo: arquivo.tipo,
          publico: arquivo.publico,
        })
        .from(arquivo)
        .where(and(eq(arquivo.propostaId, propostaId), publicavel()))
        .orderBy(asc(arquivo.contexto), asc(arquivo.dataHoraInclusao), asc(arquivo.id)),

    findLocal: async (arquivoId: string) => {
      const [row] = await db
        .select({ contexto: arquivo.contexto, propostaId: arquivo.propostaId })
        .from(arquivo)
        .where(eq(arquivo.id, arquivoId));
      return row ?? null;
    },

    definirPublico: async (arquivoId: string, publico: boolean) => {
      await db.update(arquivo).set({ publico }).where(eq(arquivo.id, arquivoId));
    },
  };
}
