import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCepValido, isCnpjValido, MENSAGENS, normalizarCnpj } from '@portal/domain';
import { createRegistrosService } from './service.ts';

const cnpjParams = z.object({
  cnpj: z.string().refine(isCnpjValido, MENSAGENS.cnpjInvalido).transform(normalizarCnpj),
});
const cepParams = z.object({
  cep: z
    .string()
    .refine(isCepValido, MENSAGENS.cepInvalido)
    .transform((cep) => cep.replace(/\D/g, '')),
});

// A person registering asks one CNPJ and a CEP or two; the cap keeps a script from using the
// portal as a free proxy to the registries, whose own limits would then refuse everyone.
const LIMITE_POR_MINUTO = 20;

const DESCRICAO_RESPOSTA =
  'Responde sempre 200: `{ disponivel: true, dados }`, ou `{ disponivel: false, motivo }` com ' +
  '`desligado` (sem provedor configurado), `nao-encontrado` ou `indisponivel` (provedor fora do ' +
  'ar, lento ou com resposta inesperada: o formulário avisa e segue à mão). Consultas demais da ' +
  'mesma origem dão 429.';

/** Public registries that prefill a new company's registration (docs/decisions/025). */
export async function registrosPublicosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createRegistrosService(app.repositorios.registros, app.config.registros, app.log);
  // Anonymous: the company registering has no account yet.
  const config = {
    access: 'public',
    rateLimit: { max: LIMITE_POR_MINUTO * app.config.rateLimitFactor, timeWindow: '1 minute' },
  } as const;
  const tags = ['Cadastro'];

  app.get(
    '/api/registros/cnpj/:cnpj',
    {
      config,
      schema: {
        tags,
        summary: 'Consulta uma empresa no cadastro público de CNPJ',
        description:
          'Razão social, nome fantasia, situação cadastral e endereço (município pelo código ' +
          `IBGE) para preencher o cadastro de uma empresa nova. ${DESCRICAO_RESPOSTA}`,
        params: cnpjParams,
      },
    },
    async (request) => service.consultarCnpj(request.params.cnpj),
  );

  app.get(
    '/api/registros/cep/:cep',
    {
      config,
      schema: {
        tags,
        summary: 'Consulta um endereço pelo CEP',
        description:
          'Tipo e nome do logradouro, bairro, estado e município do CEP, com ou sem máscara. ' +
          DESCRICAO_RESPOSTA,
        params: cepParams,
      },
    },
    async (request) => service.consultarCep(request.params.cep),
  );
}
