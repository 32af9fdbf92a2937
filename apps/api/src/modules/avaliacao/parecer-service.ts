import { randomUUID } from 'node:crypto';
import {
  CONTEXTO_ARQUIVO,
  MENSAGENS,
  MENSAGENS_HTTP,
  STATUS_PROPOSTA,
  TIPO_ARQUIVO,
  pessoaParaEmpresa,
  type ConclusaoParecer,
  type EmissaoParecer,
  type CriterioRubrica,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { parecer } from '../../infra/db/schema-avaliacao.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import type { FileStorage } from '../../infra/arquivos/storage.ts';
import type { DependenciasAvaliacao } from './atribuicao-service.ts';
import { findPropostaAlvo } from './avaliacao-repository.ts';
import { exigirSemConflito, situacaoNaProposta } from './avaliacao-service.ts';
import { emailParecerLiberado } from './emails.ts';
import { renderParecerPdf } from './parecer-pdf.ts';
import { podeVerAvaliacoes } from './policies.ts';
import { isDaEmpresa } from '../proposta/policies.ts';
import { transicionar } from '../proposta/transicao-status.ts';
import { chaveDoRegistro, salvarComVersao } from '../versoes/salvar-com-versao.ts';
import { apresentarAvaliacao, consolidacaoDe } from './presenter.ts';
import { repositoriosEm } from '../repositorios.ts';

const naoEncontrado = () => new HttpError(404, MENSAGENS_HTTP.naoEncontrado);

const nomeDoArquivo = (codigoProposta: string) => `Parecer técnico ${codigoProposta}.pdf`;

/** The submitted evaluations and the criteria of each rubric version they used. */
async function avaliacoesEnviadas(db: Executor, propostaId: string) {
  const atuais = (await repositoriosEm(db).avaliacao.atuais([propostaId])).filter(
    (a) => a.avaliacao.enviadaEm !== null,
  );
  const rubricas = new Map<number, CriterioRubrica[]>();
  for (const versao of new Set(atuais.map((a) => a.avaliacao.rubricaVersao))) {
    rubricas.set(versao, await repositoriosEm(db).rubrica.criterios(versao));
  }
  return { atuais, rubricas };
}

/**
 * The technical opinion: an administrator drafts its conclusion, issues it (the PDF is made
 * once and kept as issued) and releases it to the company, which is told by e-mail.
 */
export function createParecerService(deps: DependenciasAvaliacao & { storage: FileStorage }) {
  const { db, clock, storage, publicUrl, enfileirarEmail } = deps;

  /** Staff who may see the evaluations see the opinion; anyone else learns nothing of it. */
  async function exigirLeitura(user: SessionUser, propostaId: string) {
    const situacao = await situacaoNaProposta(db, user, propostaId);
    if (!podeVerAvaliacoes(user, situacao)) throw naoEncontrado();
    return situacao.alvo;
  }

  return {
    estado: async (user: SessionUser, propostaId: string) => {
      await exigirLeitura(user, propostaId);
      const [atual, versao] = await Promise.all([
        repositoriosEm(db).parecer.porProposta(propostaId),
        repositoriosEm(db).registroVersoes.atual(chaveDoRegistro('parecer', propostaId)),
      ]);
      return {
        conclusao: atual?.conclusao ?? '',
        emitidoEm: atual?.emitidoEm ?? null,
        liberadoEm: atual?.liberadoEm ?? null,
        versao,
      };
    },

    /**
     * Saves the opinion's conclusion until it is issued; a save from a page another
     * administrator saved since is refused. Returns the version now stored.
     */
    salvarConclusao: (admin: SessionUser, propostaId: string, dados: ConclusaoParecer) =>
      db.transaction(async (tx) => {
        await exigirSemConflito(tx, admin, propostaId);
        const repository = repositoriosEm(tx).parecer;
        const pedido = {
          tipo: 'parecer' as const,
          id: propostaId,
          lida: dados.versao,
          usuarioId: admin.id,
          envia: ['conclusao'],
        };
        return salvarComVersao(tx, clock, pedido, async () => {
          const antes = await repository.porProposta(propostaId);
          if (antes?.emitidoEm) throw new HttpError(409, MENSAGENS.parecerJaEmitido);
          await repository.salvarConclusao(propostaId, dados.conclusao, clock.now());
          return antes?.conclusao === dados.conclusao ? [] : ['conclusao'];
        });
      }),

    /**
     * Issues the parecer and moves the solution to 7, or 8 with a DCT, in one transaction: the
     * status entry is the parecer's own, so the two cannot disagree.
     */
    emitir: (admin: SessionUser, propostaId: string, dados: EmissaoParecer) =>
      storage.transaction(async (tx, arquivos) => {
        const { alvo } = await exigirSemConflito(tx, admin, propostaId);
        // Two administrators issuing at once: the second waits here and then finds it issued.
        const [rascunho] = await tx
          .select()
          .from(parecer)
          .where(eq(parecer.propostaId, propostaId))
          .for('update');
        if (rascunho?.emitidoEm) throw new HttpError(409, MENSAGENS.parecerJaEmitido);
        if (!rascunho?.conclusao) throw fieldError(400, 'conclusao', MENSAGENS.campoObrigatorio);
        const { atuais, rubricas } = await avaliacoesEnviadas(tx, propostaId);
        const consolidacao = consolidacaoDe(
          atuais.map((a) => a.avaliacao),
          Number.POSITIVE_INFINITY,
        );
        if (consolidacao === null) throw new HttpError(409, MENSAGENS.semAvaliacoesEnviadas);
        const comDct = dados?.comDct === true;
        // Locked as every status change locks it, so no other move interleaves with this one.
        const travada = await repositoriosEm(tx).proposta.lockAlvo(propostaId);
        if (travada === null) throw naoEncontrado();
        const { historicoId } = await transicionar(tx, 'parecer', admin, travada.statusPropostaId, {
          propostaId,
          statusPropostaId: comDct
            ? STATUS_PROPOSTA.PARECER_TECNICO_COM_DCT
            : STATUS_PROPOSTA.PARECER_TECNICO,
          // No note: the entry is the parecer's (it points here), which the company reads only
          // once released.
          observacao: null,
        });
        const emitidoEm = clock.now();
        const pdf = await renderParecerPdf({
          codigoProposta: alvo.codigoProposta,
          titulo: alvo.titulo,
          nomeOficialEmpresa: alvo.nomeOficialEmpresa,
          comDct,
          consolidacao,
          rubricas,
          // The parecer is the company's document: it shows what was judged, never by whom.
          avaliacoes: atuais.map((a) =>
            apresentarAvaliacao(
              a.avaliacao,
              pessoaParaEmpresa({
                id: a.avaliacao.avaliadorId,
                nome: a.nomeAvaliador,
                email: null,
                tipoUsuario: a.tipoAvaliador,
              }).nome,
            ),
          ),
          conclusao: rascunho.conclusao,
          emitidoEm,
        });
        const arquivoId = randomUUID();
        await arquivos.inserir(
          {
            id: arquivoId,
            nomeOriginal: nomeDoArquivo(alvo.codigoProposta),
            tipo: 'application/pdf',
            tipoDoArquivo: TIPO_ARQUIVO.PDF,
            tamanho: pdf.length,
            contexto: CONTEXTO_ARQUIVO.PARECER_TECNICO,
          },
          pdf,
        );
        await repositoriosEm(tx).parecer.emitir(propostaId, {
          arquivoId,
          emitidoEm,
          emitidoPor: admin.id,
          historicoStatusId: historicoId,
        });
      }),

    liberar: (admin: SessionUser, propostaId: string) =>
      db.transaction(async (tx) => {
        const { alvo } = await exigirSemConflito(tx, admin, propostaId);
        const repository = repositoriosEm(tx).parecer;
        const atual = await repository.porProposta(propostaId);
        if (!atual?.emitidoEm) throw new HttpError(409, MENSAGENS.parecerNaoEmitido);
        if (atual.liberadoEm) return;
        await repository.liberar(propostaId, clock.now(), admin.id);
        await enfileirarEmail(
          tx,
          emailParecerLiberado(publicUrl, { nome: alvo.nomeDono, email: alvo.emailDono }, alvo),
        );
      }),

    /** The issued PDF for staff who may see the evaluations. */
    abrirParaEquipe: async (user: SessionUser, propostaId: string) => {
      const alvo = await exigirLeitura(user, propostaId);
      const atual = await repositoriosEm(db).parecer.porProposta(propostaId);
      if (!atual?.arquivoId) throw naoEncontrado();
      return { nome: nomeDoArquivo(alvo.codigoProposta), arquivoId: atual.arquivoId };
    },

    /** Every released opinion of the company's solutions, to any of its active members. */
    liberadosDaEmpresa: async (user: SessionUser) =>
      user.empresaId === null ? [] : repositoriosEm(db).parecer.liberadosDaEmpresa(user.empresaId),

    /** The company's copy: its own solution, once released; before that it does not exist. */
    abrirParaEmpresa: async (user: SessionUser, propostaId: string) => {
      const alvo = await findPropostaAlvo(db, propostaId);
      if (alvo === null || !isDaEmpresa(user, alvo)) throw naoEncontrado();
      const atual = await repositoriosEm(db).parecer.porProposta(propostaId);
      if (!atual?.liberadoEm || !atual.arquivoId) {
        throw new HttpError(404, MENSAGENS.parecerIndisponivel);
      }
      return { nome: nomeDoArquivo(alvo.codigoProposta), arquivoId: atual.arquivoId };
    },
  };
}
