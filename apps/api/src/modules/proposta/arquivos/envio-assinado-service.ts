import { randomUUID } from 'node:crypto';
import {
  CONTEXTO_ARQUIVO,
  isEmSolicitacoes,
  LIMITES_ARQUIVO,
  MENSAGENS,
  STATUS_PROPOSTA,
  type Arquivo,
  type CategoriaAnexo,
  type ResumoAssinatura,
} from '@portal/domain';
import type { Database, Executor } from '../../../infra/db/client.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { SessionUser } from '../../../http/acesso.ts';
import type { Clock } from '../../../infra/clock.ts';
import { exigirEmailConfirmado } from '../../conta/confirmacao-service.ts';
import { avisarSolicitacoesRespondidas, enviarReciboEnvio } from '../emails.ts';
import { transicionar } from '../transicao-status.ts';
import { type PropostaAlvoRow } from '../repository.ts';
import { exigirCompleta } from '../completude-service.ts';
import { retirarDaProposta } from '../envios/repository.ts';
import { exigirAlteravel } from '../alvo.ts';
import { exigirEscrita, type Escrita } from '../solicitacoes/escrita.ts';
import { type RodadaAberta } from '../solicitacoes/repository.ts';
import { registrarAnexos } from '../versoes-repository.ts';
import { conferirDocumentoDaRodada } from '../solicitacoes/documento-da-rodada.ts';
import {
  sanitizarNome,
  verificarArquivo,
  type ArquivoVerificado,
} from '../../fileindexer/file-checks.ts';
import type { FileStorage } from '../../../infra/arquivos/storage.ts';
import { registrarAuditoria, type Ator } from '../../trilha-auditoria/registrar.ts';
import {
  resumoDoVeredito,
  verificarNoEnvio,
  type RegrasAssinatura,
} from '../../assinatura/verificacao-no-envio.ts';
import type { VereditoVerificacao } from '../../assinatura/verificador.ts';
import { repositoriosEm } from '../../repositorios.ts';

