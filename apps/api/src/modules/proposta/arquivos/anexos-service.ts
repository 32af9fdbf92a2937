import { CATEGORIAS_ANEXO, CONTEXTO_ARQUIVO, MENSAGENS, STATUS_PROPOSTA } from '@portal/domain';
import type { Database } from '../../../infra/db/client.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { SessionUser } from '../../../http/acesso.ts';
import type { Clock } from '../../../infra/clock.ts';
import { transicionar } from '../transicao-status.ts';
import { exclusaoDeArquivo } from '../policies.ts';
import { registrarAnexos } from '../versoes-repository.ts';
import { alvoVisivel, propostaBloqueada, propostaNaoEncontrada } from '../alvo.ts';
import { exigirEscrita } from '../solicitacoes/escrita.ts';
import { jsonComConteudo } from '../../fileindexer/json-com-conteudo.ts';
import { retirarDaProposta } from '../envios/repository.ts';
import type { FileStorage } from '../../../infra/arquivos/storage.ts';
import {
  registrarAuditoria,
  registrarDownloadsDaEquipe,
  type Ator,
} from '../../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../../repositorios.ts';

/** Reading and deleting a proposal's files. */
export function createAnexosService(db: Database, storage: FileStorage, clock: Clock) {
  const arquivos = repositoriosEm(db).arquivo;

  return {
    async listar(user: SessionUser, propostaId: string) {
      await alvoVisivel(db, user, propostaId);
      return arquivos.listByProposta(propostaId);
    },

    /** Files of one context with their content, as the spec's client downloads them. */
    async listarComConteudo(user: SessionUser, propostaId: string, contexto: number, ator: Ator) {
      await alvoVisivel(db, user, propostaId);
      const lista = await arquivos.listByProposta(propostaId, contexto);
      const json = await jsonComConteudo(lista, storage);
      await registrarDownloadsDaEquipe(db, user, ator, lista, { propostaId });
      return json;
    },

    /** One file of the proposal (the generated form included), with its content. */
    async obter(user: SessionUser, propostaId: string, arquivoId: string, ator: Ator) {
      await alvoVisivel(db, user, propostaId);
      const arquivo = await arquivos.findDono(arquivoId);
      if (!arquivo || arquivo.propostaId !== propostaId) throw propostaNaoEncontrada();
      const { id, nomeOriginal, tipo, contexto } = arquivo;
      const conteudo = (await storage.read(id))?.toString('base64') ?? '';
      await registrarDownloadsDaEquipe(db, user, ator, [arquivo], { propostaId });
      return { id, nomeOriginal, conteudo, tipo, contexto };
    },

    /**
     * Deletes one of the company's proposal files (a signed submission keeps its copy).
     * Withdrawing the signed form at status 2 sends the proposal back to the company (spec,
     * section 4); returns whether it did.
     */
    async excluir(user: SessionUser, arquivoId: string, ator: Ator): Promise<{ reabriu: boolean }> {
      const arquivo = await arquivos.findDono(arquivoId);
      if (!arquivo) throw new HttpError(404, MENSAGENS.arquivoJaExcluido);
      // The company's proof and the generated form are not the company's to delete here.
      if (!arquivo.propostaId || arquivo.contexto === CONTEXTO_ARQUIVO.PDF_GERADO) {
        throw propostaNaoEncontrada();
      }
      const propostaId = arquivo.propostaId;
      return storage.transaction(async (tx) => {
        const alvo = await repositoriosEm(tx).proposta.lockAlvo(propostaId);
        const exclusao = exclusaoDeArquivo(user, alvo, arquivo.contexto);
        if (exclusao === 'ausente') throw propostaNaoEncontrada();
        if (exclusao === 'bloqueada') throw propostaBloqueada();
        if (exclusao === 'assinatura-em-avaliacao') {
          throw new HttpError(409, MENSAGENS.pdfAssinadoNaoRemovivel);
        }
        if (exclusao === 'rodada') {
          const categoria = CATEGORIAS_ANEXO.find((c) => c.contexto === arquivo.contexto);
          const campo = `anexos.${categoria?.caminho ?? arquivo.contexto}`;
          await exigirEscrita(tx, clock.now(), user, alvo, { campos: [campo] });
        }
        // Two deletions of one file may both get this far; the second finds nothing to delete.
        if (!(await retirarDaProposta(tx, repositoriosEm(tx).arquivo, arquivoId))) {
          throw new HttpError(404, MENSAGENS.arquivoJaExcluido);
        }
        await registrarAnexos(repositoriosEm(tx).versoes, propostaId, user.id, arquivo.contexto);
        await registrarAuditoria(tx, ator, {
          acao:
            arquivo.contexto === CONTEXTO_ARQUIVO.FORM_ASSINADO
              ? 'assinado.exclusao'
              : 'arquivo.exclusao',
          entidade: 'arquivo',
          entidadeId: arquivoId,
          empresaId: alvo?.empresaId ?? null,
          propostaId,
          detalhes: { nome: arquivo.nomeOriginal, contexto: arquivo.contexto },
        });
        if (exclusao === 'reabre') {
          await transicionar(tx, 'exclusao-assinado', user, alvo!.statusPropostaId, {
            propostaId,
            statusPropostaId: STATUS_PROPOSTA.AGUARDANDO_EMPRESA,
            dataHoraEnvioPdf: null,
          });
        }
        return { reabriu: exclusao === 'reabre' };
      });
    },
  };
}
