import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cadastroGestorSchema, decisaoGestorSchema, MENSAGENS } from '@portal/domain';
import { idParams } from '../../http/params.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';

const tags = ['Gestor público'];

/** Municipal managers' accounts: sign-up, own profile, and staff verification. */
export async function gestorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.servicos.gestor;

  app.post(
    '/api/gestor/cadastro',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Cadastra um gestor público municipal',
        description:
          'Com e-mail de um domínio de `GESTOR_EMAIL_DOMINIOS`, a conta fica verificada na hora; ' +
          'senão, aguarda a equipe. Responde 201 com o id e `verificado`; cadastros demais da ' +
          'mesma origem dão 429.',
        body: cadastroGestorSchema,
      },
    },
    async (request, reply) => {
      const { id, verificado } = await service.registrar(request.body, atorDe(request));
      const mensagem = verificado
        ? MENSAGENS.cadastroGestorVerificado
        : MENSAGENS.cadastroGestorPendente;
      return reply.code(201).send({ ...resultado(mensagem, id), verificado });
    },
  );

  app.get(
    '/api/gestor/perfil',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'O perfil do próprio gestor público',
        description:
          'Município, cargo e situação (verificado, pendente ou recusado); 404 para quem não é gestor.',
      },
    },
    async (request) => service.perfil(signedInUser(request)),
  );

  app.get(
    '/api/gestor/pendentes',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'Gestores públicos aguardando verificação, do mais antigo' },
    },
    async () => service.pendentes(),
  );

  app.post(
    '/api/gestor/:id/decisao',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Aprova ou recusa um gestor público pendente',
        description:
          'A recusa exige o motivo; o gestor recebe um e-mail. Um cadastro já decidido responde 404.',
        params: idParams,
        body: decisaoGestorSchema,
      },
    },
    async (request) => {
      const mensagem = await service.decidir(
        request.params.id,
        request.body,
        signedInUser(request),
        atorDe(request),
      );
      return resultado(mensagem);
    },
  );
}
