import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  atualizacaoUsuarioSchema,
  cadastroUsuarioSchema,
  isCnpjValido,
  MENSAGENS,
  normalizarCnpj,
} from '@portal/domain';
import { fieldError } from '../../http/http-error.ts';
import { idParams } from '../../http/params.ts';
import { cabecalhosComVersao, comVersaoLida, respostaComVersao } from '../../http/versao.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { atorDe } from '../trilha-auditoria/registrar.ts';

// Only the shape here: the CNPJ check stays in the handler, whose refusal is the answer's message.
const cnpjParams = z.object({ cnpj: z.string() });

export async function cadastroRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.servicos.cadastro;

  app.put(
    '/api/cadastro/usuario',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Cadastro'],
        summary: 'Cadastra um usuário de empresa',
        description:
          'Cria o usuário e, se for nova, a empresa; numa empresa existente, pede para ' +
          'participar. Responde 201 com o id do usuário; cadastros demais da mesma origem dão 429.',
        body: cadastroUsuarioSchema,
      },
    },
    async (request, reply) => {
      const id = await service.registrar(request.body, atorDe(request));
      return reply.code(201).send(resultado(MENSAGENS.cadastroRealizado, id));
    },
  );

  app.post(
    '/api/cadastro/usuario',
    {
      config: { access: 'user' },
      schema: {
        tags: ['Cadastro'],
        summary: 'Atualiza os dados e a senha do próprio usuário',
        description:
          'Exige a senha atual; com uma senha nova, encerra as outras sessões do usuário. ' +
          'E-mail e empresa não mudam por aqui. Com a `versao` lida (no corpo ou em ' +
          '`If-Match`), salvar de uma cópia antiga responde 409 dizendo quando e quais campos ' +
          'mudaram; sem versão, salva como sempre. Responde a nova `versao`.',
        body: atualizacaoUsuarioSchema,
        headers: cabecalhosComVersao,
      },
    },
    async (request, reply) => {
      const dados = comVersaoLida(request.body, request.headers);
      const versao = await service.atualizar(
        signedInUser(request),
        request.sessionId,
        dados,
        atorDe(request),
      );
      return respostaComVersao(reply, MENSAGENS.cadastroAtualizado, versao);
    },
  );

  app.get(
    '/api/cadastro/empresa/id/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['Empresas'], summary: 'Busca uma empresa pelo id', params: idParams },
    },
    async (request) => service.empresaPorId(signedInUser(request), request.params.id),
  );

  app.get(
    '/api/cadastro/empresa/cnpj/:cnpj',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Cadastro'],
        summary: 'Busca uma empresa pelo CNPJ',
        description:
          'Usada no cadastro para reconhecer uma empresa existente; aceita o CNPJ com ou sem ' +
          'máscara. Consultas demais da mesma origem dão 429.',
        params: cnpjParams,
      },
    },
    async (request) => {
      const { cnpj } = request.params;
      // The lookup dialog shows this message as it comes, so it is the answer's, not a field's.
      if (!isCnpjValido(cnpj)) throw fieldError(400, 'cnpj', MENSAGENS.cnpjInvalido);
      return service.empresaPorCnpj(request.user, normalizarCnpj(cnpj), request.ip);
    },
  );
}
