import { randomUUID } from 'node:crypto';
import {
  esperaParaContato,
  LIMITES_CONTATO,
  MENSAGENS,
  MENSAGENS_HTTP,
  type MensagemEmpresaEntrada,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { repositoriosEm } from '../repositorios.ts';
import { solucaoNaoEncontrada } from '../repositorio/service.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';
import { enviarAosMembros } from './contato-email.ts';

const JANELA_MS = LIMITES_CONTATO.janelaHoras * 60 * 60 * 1000;

/** "Falar com a empresa": a manager writes to a published solution's company. */
export function createContatoService(db: Database, publicUrl: string) {
  return {
    /**
     * Stores the message, queues one e-mail per active member and records it in the audit
     * trail, all in one transaction. The limits are counted in the stored messages, under a
     * lock on the manager, so every instance sees the same count.
     */
    enviar: (
      ator: Ator & { usuarioId: string },
      propostaId: string,
      entrada: MensagemEmpresaEntrada,
    ) =>
      db.transaction(async (tx) => {
        const repos = repositoriosEm(tx);
        const remetente = await repos.contato.findRemetente(ator.usuarioId, { bloquear: true });
        if (!remetente) throw new HttpError(403, MENSAGENS_HTTP.acessoNegado);
        const solucao = await repos.contato.findSolucaoPublicada(propostaId);
        if (!solucao) throw solucaoNaoEncontrada();

        const desde = new Date(ator.agora.getTime() - JANELA_MS);
        const espera = esperaParaContato(
          await repos.contato.enviadosDesde(ator.usuarioId, desde),
          propostaId,
          ator.agora,
        );
        if (!espera.permitido) {
          throw new HttpError(
            429,
            espera.motivo === 'solucao'
              ? MENSAGENS.contatoLimiteSolucao
              : MENSAGENS.contatoLimiteTotal,
            { headers: { 'retry-after': String(espera.segundos) } },
          );
        }

        const membros = await repos.membros.listAtivos(solucao.empresaId);
        if (membros.length === 0) throw new HttpError(409, MENSAGENS.contatoEmpresaSemMembros);

        const id = randomUUID();
        await repos.contato.registrar({
          id,
          usuarioId: ator.usuarioId,
          propostaId,
          empresaId: solucao.empresaId,
          municipioId: remetente.municipioId,
          assunto: entrada.assunto,
          texto: entrada.texto,
          enviadoEm: ator.agora,
        });
        await enviarAosMembros(tx, publicUrl, membros, { remetente, solucao, ...entrada });
        await registrarAuditoria(tx, ator, {
          acao: 'contato.empresa',
          entidade: 'contato_empresa',
          entidadeId: id,
          empresaId: solucao.empresaId,
          propostaId,
          detalhes: { destinatarios: membros.length },
        });
      }),

    /** The manager's contact as companies will see it, and what they sent. */
    doGestor: async (usuarioId: string) => {
      const repos = repositoriosEm(db);
      const remetente = await repos.contato.findRemetente(usuarioId);
      if (!remetente) throw new HttpError(403, MENSAGENS_HTTP.acessoNegado);
      return { remetente, mensagens: await repos.contato.listDoGestor(usuarioId) };
    },
  };
}
