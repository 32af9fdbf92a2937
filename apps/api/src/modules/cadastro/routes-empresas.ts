import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guidParam } from '../../http/params.ts';
import { createEmpresasService } from './empresas-service.ts';

const empresaParams = z.object({ empresaId: guidParam });
const tags = ['Empresas'];

/** The companies list of the institute area (spec: /ipt/companies and its exports). */
export async function cadastroEmpresasRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createEmpresasService(app.db);
  const config = { access: 'staff' as const };

  app.get(
    '/api/cadastro/empresa',
    { config, schema: { tags, summary: 'Lista as empresas cadastradas' } },
    async () => service.listar(),
  );

  app.get(
    '/api/cadastro/empresa-contato',
    { config, schema: { tags, summary: 'Lista as empresas com os seus contatos' } },
    async () => service.listarComContatos(),
  );

  app.get(
    '/api/cadastro/empresa-contato/:empresaId',
    {
      config,
      schema: { tags, summary: 'Mostra uma empresa com os seus contatos', params: empresaParams },
    },
    async (request) => service.comContatos(request.params.empresaId),
  );
}
