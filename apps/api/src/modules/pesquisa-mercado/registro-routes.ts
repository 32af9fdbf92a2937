import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODIGO_REGISTRO_REGEX,
  MENSAGENS,
  MENSAGENS_HTTP,
  registroPesquisaEntradaSchema,
} from '@portal/domain';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError } from '../../http/http-error.ts';
import { signedInUser } from '../../http/acesso.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';
import { registroCsv } from './registro-csv.ts';
import { renderRegistroPdf } from './registro-pdf.ts';
import { createRegistroPesquisaService } from './registro-service.ts';

// Typed from paper, a code may come in lowercase; anything else is a record that does not exist.
const codigoParams = z.object({
  codigo: z
    .string()
    .transform((codigo) => codigo.toUpperCase())
    .pipe(z.string().regex(CODIGO_REGISTRO_REGEX)),
});

const registroNaoEncontrado = () => new HttpError(404, MENSAGENS.registroNaoEncontrado);

function exigirCodigoValido(request: FastifyRequest) {
  if (request.validationError) throw registroNaoEncontrado();
}

// A record never changes, so a browser or proxy may keep it; a day bounds what a cache holds.
const IMUTAVEL = 'public, max-age=86400, immutable';

// The codes cannot be guessed (60 bits); the cap keeps a script from trying, and from spending
// the server on PDFs.
const LIMITE_PUBLICO = { max: 60, timeWindow: '1 minute' } as const;

/** The market-survey record: made by a manager, read by anyone who holds its code. */
export async function registroPesquisaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createRegistroPesquisaService(
    app.db,
    app.servicos.repositorio,
    app.config.publicUrl,
  );
  const tags = ['Pesquisa de mercado'];
  const configPublica = { access: 'public', rateLimit: LIMITE_PUBLICO } as const;
  const paramsDoRegistro = { attachValidation: true, schema: { tags, params: codigoParams } };

  app.post(
    '/api/gestor/registros',
    {
      config: { access: 'gestor' },
      schema: {
        tags,
        summary: 'Registra uma pesquisa de mercado (busca, filtros e seleção congelados)',
        description:
          'Refaz a busca no servidor e guarda os resultados com a versão publicada de cada solução; o registro não muda depois.',
        body: registroPesquisaEntradaSchema,
      },
    },
    async (request, reply) => {
      const usuario = signedInUser(request);
      const perfil = await app.repositorios.gestor.findPerfil(usuario.id);
      if (!perfil) throw new HttpError(403, MENSAGENS_HTTP.acessoNegado);
      const registro = await service.registrar(
        { ...atorDe(request), usuarioId: usuario.id },
        {
          nome: perfil.nome,
          cargo: perfil.cargo,
          municipio: perfil.municipio.nome,
          uf: perfil.municipio.uf,
          codigoIbge: String(perfil.municipio.id),
        },
        request.body,
      );
      return reply.status(201).send(registro);
    },
  );

  app.get(
    '/api/gestor/registros',
    {
      config: { access: 'gestor' },
      schema: { tags, summary: 'Lista os registros de pesquisa de mercado do gestor' },
    },
    async (request) => service.doUsuario(signedInUser(request).id),
  );

  app.get(
    '/api/registros-pesquisa/:codigo',
    {
      config: configPublica,
      ...paramsDoRegistro,
      schema: { ...paramsDoRegistro.schema, summary: 'Mostra um registro de pesquisa de mercado' },
    },
    async (request, reply) => {
      exigirCodigoValido(request);
      const registro = await service.obter(request.params.codigo);
      return reply.header('cache-control', IMUTAVEL).send(registro);
    },
  );

  app.get(
    '/api/registros-pesquisa/:codigo/pdf',
    {
      config: configPublica,
      ...paramsDoRegistro,
      schema: { ...paramsDoRegistro.schema, summary: 'Baixa o PDF de um registro de pesquisa' },
    },
    async (request, reply) => {
      exigirCodigoValido(request);
      const registro = await service.obter(request.params.codigo);
      return reply
        .type('application/pdf')
        .header('cache-control', IMUTAVEL)
        .header(
          'content-disposition',
          contentDisposition('attachment', `registro-pesquisa-${registro.registro.codigo}.pdf`),
        )
        .send(await renderRegistroPdf(registro));
    },
  );

  app.get(
    '/api/registros-pesquisa/:codigo/csv',
    {
      config: configPublica,
      ...paramsDoRegistro,
      schema: { ...paramsDoRegistro.schema, summary: 'Baixa o CSV de um registro de pesquisa' },
    },
    async (request, reply) => {
      exigirCodigoValido(request);
      const registro = await service.obter(request.params.codigo);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', IMUTAVEL)
        .header(
          'content-disposition',
          contentDisposition('attachment', `registro-pesquisa-${registro.registro.codigo}.csv`),
        )
        .send(registroCsv(registro));
    },
  );
}
