import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aprovacaoEquipeSchema,
  type membroEquipeSchema,
  type RespostaServidor,
} from '@portal/domain';
import { idParams } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { createEquipeService } from './service.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';

const tags = ['Equipe do instituto'];

/** The institute team, for administrators only: approvals, roles, deactivation. */
export async function equipeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createEquipeService(app.db, app.config.publicUrl);
  const access = { access: 'admin' as const };

  app.get(
    '/api/equipe',
    { config: access, schema: { tags, summary: 'Lista a equipe do instituto' } },
    async () => (await service.listar()) satisfies RespostaServidor<typeof membroEquipeSchema>[],
  );

  // Approving a pending member and changing an approved member's role are the same act.
  app.post(
    '/api/equipe/:id/aprovacao',
    {
      config: access,
      schema: {
        tags,
        summary: 'Aprova um membro da equipe ou muda o seu perfil',
        description:
          'Perfil Analista ou Administrador. Aprovar exige o e-mail confirmado; o administrador ' +
          'não rebaixa a si mesmo nem deixa o portal sem administrador (409).',
        params: idParams,
        body: aprovacaoEquipeSchema,
      },
    },
    async (request) => {
      const { membro, mensagem } = await service.aplicar(
        signedInUser(request),
        request.params.id,
        { tipo: 'perfil', tipoUsuario: request.body.tipoUsuario },
        atorDe(request),
      );
      return { ...resultado(mensagem), membro };
    },
  );

  const rotaDeAtivacao = (
    tipo: 'desativacao' | 'reativacao',
    textos: { summary: string; description?: string },
  ) =>
    app.post(
      `/api/equipe/:id/${tipo}`,
      { config: access, schema: { tags, ...textos, params: idParams } },
      async (request) => {
        const { membro, mensagem } = await service.aplicar(
          signedInUser(request),
          request.params.id,
          { tipo },
          atorDe(request),
        );
        return { ...resultado(mensagem), membro };
      },
    );
  rotaDeAtivacao('desativacao', {
    summary: 'Desativa um membro da equipe',
    description:
      'Encerra as sessões do membro. O administrador não desativa a si mesmo nem deixa o ' +
      'portal sem administrador (409).',
  });
  rotaDeAtivacao('reativacao', {
    summary: 'Reativa um membro da equipe',
  });
}
