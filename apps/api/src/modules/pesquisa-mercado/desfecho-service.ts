import { MENSAGENS_HTTP, type DesfechoEntrada } from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';
import type { Database } from '../../infra/db/client.ts';
import { repositoriosEm } from '../repositorios.ts';
import { solucaoNaoEncontrada } from '../repositorio/service.ts';
import { registrarAuditoria, type Ator } from '../trilha-auditoria/registrar.ts';

/** "Desfecho": what came of a solution for the manager's municipality. */
export function createDesfechoService(db: Database) {
  return {
    /** Adds a declaration (a change of mind is a new one); only about a published solution. */
    registrar: (ator: Ator & { usuarioId: string }, entrada: DesfechoEntrada) =>
      db.transaction(async (tx) => {
        const repos = repositoriosEm(tx);
        const gestor = await repos.contato.findRemetente(ator.usuarioId);
        if (!gestor) throw new HttpError(403, MENSAGENS_HTTP.acessoNegado);
        if (!(await repos.contato.findSolucaoPublicada(entrada.propostaId))) {
          throw solucaoNaoEncontrada();
        }
        await repos.desfecho.registrar({
          usuarioId: ator.usuarioId,
          municipioId: gestor.municipioId,
          propostaId: entrada.propostaId,
          tipo: entrada.tipo,
          observacao: entrada.observacao || null,
          registradoEm: ator.agora,
        });
        await registrarAuditoria(tx, ator, {
          acao: 'desfecho.registro',
          entidade: 'desfecho_solucao',
          propostaId: entrada.propostaId,
          detalhes: { desfecho: entrada.tipo },
        });
      }),

    listar: async (usuarioId: string) => ({
      itens: await repositoriosEm(db).desfecho.listDoGestor(usuarioId),
    }),
  };
}
