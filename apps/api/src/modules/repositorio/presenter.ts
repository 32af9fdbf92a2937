import {
  CAMPOS_SOLUCAO,
  CAPACIDADE_NAO_INFORMADA,
  montarPorCaminho,
  type ValoresDaSolucao,
  descricaoCapacidade,
  findEixo,
  findEixoDaCapacidade,
  type DestinoPublico,
  type EmpresaPublica,
  type MunicipioPublico,
  type ResultadoParecer,
  type SolucaoDadosAbertos,
  type SolucaoPublica,
  type SolucaoRegistrada,
  type SolucaoResumo,
} from '@portal/domain';
import { trechosDestacados } from '../../infra/db/busca-textual.ts';
import type { LinhaDetalhe, LinhaPagina, LinhaResumo } from './repository.ts';

/**
 * The public answers, built field by field from an allow-list: a column added to a proposal or
 * a company later never reaches the public by default. Never spread a row here.
 */

interface ArquivoLinha {
  id: string;
  nomeOriginal: string;
}

export const urlFoto = (propostaId: string, arquivoId: string) =>
  `/api/solucoes/${propostaId}/fotos/${arquivoId}`;

export const urlArquivo = (propostaId: string, arquivoId: string) =>
  `/api/solucoes/${propostaId}/arquivos/${arquivoId}`;

/** The page of one solution in the web app (spec, section 2: /solutions/{id}). */
export const caminhoPaginaSolucao = (id: string) => `/solutions/${id}`;

const eixoDescricao = (eixoId: number) => findEixo(eixoId)?.descricao ?? CAPACIDADE_NAO_INFORMADA;

/** A capability shown under another axis is the spec's 'Não informado', as everywhere else. */
const capacidadeDescricao = (eixoId: number, capacidadeId: number) =>
  findEixoDaCapacidade(capacidadeId)?.id === eixoId
    ? descricaoCapacidade(capacidadeId)
    : CAPACIDADE_NAO_INFORMADA;

const destinoDe = (linha: LinhaResumo): DestinoPublico => ({
  destino: linha.destino,
  eixoDescricao: eixoDescricao(linha.destino),
  indiceDetalhe: linha.indiceDetalhe,
  capacidadeDescricao: capacidadeDescricao(linha.destino, linha.indiceDetalhe),
});

/** The trade name when the company gave one, as people know it; else the official name. */
const empresaDe = (linha: LinhaResumo): EmpresaPublica => ({
  nome: linha.empresaNomeFantasia?.trim() || linha.empresaNomeOficial,
  webSite: linha.empresaWebSite,
});

// Published rows always carry a date (the trigger of 0006 sets it); the fallback only satisfies
// the column's nullable type.
const publicadaEm = (linha: LinhaResumo) => (linha.publicadaEm ?? new Date(0)).toISOString();

/** A solution published before its opinion's status was kept (0040) has no outcome to show. */
const parecerDe = (linha: LinhaResumo): ResultadoParecer | null =>
  linha.parecerComDct === null ? null : linha.parecerComDct ? 'com-dct' : 'sem-dct';

export const apresentarResumo = (linha: LinhaPagina, fotoId: string | null): SolucaoResumo => ({
  id: linha.id,
  titulo: linha.titulo,
  descricao: linha.descricao,
  keyWords: linha.keyWords,
  empresa: empresaDe(linha),
  destino: destinoDe(linha),
  foto: fotoId === null ? null : { url: urlFoto(linha.id, fotoId) },
  parecer: parecerDe(linha),
  ...(linha.tituloDestacado !== null || linha.descricaoDestacada !== null
    ? {
        destaques: {
          titulo: trechosDestacados(linha.tituloDestacado, linha.titulo),
          descricao: trechosDestacados(linha.descricaoDestacada, linha.descricao),
        },
      }
    : {}),
});

export const apresentarSolucao = (
  linha: LinhaDetalhe,
  fotos: readonly ArquivoLinha[],
  publicos: readonly ArquivoLinha[],
  municipios: ReadonlyMap<number, MunicipioPublico>,
): SolucaoPublica => {
  const campos = montarPorCaminho(
    CAMPOS_SOLUCAO.filter((campo) => campo.publico),
    (campo) => linha[campo.coluna],
  ) as ValoresDaSolucao;
  return {
    id: linha.id,
    ...campos,
    destino: { ...destinoDe(linha), destinoOutro: campos.destino.destinoOutro },
    empresa: empresaDe(linha),
    fotos: fotos.map((f) => ({
      id: f.id,
      url: urlFoto(linha.id, f.id),
      nomeOriginal: f.nomeOriginal,
    })),
    arquivosPublicos: publicos.map((a) => ({
      id: a.id,
      nomeOriginal: a.nomeOriginal,
      url: urlArquivo(linha.id, a.id),
    })),
    parecer: parecerDe(linha),
    municipiosImplantada: linha.municipiosImplantada.flatMap((codigoIbge) => {
      const municipio = municipios.get(codigoIbge);
      return municipio ? [{ codigoIbge, ...municipio }] : [];
    }),
    publicadaEm: publicadaEm(linha),
  };
};

/** A row of the open data: the card's public fields, flat, with the page's absolute address. */
export const apresentarDadoAberto = (
  linha: LinhaResumo,
  publicUrl: string,
): SolucaoDadosAbertos => {
  const destino = destinoDe(linha);
  const empresa = empresaDe(linha);
  return {
    id: linha.id,
    titulo: linha.titulo,
    descricao: linha.descricao,
    palavrasChave: linha.keyWords,
    eixo: destino.eixoDescricao,
    capacidade: destino.capacidadeDescricao,
    empresa: empresa.nome,
    webSite: empresa.webSite,
    url: `${publicUrl}${caminhoPaginaSolucao(linha.id)}`,
    publicadaEm: publicadaEm(linha),
  };
};

/** A solution as a market-survey record cites it: the open data's facts, its version, its rank. */
export const apresentarSolucaoRegistrada = (
  linha: LinhaResumo & { versao: number },
  posicao: number,
  publicUrl: string,
): SolucaoRegistrada => {
  const dado = apresentarDadoAberto(linha, publicUrl);
  return {
    posicao,
    id: dado.id,
    titulo: dado.titulo,
    empresa: dado.empresa,
    eixo: dado.eixo,
    capacidade: dado.capacidade,
    versao: linha.versao,
    publicadaEm: dado.publicadaEm,
    url: dado.url,
  };
};
