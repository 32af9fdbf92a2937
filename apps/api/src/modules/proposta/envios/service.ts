import { compararEnvios, MENSAGENS } from '@portal/domain';
import type { Database } from '../../../infra/db/client.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { SessionUser } from '../../../http/acesso.ts';
import type { FileStorage } from '../../../infra/arquivos/storage.ts';
import { alvoVisivel } from '../alvo.ts';
import { repositoriosEm } from '../../repositorios.ts';

const envioNaoEncontrado = () => new HttpError(404, MENSAGENS.envioNaoEncontrado);

/** The signed submissions of a solution, for its company and for staff. */
export function createEnviosService(db: Database, storage: FileStorage) {
  const envios = repositoriosEm(db).envios;

  async function obter(user: SessionUser, propostaId: string, numero: number) {
    await alvoVisivel(db, user, propostaId);
    const envio = await envios.obter(propostaId, numero);
    if (!envio) throw envioNaoEncontrado();
    return envio;
  }

  return {
    async listar(user: SessionUser, propostaId: string) {
      await alvoVisivel(db, user, propostaId);
      return (await envios.listar(propostaId)).map((e) => ({
        ...e,
        enviadaEm: e.enviadaEm.toISOString(),
      }));
    },

    async obter(user: SessionUser, propostaId: string, numero: number) {
      const envio = await obter(user, propostaId, numero);
      return { ...envio, enviadaEm: envio.enviadaEm.toISOString() };
    },

    /** One file as that submission holds it, with its bytes, whatever became of it since. */
    async arquivo(user: SessionUser, propostaId: string, numero: number, arquivoId: string) {
      await alvoVisivel(db, user, propostaId);
      const arquivo = await envios.arquivo(propostaId, numero, arquivoId);
      if (!arquivo) throw envioNaoEncontrado();
      const conteudo = await storage.read(arquivo.id);
      if (!conteudo) throw new Error(`arquivo ${arquivo.id} de uma versão enviada sem conteúdo`);
      return { ...arquivo, conteudo: conteudo.toString('base64') };
    },

    /** What changed from submission `de` to submission `para`, field by field and file by file. */
    async comparar(user: SessionUser, propostaId: string, de: number, para: number) {
      const antes = await obter(user, propostaId, de);
      const depois = await obter(user, propostaId, para);
      return { de, para, ...compararEnvios(antes, depois) };
    },
  };
}
