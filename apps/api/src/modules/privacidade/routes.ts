import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aceiteTermosSchema,
  contatoPrivacidadeSchema,
  MENSAGENS,
  PRAZO_PEDIDO_TITULAR_DIAS,
  publicacaoTermosSchema,
  type ContatoPrivacidade,
  type Privacidade,
} from '@portal/domain';
import { HttpError } from '../../http/http-error.ts';
import { resultado } from '../../http/resultado.ts';
import { signedInUser } from '../../http/acesso.ts';
import { alteracoesEntre, atorDe, registrarAuditoria } from '../trilha-auditoria/registrar.ts';
import { repositoriosEm } from '../repositorios.ts';

const tags = ['Privacidade'];

/** The edited fields of the contact, as the audit trail compares them. */
const camposDoContato = (c: ContatoPrivacidade) => ({
  controladorNome: c.controladorNome,
  controladorContato: c.controladorContato,
  encarregadoNome: c.encarregadoNome,
  encarregadoEmail: c.encarregadoEmail,
  encarregadoTelefone: c.encarregadoTelefone || null,
});

/**
 * The privacy notice's facts (controller, encarregado, terms in force, retention) and the
 * versions of the terms each person accepts.
 */
export async function privacidadeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const contato = app.repositorios.contatoPrivacidade;
  const termos = app.repositorios.termos;

  app.get(
    '/api/privacidade',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mostra o controlador, o encarregado, os termos em vigor e os prazos de guarda',
      },
    },
    async (): Promise<Privacidade> => {
      const [c, t] = await Promise.all([contato.ler(), termos.atual()]);
      return {
        controlador: { nome: c.controladorNome, contato: c.controladorContato },
        encarregado: {
          nome: c.encarregadoNome,
          email: c.encarregadoEmail,
          telefone: c.encarregadoTelefone,
        },
        atualizadoEm: c.atualizadoEm.toISOString(),
        termos: { versao: t.versao, resumo: t.resumo, publicadaEm: t.publicadaEm.toISOString() },
        retencao: {
          acessosMeses: app.config.retencaoAcessosMeses,
          prazoPedidoDias: PRAZO_PEDIDO_TITULAR_DIAS,
        },
      };
    },
  );

  app.put(
    '/api/privacidade/contato',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Altera o controlador e o encarregado mostrados no aviso de privacidade',
        body: contatoPrivacidadeSchema,
      },
    },
    async (request) => {
      const ator = atorDe(request);
      await app.db.transaction(async (tx) => {
        const repository = repositoriosEm(tx).contatoPrivacidade;
        const antes = await repository.ler();
        await repository.salvar(request.body, signedInUser(request).id, ator.agora);
        const alteracoes = alteracoesEntre(camposDoContato(antes), camposDoContato(request.body));
        await registrarAuditoria(tx, ator, {
          acao: 'privacidade.contato',
          entidade: 'contato_privacidade',
          entidadeId: '1',
          alteracoes,
        });
      });
      return resultado(MENSAGENS.contatoPrivacidadeSalvo);
    },
  );

  app.get(
    '/api/termos/versoes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Lista as versões dos termos, com quantas pessoas aceitaram cada uma',
      },
    },
    async () => termos.lista(),
  );

  app.post(
    '/api/termos/versoes',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Publica uma nova versão dos termos e do aviso de privacidade',
        description:
          'Cada pessoa, na próxima entrada, lê o resumo do que mudou e aceita antes de seguir.',
        body: publicacaoTermosSchema,
      },
    },
    async (request, reply) => {
      const ator = atorDe(request);
      const versao = await app.db.transaction(async (tx) => {
        const nova = await repositoriosEm(tx).termos.publicar(
          request.body.resumo,
          signedInUser(request).id,
          ator.agora,
        );
        await registrarAuditoria(tx, ator, {
          acao: 'termos.publicacao',
          entidade: 'termos_versao',
          entidadeId: String(nova),
        });
        return nova;
      });
      return reply.status(201).send({ versao, ...resultado(MENSAGENS.termosPublicados(versao)) });
    },
  );

  app.post(
    '/api/termos/aceite',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Registra o aceite da versão em vigor dos termos',
        description: 'Uma versão que não é mais a vigente responde 409: a pessoa lê a nova.',
        body: aceiteTermosSchema,
      },
    },
    async (request) => {
      const ator = atorDe(request);
      const { id } = signedInUser(request);
      await app.db.transaction(async (tx) => {
        const aceito = await repositoriosEm(tx).termos.aceitar(id, request.body.versao, ator.agora);
        if (!aceito) throw new HttpError(409, MENSAGENS.termosVersaoSuperada);
        await registrarAuditoria(tx, ator, {
          acao: 'termos.aceite',
          entidade: 'termos_versao',
          entidadeId: String(request.body.versao),
        });
      });
      return resultado(MENSAGENS.termosAceitos);
    },
  );
}
