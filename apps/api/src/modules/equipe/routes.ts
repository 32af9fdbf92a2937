import type { FastifyInstance } from 'fastify';
import { aprovacaoEquipeSchema, MENSAGENS } from '@portal/domain';
import { idParams } from '../../lib/params.ts';
import { resultado } from '../../lib/resultado.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { signedInUser } from '../../plugins/access.ts';
import type { AcaoEquipe } from './policies.ts';
import { createEquipeService } from './service.ts';

/** The institute team, for administrators only: approvals, roles, deactivation. */
export async function equipeRoutes(app: FastifyInstance) {
  const service = createEquipeService(app.db, app.notificacoes);
  const access = { access: 'admin' as const };

  app.get('/api/equipe', { config: access }, async () => service.listar());

  const rotaDeAcao = (acao: string, mensagem: string, acaoDe: (body: unknown) => AcaoEquipe) =>
    app.post(`/api/equipe/:id/${acao}`, { config: access }, async (request) => {
      const { id } = parseOrThrow(idParams, request.params);
      const membro = await service.aplicar(signedInUser(request), id, acaoDe(request.body));
      return { ...resultado(mensagem), membro };
    });

  // Approving a pending member and changing an approved member's role are the same act.
  rotaDeAcao('aprovacao', MENSAGENS.perfilAtualizado, (body) => ({
    tipo: 'perfil',
    tipoUsuario: parseOrThrow(aprovacaoEquipeSchema, body).tipoUsuario,
  }));
  rotaDeAcao('desativacao', MENSAGENS.usuarioDesativado, () => ({ tipo: 'desativacao' }));
  rotaDeAcao('reativacao', MENSAGENS.usuarioReativado, () => ({ tipo: 'reativacao' }));
}
