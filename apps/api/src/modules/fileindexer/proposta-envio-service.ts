import { randomUUID } from 'node:crypto';
import {
  CONTEXTO_ARQUIVO,
  LIMITES_ARQUIVO,
  MENSAGENS,
  STATUS_PROPOSTA,
  type Arquivo,
  type CategoriaAnexo,
} from '@portal/domain';
import type { Database, Executor } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { exigirEmailConfirmado } from '../conta/confirmacao-service.ts';
import type { Notificacoes } from '../email/notificacoes.ts';
import { createHistoricoRepository } from '../proposta/historico-repository.ts';
import { createPropostaRepository, type PropostaAlvoRow } from '../proposta/repository.ts';
import { exigirCompleta } from '../proposta/completude-service.ts';
import { exigirAlteravel } from '../proposta/service.ts';
import { registrarAnexos } from '../proposta/versoes-repository.ts';
import { sanitizarNome, verificarArquivo, type ArquivoVerificado } from './file-checks.ts';
import { createArquivoRepository } from './repository.ts';
import type { FileStorage } from './storage.ts';

/** Uploads to a proposal: attachments by category, and the signed form that submits it. */
export function createPropostaEnvioService(
  db: Database,
  storage: FileStorage,
  notificacoes: Notificacoes,
) {
  const propostas = createPropostaRepository(db);

  /**
   * Stores one checked file on the owner's editable proposal. The proposal row stays locked
   * from the check to the commit, so the status cannot move and two parallel uploads cannot
   * both see room for the tenth file. `regras` adds checks that need the same lock.
   */
  async function guardar(
    user: SessionUser,
    propostaId: string,
    contexto: number,
    arquivo: ArquivoVerificado,
    regras: (tx: Executor, alvo: PropostaAlvoRow) => Promise<void>,
  ): Promise<string> {
    const id = randomUUID();
    await storage.transaction(async (tx, novos) => {
      const alvo = await createPropostaRepository(tx).lockAlvo(propostaId);
      exigirAlteravel(user, alvo);
      await regras(tx, alvo);
      const { conteudo, ...metadados } = arquivo;
      await novos.inserir({ id, ...metadados, contexto, propostaId }, conteudo);
      await registrarAnexos(tx, propostaId, user.id, contexto);
    });
    return id;
  }

  return {
    /** An attachment: the category's types by their bytes, at most 10 per category. */
    async enviarAnexo(
      user: SessionUser,
      propostaId: string,
      categoria: CategoriaAnexo,
      dados: Arquivo,
    ): Promise<string> {
      // Refuse before decoding megabytes for a proposal the user cannot change.
      exigirAlteravel(user, await propostas.findAlvo(propostaId));
      const nome = sanitizarNome(dados.nomeOriginal);
      const arquivo = verificarArquivo(
        dados,
        categoria.aceita,
        MENSAGENS.arquivoTipoNaoPermitido(nome),
      );
      return guardar(user, propostaId, categoria.contexto, arquivo, async (tx) => {
        const total = await createArquivoRepository(tx).countByPropostaContexto(
          propostaId,
          categoria.contexto,
        );
        if (total >= LIMITES_ARQUIVO.arquivosPorCategoria) {
          throw new HttpError(409, MENSAGENS.limiteArquivosPorCategoria);
        }
      });
    },

    /**
     * The form signed by the legal representative: a PDF, only at status 1 and only once the
     * company sent its CNPJ proof (the institute checks the signer against it). It submits the
     * proposal: status 2 'Em Análise Prévia', with its history entry, in the same transaction.
     */
    async enviarFormAssinado(user: SessionUser, propostaId: string, dados: Arquivo) {
      exigirAlteravel(user, await propostas.findAlvo(propostaId));
      // The receipt goes to this address, so it must be one that works.
      await exigirEmailConfirmado(db, user.id, MENSAGENS.confirmeEmailParaEnviar);
      const arquivo = verificarArquivo(dados, ['pdf'], MENSAGENS.arquivoNaoPdf);
      const contexto = CONTEXTO_ARQUIVO.FORM_ASSINADO;
      return guardar(user, propostaId, contexto, arquivo, async (tx, alvo) => {
        // Signing a half-done solution would send the institute blanks.
        await exigirCompleta(tx, propostaId);
        const arquivos = createArquivoRepository(tx);
        if (!(await arquivos.existsProvaCnpj(alvo.empresaId))) {
          throw new HttpError(409, MENSAGENS.provaCnpjAusente);
        }
        // Staff download files by name; two of one name on a proposal would be ambiguous.
        if (await arquivos.existsNomeNaProposta(propostaId, arquivo.nomeOriginal)) {
          throw new HttpError(409, MENSAGENS.arquivoNomeDuplicado);
        }
        await createHistoricoRepository(tx).mudarStatus({
          propostaId,
          statusPropostaId: STATUS_PROPOSTA.EM_ANALISE_PREVIA,
          usuarioId: user.id,
          dataHoraEnvioPdf: 'agora',
        });
        await notificacoes.reciboEnvio(tx, propostaId);
      });
    },
  };
}
