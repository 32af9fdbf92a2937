import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guidParam } from '../../lib/params.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { createEmpresasService } from './empresas-service.ts';

const empresaParams = z.object({ empresaId: guidParam });

/** The companies list of the institute area (spec: /ipt/companies and its exports). */
export async function cadastroEmpresasRoutes(app: FastifyInstance) {
  const service = createEmpresasService(app.db);
  const config = { access: 'staff' as const };

  app.get('/api/cadastro/empresa', { config }, async () => service.listar());

  app.get('/api/cadastro/empresa-contato', { config }, async () => service.listarComContatos());

  app.get('/api/cadastro/empresa-contato/:empresaId', { config }, async (request) => {
    const { empresaId } = parseOrThrow(empresaParams, request.params);
    return service.comContatos(empresaId);
  });
}
