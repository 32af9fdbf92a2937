import type { FastifyInstance } from 'fastify';
import { EIXOS, STATUS_PROPOSTA, type PaginaSolucoes } from '@portal/domain';
import { inserirEmpresaComUsuario, inserirPropostas, linhaProposta } from '../semeadura.ts';
import { CONSULTAS_DO_CONJUNTO, SOLUCOES_DO_CONJUNTO } from './catalogo-relevancia.ts';

/** Publishes the relevance set's solutions; returns each one's id by its key. */
export async function semearConjunto(app: FastifyInstance): Promise<Map<string, string>> {
  const dono = await inserirEmpresaComUsuario(app.db);
  const linhas = SOLUCOES_DO_CONJUNTO.map((solucao) => ({
    chave: solucao.chave,
    linha: linhaProposta(dono, {
      titulo: solucao.titulo,
      descricao: solucao.descricao,
      keyWords: solucao.keyWords,
      destino: solucao.eixo,
      indiceDetalhe: EIXOS[solucao.eixo - 1]!.capacidades[solucao.capacidade]!.id,
      saas: solucao.saas,
      statusPropostaId: STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL,
    }),
  }));
  await inserirPropostas(
    app.db,
    linhas.map(({ linha }) => linha),
  );
  return new Map(linhas.map(({ chave, linha }) => [chave, linha.id!]));
}

export interface ResultadoRelevancia {
  acertos: number;
  total: number;
  /** Share of the queries whose expected solution came in the top 3, from 0 to 1. */
  taxa: number;
  falhas: { busca: string; esperada: string; primeiras: string[] }[];
}

/** Runs every query of the set through the catalogue's route and counts top-3 hits. */
export async function medirRelevancia(
  app: FastifyInstance,
  ids: ReadonlyMap<string, string>,
): Promise<ResultadoRelevancia> {
  const chaves = new Map([...ids].map(([chave, id]) => [id, chave]));
  const falhas: ResultadoRelevancia['falhas'] = [];
  for (const { busca, esperada } of CONSULTAS_DO_CONJUNTO) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/solucoes?tamanho=3&busca=${encodeURIComponent(busca)}`,
    });
    const pagina = response.json() as PaginaSolucoes;
    const primeiras = pagina.itens.map((item) => chaves.get(item.id) ?? item.id);
    if (!primeiras.includes(esperada)) falhas.push({ busca, esperada, primeiras });
  }
  const total = CONSULTAS_DO_CONJUNTO.length;
  const acertos = total - falhas.length;
  return { acertos, total, taxa: acertos / total, falhas };
}
