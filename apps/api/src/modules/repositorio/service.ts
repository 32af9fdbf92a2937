import {
  MENSAGENS,
  MENSAGENS_HTTP,
  type PaginaSolucoes,
  type SolucaoDadosAbertos,
  type SolucaoPublica,
  type SolucoesFiltro,
} from '@portal/domain';
import type { Readable } from 'node:stream';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { FileStorage } from '../../infra/arquivos/storage.ts';
import {
  corrigirBusca,
  palavrasParaCorrigir,
  qualquerPalavra,
  type CriterioBusca,
} from './busca.ts';
import { apresentarDadoAberto, apresentarResumo, apresentarSolucao } from './presenter.ts';
import { repositoriosEm } from '../repositorios.ts';

/**
 * An unpublished solution answers exactly like a missing one, so the public cannot tell a
 * solution under evaluation from an id that never existed.
 */
export const solucaoNaoEncontrada = () => new HttpError(404, MENSAGENS.solucaoNaoEncontrada);

export interface ArquivoBaixado {
  nomeOriginal: string;
  tipo: string;
  tamanho: number;
  conteudo: Readable;
}

/** The public repository of solutions (spec, section 1): only status 10, only public fields. */
export function createRepositorioService(db: Database, storage: FileStorage, publicUrl: string) {
  const solucoes = repositoriosEm(db).repositorio;
  const arquivos = repositoriosEm(db).repositorioArquivos;

  async function baixar(
    arquivo: { id: string; nomeOriginal: string; tipo: string; tamanho: number } | null,
  ): Promise<ArquivoBaixado> {
    const conteudo = arquivo && (await storage.open(arquivo.id));
    if (!arquivo || !conteudo) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
    const { nomeOriginal, tipo, tamanho } = arquivo;
    return { nomeOriginal, tipo, tamanho, conteudo };
  }

  /**
   * How the catalogue answers a search: as typed; when that finds nothing, with its typos
   * corrected to published words ("Você quis dizer"); then with any of its words enough.
   */
  async function buscar(
    filtro: SolucoesFiltro,
  ): Promise<{ criterio: CriterioBusca; total: number; sugestao?: string | undefined }> {
    if (!filtro.busca) return { criterio: null, total: await solucoes.total(filtro, null) };
    const tentar = async (criterio: CriterioBusca) => ({
      criterio,
      total: await solucoes.total(filtro, criterio),
    });
    const comoDigitada = await tentar({ busca: filtro.busca });
    if (comoDigitada.total > 0) return comoDigitada;
    const sugestao = corrigirBusca(
      filtro.busca,
      await solucoes.semelhantes(palavrasParaCorrigir(filtro.busca)),
    );
    if (sugestao !== undefined) {
      const corrigida = await tentar({ busca: sugestao });
      if (corrigida.total > 0) return { ...corrigida, sugestao };
    }
    const alguma = qualquerPalavra(sugestao ?? filtro.busca);
    if (alguma !== undefined) {
      const qualquer = await tentar({ busca: alguma });
      if (qualquer.total > 0) return { ...qualquer, sugestao };
    }
    return comoDigitada;
  }

  return {
    async listar(filtro: SolucoesFiltro): Promise<PaginaSolucoes> {
      const { criterio, total, sugestao } = await buscar(filtro);
      const [linhas, facetas] = await Promise.all([
        solucoes.pagina(filtro, criterio),
        solucoes.facetas(filtro, criterio),
      ]);
      const fotos = new Map(
        (await solucoes.primeirasFotos(linhas.map((l) => l.id))).map((f) => [f.propostaId, f.id]),
      );
      return {
        itens: linhas.map((linha) => apresentarResumo(linha, fotos.get(linha.id) ?? null)),
        total,
        pagina: filtro.pagina,
        tamanho: filtro.tamanho,
        facetas,
        ...(sugestao === undefined ? {} : { sugestao }),
      };
    },

    async obter(id: string): Promise<SolucaoPublica> {
      const linha = await solucoes.findPublicada(id);
      if (!linha) throw solucaoNaoEncontrada();
      const [fotos, publicos, municipios] = await Promise.all([
        arquivos.fotos(id),
        arquivos.publicos(id),
        solucoes.municipiosPorCodigo(linha.municipiosImplantada),
      ]);
      return apresentarSolucao(linha, fotos, publicos, municipios);
    },

    foto: async (propostaId: string, arquivoId: string) =>
      baixar(await arquivos.findFotoPublicada(propostaId, arquivoId)),

    arquivo: async (propostaId: string, arquivoId: string) =>
      baixar(await arquivos.findArquivoPublico(propostaId, arquivoId)),

    async dadosAbertos(): Promise<SolucaoDadosAbertos[]> {
      return (await solucoes.todas()).map((linha) => apresentarDadoAberto(linha, publicUrl));
    },
  };
}

export type RepositorioService = ReturnType<typeof createRepositorioService>;
