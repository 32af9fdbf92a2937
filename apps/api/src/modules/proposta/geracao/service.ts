import { randomUUID } from 'node:crypto';
import {
  CONTEXTO_ARQUIVO,
  nomeArquivoSolucao,
  STATUS_GERACAO_PDF,
  TIPO_ARQUIVO,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../infra/db/client.ts';
import type { SessionUser } from '../../../http/acesso.ts';
import { enviarJob, type Job } from '../../../infra/fila.ts';
import type { FileStorage } from '../../../infra/arquivos/storage.ts';
import { renderPropostaPdf } from '../pdf/proposta-pdf.ts';
import { exigirCompleta } from '../completude-service.ts';
import { alvoVisivel } from '../alvo.ts';
import { montarDadosPdf } from './dados-pdf.ts';
import { registrarAuditoria, type Ator } from '../../trilha-auditoria/registrar.ts';
import { sha256 } from '../../assinatura/verificador.ts';
import { repositoriosEm } from '../../repositorios.ts';

/** The portal's one queue (docs/decisions/010) carries the PDF jobs too. */
export const FILA_PDF = 'gerar-pdf-proposta';

export interface JobPdf {
  propostaId: string;
  jobId: string;
}

interface Dependencias {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Wakes this instance's worker: somebody is polling for this PDF right now. */
  acordarFila: () => void;
}

/**
 * The proposal form as a PDF, generated in the background (spec: ask, then poll every second
 * for up to 15 s). The job's state lives in `geracao_pdf`, so the poll may reach any instance.
 */
export function createGeracaoPdfService({ db, storage, log, acordarFila }: Dependencias) {
  /** Renders and stores the form, unless a newer request took the job over meanwhile. */
  async function executar(propostaId: string, jobId: string): Promise<void> {
    try {
      const dados = await montarDadosPdf(db, propostaId);
      if (!dados) return;
      const pdf = await renderPropostaPdf(dados);
      await storage.transaction(async (tx, novos) => {
        const geracoes = repositoriosEm(tx).geracao;
        if (!(await geracoes.lockSeAtual(propostaId, jobId))) return;
        // One generated form per proposal: the newest replaces the last.
        const contexto = CONTEXTO_ARQUIVO.PDF_GERADO;
        await repositoriosEm(tx).arquivo.deleteByPropostaContexto(propostaId, contexto);
        const arquivoId = randomUUID();
        const metadados = {
          id: arquivoId,
          // Named for people: the code and the title, as the zip.
          nomeOriginal: nomeArquivoSolucao('proposta', dados.codigoProposta, dados.titulo, '.pdf'),
          tipo: 'application/pdf',
          tipoDoArquivo: TIPO_ARQUIVO.PDF,
          tamanho: pdf.length,
          contexto,
          propostaId,
        };
        await novos.inserir(metadados, pdf);
        // Kept after the file is replaced: the company may sign a copy it downloaded earlier.
        await repositoriosEm(tx).assinatura.registrarPdfGerado(
          propostaId,
          sha256(pdf),
          dados.versao,
        );
        await geracoes.concluir(propostaId, jobId, arquivoId);
      });
    } catch (error) {
      log.error({ err: error, propostaId }, 'falha ao gerar o PDF da proposta');
      const mensagem = error instanceof Error ? error.message : String(error);
      await repositoriosEm(db).geracao.falhar(propostaId, jobId, mensagem);
    }
  }

  return {
    /** Accepts the request (status 1) and starts the job unless one is already under way. */
    async solicitar(user: SessionUser, propostaId: string, ator: Ator) {
      await alvoVisivel(db, user, propostaId);
      // The form is printed to be signed: a half-done solution is refused with what it lacks.
      await exigirCompleta(db, propostaId);
      const jobId = randomUUID();
      // The job and its state commit together: no state without its job, no job without state.
      const iniciado = await db.transaction(async (tx) => {
        if (!(await repositoriosEm(tx).geracao.iniciar(propostaId, jobId))) return false;
        await enviarJob(tx, FILA_PDF, { propostaId, jobId } satisfies JobPdf);
        await registrarAuditoria(tx, ator, {
          acao: 'proposta.pdf',
          entidade: 'proposta',
          entidadeId: propostaId,
          propostaId,
        });
        return true;
      });
      if (iniciado) acordarFila();
      return { status: STATUS_GERACAO_PDF.ACEITO, propostaID: propostaId };
    },

    /** 7 with the file's id when ready; 1 while running; 9 failed; 0 never asked. */
    async consultar(user: SessionUser, propostaId: string) {
      await alvoVisivel(db, user, propostaId);
      const job = await repositoriosEm(db).geracao.find(propostaId);
      const pronto = job?.status === STATUS_GERACAO_PDF.PRONTO && job.arquivoId !== null;
      return {
        status: job === null ? STATUS_GERACAO_PDF.NAO_SOLICITADO : job.status,
        propostaID: propostaId,
        arquivoID: pronto ? job.arquivoId : null,
      };
    },

    /** The queue's handler: each job rendered; those that could not even fail are retried. */
    async trabalhar(jobs: Job<JobPdf>[]): Promise<string[]> {
      const repetir: string[] = [];
      for (const job of jobs) {
        try {
          await executar(job.data.propostaId, job.data.jobId);
        } catch (error) {
          log.warn({ err: error, propostaId: job.data.propostaId }, 'job de PDF será repetido');
          repetir.push(job.id);
        }
      }
      return repetir;
    },
  };
}
