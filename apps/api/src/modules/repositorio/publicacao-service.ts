import {
  CONTEXTO_ARQUIVO,
  MENSAGENS,
  MENSAGENS_HTTP,
  type ArquivoPublicacao,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { repositoriosEm } from '../repositorios.ts';

const naoEncontrado = () => new HttpError(404, MENSAGENS_HTTP.naoEncontrado);

/**
 * What may be shown on a published solution's page: any of its files but the generated form.
 * The company's CNPJ proof and the programme's documents belong to no proposal, so they never
 * qualify. The signed form may be published, but only by a deliberate choice: every file starts
 * private.
 */
export const podeSerPublico = (arquivo: { contexto: number; propostaId: string | null }) =>
  arquivo.propostaId !== null && arquivo.contexto !== CONTEXTO_ARQUIVO.PDF_GERADO;

/** An administrator's choice of which attachments of a solution the public may download. */
export function createPublicacaoService(db: Database) {
  const arquivos = repositoriosEm(db).repositorioArquivos;

  return {
    async listar(propostaId: string): Promise<ArquivoPublicacao[]> {
      if (!(await repositoriosEm(db).proposta.findAlvo(propostaId))) throw naoEncontrado();
      return (await arquivos.paraPublicacao(propostaId)).map((arquivo) => ({
        ...arquivo,
        podeSerPublico: podeSerPublico({ ...arquivo, propostaId }),
      }));
    },

    async definir(arquivoId: string, publico: boolean): Promise<void> {
      const arquivo = await arquivos.findLocal(arquivoId);
      if (!arquivo) throw naoEncontrado();
      // Hiding is always allowed, so a file published by mistake can always be taken down.
      if (publico && !podeSerPublico(arquivo)) {
        throw new HttpError(409, MENSAGENS.arquivoNaoPodeSerPublico);
      }
      await arquivos.definirPublico(arquivoId, publico);
    },
  };
}