/** Uploads to a proposal: attachments by category, and the signed form that submits it. */
export function createEnvioAssinadoService(
  db: Database,
  storage: FileStorage,
  publicUrl: string,
  clock: Clock,
  regrasAssinatura: RegrasAssinatura,
) {
  const propostas = repositoriosEm(db).proposta;

  interface Passos {
    /** Checks that need the lock, before the file is stored. */
    antes: (tx: Executor, alvo: PropostaAlvoRow, rodada: RodadaAberta | null) => Promise<void>;
    /** What the stored file (`arquivoId`) sets off, in the same transaction. */
    depois?: (
      tx: Executor,
      alvo: PropostaAlvoRow,
      rodada: RodadaAberta | null,
      arquivoId: string,
    ) => Promise<void>;
    /** Facts for the audit trail beside the file's name, category and size. */
    detalhes?: Record<string, unknown>;
  }

  /**
   * Stores one checked file on the company's proposal. The proposal row stays locked from the
   * check to the commit, so the status cannot move and two parallel uploads cannot both see room
   * for the tenth file.
   */
  async function guardar(
    user: SessionUser,
    propostaId: string,
    contexto: number,
    arquivo: ArquivoVerificado,
    escrita: Escrita,
    passos: Passos,
    ator: Ator,
  ): Promise<string> {
    const id = randomUUID();
    await storage.transaction(async (tx, novos) => {
      const alvo = await repositoriosEm(tx).proposta.lockAlvo(propostaId);
      exigirAlteravel(user, alvo);
      const rodada = await exigirEscrita(tx, clock.now(), user, alvo, escrita);
      await passos.antes(tx, alvo, rodada);
      const { conteudo, ...metadados } = arquivo;
      await novos.inserir({ id, ...metadados, contexto, propostaId }, conteudo);
      await registrarAnexos(repositoriosEm(tx).versoes, propostaId, user.id, contexto);
      await passos.depois?.(tx, alvo, rodada, id);
      await registrarAuditoria(tx, ator, {
        acao: contexto === CONTEXTO_ARQUIVO.FORM_ASSINADO ? 'assinado.envio' : 'arquivo.inclusao',
        entidade: 'arquivo',
        entidadeId: id,
        empresaId: alvo.empresaId,
        propostaId,
        detalhes: {
          nome: metadados.nomeOriginal,
          contexto,
          tamanho: metadados.tamanho,
          ...passos.detalhes,
        },
      });
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
      ator: Ator,
    ): Promise<string> {
      // Refuse before decoding megabytes for a proposal the user cannot change.
      exigirAlteravel(user, await propostas.findAlvo(propostaId));
      const nome = sanitizarNome(dados.nomeOriginal);
      const arquivo = await verificarArquivo(
        dados,
        categoria.aceita,
        MENSAGENS.arquivoTipoNaoPermitido(nome),
      );
      const escrita = { campos: [`anexos.${categoria.caminho}`] };
      return guardar(
        user,
        propostaId,
        categoria.contexto,
        arquivo,
        escrita,
        {
          antes: async (tx) => {
            const total = await repositoriosEm(tx).arquivo.countByPropostaContexto(
              propostaId,
              categoria.contexto,
            );
            if (total >= LIMITES_ARQUIVO.arquivosPorCategoria) {
              throw new HttpError(409, MENSAGENS.limiteArquivosPorCategoria);
            }
          },
        },
        ator,
      );
    },

    /**
     * The form signed by the legal representative: a PDF, once the company sent its CNPJ proof
     * (the institute checks the signer against it). At status 1 it submits the proposal (status
     * 2 'Em Análise Prévia'); in a round of requests (status 6) it answers them, taking the
     * previous signed form's place and sending the solution back to where it was. Either way
     * the solution as signed is frozen as its next version, in the same transaction.
     * Its digital signature is checked first; the verdict is stored with the file and
     * returned with its id.
     */
    async enviarFormAssinado(
      user: SessionUser,
      propostaId: string,
      dados: Arquivo,
      ator: Ator,
    ): Promise<{ arquivoId: string; assinatura: ResumoAssinatura }> {
      const alvoAtual = await propostas.findAlvo(propostaId);
      exigirAlteravel(user, alvoAtual);
      // The receipt goes to this address, so it must be one that works.
      await exigirEmailConfirmado(db, user.id, MENSAGENS.confirmeEmailParaEnviar);
      const arquivo = await verificarArquivo(dados, ['pdf'], MENSAGENS.arquivoNaoPdf);
      const contexto = CONTEXTO_ARQUIVO.FORM_ASSINADO;
      // Cryptography outside the transaction: the proposal's lock is not held while it runs.
      const agora = clock.now();
      const verificacao: VereditoVerificacao = await verificarNoEnvio(
        db,
        regrasAssinatura,
        agora,
        alvoAtual,
        arquivo.conteudo,
      );
      // Answering a round: refused unless the document carries the answer; a scan is marked.
      const motivoDaRodada =
        alvoAtual && isEmSolicitacoes(alvoAtual.statusPropostaId)
          ? await conferirDocumentoDaRodada(
              db,
              storage,
              alvoAtual,
              arquivo.conteudo,
              verificacao.veredito !== 'sem_assinatura',
            )
          : null;
      const arquivoId = await guardar(
        user,
        propostaId,
        contexto,
        arquivo,
        'assinatura',
        {
          antes: async (tx, alvo, rodada) => {
            // Signing a half-done solution would send the institute blanks.
            await exigirCompleta(tx, propostaId);
            const arquivos = repositoriosEm(tx).arquivo;
            if (!(await arquivos.existsProvaCnpj(alvo.empresaId))) {
              throw new HttpError(409, MENSAGENS.provaCnpjAusente);
            }
            // The signature being answered stays in its version; the solution carries the new one.
            if (rodada) {
              for (const anterior of await arquivos.listByProposta(propostaId, contexto)) {
                await retirarDaProposta(tx, repositoriosEm(tx).arquivo, anterior.id);
              }
            }
            // Staff download files by name; two of one name on a proposal would be ambiguous,
            // and so would a round's answer named as a file an earlier version holds.
            if (
              (await arquivos.existsNomeNaProposta(propostaId, arquivo.nomeOriginal)) ||
              (rodada !== null &&
                (await repositoriosEm(tx).envios.existsNomeEnviado(
                  propostaId,
                  arquivo.nomeOriginal,
                )))
            ) {
              throw new HttpError(409, MENSAGENS.arquivoNomeDuplicado);
            }
          },
          detalhes: { assinatura: verificacao.veredito },
          depois: async (tx, alvo, rodada, novoArquivoId) => {
            await repositoriosEm(tx).assinatura.inserirVerificacao({
              id: randomUUID(),
              propostaId,
              arquivoId: novoArquivoId,
              usuarioId: user.id,
              veredito: verificacao.veredito,
              motivos: motivoDaRodada
                ? [...verificacao.motivos, motivoDaRodada]
                : verificacao.motivos,
              evidencias: verificacao.evidencias,
              verificadaEm: agora,
            });
            const envio = await repositoriosEm(tx).envios.congelar(
              propostaId,
              user.id,
              clock.now(),
            );
            await transicionar(
              tx,
              rodada ? 'resposta-rodada' : 'envio-assinado',
              user,
              alvo.statusPropostaId,
              {
                propostaId,
                statusPropostaId: rodada?.statusAnterior ?? STATUS_PROPOSTA.EM_ANALISE_PREVIA,
                dataHoraEnvioPdf: 'agora',
              },
            );
            if (rodada) {
              await repositoriosEm(tx).solicitacoes.fechar(
                propostaId,
                rodada.numero,
                clock.now(),
                envio,
              );
              await avisarSolicitacoesRespondidas(tx, publicUrl, propostaId, rodada.abertaPor);
            }
            await enviarReciboEnvio(tx, publicUrl, propostaId);
          },
        },
        ator,
      );
      return { arquivoId, assinatura: resumoDoVeredito(verificacao) };
    },
  };
}
