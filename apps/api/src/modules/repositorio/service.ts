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
import { palavrasDaBusca } from './busca.ts';
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

  return {
    async listar(filtro: SolucoesFiltro): Promise<PaginaSolucoes> {
      const palavras = palavrasDaBusca(filtro.busca);
      const [linhas, total] = await Promise.all([
        solucoes.pagina(filtro, palavras),
        solucoes.total(filtro, palavras),
      ]);
      const fotos = new Map(
        (await solucoes.primeirasFotos(linhas.map((l) => l.id))).map((f) => [f.propostaId, f.id]),
      );
      return {
        itens: linhas.map((linha) => apresentarResumo(linha, fotos.get(linha.id) ?? null)),
        total,
        pagina: filtro.pagina,
        tamanho: filtro.tamanho,
      };
    },

    async obter(id: string): Promise<SolucaoPublica> {
      const linha = await solucoes.findPublicada(id);
      if (!linha) throw solucaoNaoEncontrada();
      const [fotos, publicos] = await Promise.all([arquivos.fotos(id), arquivos.publicos(id)]);
      return apresentarSolucao(linha, fotos, publicos);
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
