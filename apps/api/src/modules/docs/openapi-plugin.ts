import swagger from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { globalPlugin } from '../../http/global-plugin.ts';
import { SESSION_COOKIE } from '../login/session-repository.ts';
import { ERRO_SCHEMA, transformacaoOpenApi } from './transformacao.ts';

/** The groups of the reference page, in the order an integrator meets them. */
export const GRUPOS = [
  { name: 'Sessão', description: 'Entrar, sair e saber quem está na sessão.' },
  { name: 'Conta', description: 'Redefinição de senha e confirmação do e-mail.' },
  { name: 'Cadastro', description: 'Cadastro de pessoas de empresas e da equipe do instituto.' },
  { name: 'Membros da empresa', description: 'Quem participa de cada empresa.' },
  { name: 'Empresas', description: 'As empresas cadastradas, para a equipe do instituto.' },
  { name: 'Equipe do instituto', description: 'Aprovação e papéis da equipe.' },
  { name: 'Propostas', description: 'As soluções das empresas e seu histórico de status.' },
  {
    name: 'Solicitações',
    description: 'Pedidos de alteração da equipe à empresa e as respostas (status 6).',
  },
  {
    name: 'Versões enviadas',
    description: 'Cada envio assinado de uma solução, congelado, e a comparação entre dois.',
  },
  { name: 'Arquivos', description: 'Anexos das soluções e das empresas; downloads e zips.' },
  { name: 'Geração do PDF', description: 'O PDF da proposta, gerado em segundo plano.' },
  {
    name: 'Assinatura digital',
    description: 'A verificação da assinatura do PDF assinado e a decisão da equipe sobre ela.',
  },
  { name: 'Avaliação', description: 'Atribuições, rubrica, notas e parecer técnico.' },
  { name: 'Calendário', description: 'Abertura, prazo de envio e prorrogações da chamada.' },
  { name: 'Repositório público', description: 'As soluções publicadas e seus arquivos.' },
  {
    name: 'Gestor público',
    description:
      'Gestores públicos municipais: cadastro, seleção e comparação, mensagens às empresas e desfechos.',
  },
  {
    name: 'Pesquisa de mercado',
    description: 'O registro de pesquisa de mercado de um gestor, com código de verificação.',
  },
  {
    name: 'Interesse de municípios',
    description:
      'O que os municípios fizeram com as soluções: para a empresa e, em contagens, para todos.',
  },
  { name: 'Documentos do programa', description: 'Edital, anexos e demais documentos.' },
  { name: 'Estatísticas', description: 'Números da chamada para a equipe.' },
  { name: 'Consultas', description: 'Estados, municípios, tipos e eixos, para os formulários.' },
  { name: 'Visitas', description: 'Contagem de visitas às páginas públicas.' },
  { name: 'E-mail', description: 'A caixa de saída dos e-mails do portal.' },
  { name: 'Auditoria', description: 'Quem fez o quê, quando e de onde; só leitura.' },
  {
    name: 'Privacidade',
    description: 'Aviso de privacidade, termos, "Meus dados", exclusão da conta e pedidos (LGPD).',
  },
  { name: 'Saúde do serviço', description: 'Para balanceadores e orquestradores.' },
  { name: 'Documentação da API', description: 'Este documento e a página que o apresenta.' },
];

const DESCRICAO = `API do Portal da Chamada Pública — Soluções Tecnológicas para Cidades Inteligentes.

Todas as respostas são JSON em UTF-8, salvo os downloads (PDF, zip, CSV). As recusas trazem
\`message\`, em português, e, quando a recusa é sobre campos, \`issues\` com cada campo e o motivo.

**Sessão.** \`POST /api/login\` abre a sessão e devolve o cookie \`${SESSION_COOKIE}\` (HttpOnly);
as rotas que exigem sessão o recebem de volta. Requisições que alteram dados precisam vir da
própria origem do portal (cabeçalho \`Origin\`).`;

/**
 * Collects every route as it is registered, so it must come before the routes. The document is
 * OpenAPI 3.1, whose schemas are JSON Schema 2020-12, what Zod writes without loss.
 */
export const openApiPlugin = globalPlugin(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API do Portal da Chamada Pública',
        version: '1.0.0',
        description: DESCRICAO,
      },
      servers: [{ url: app.config.publicUrl }],
      tags: GRUPOS,
      components: {
        securitySchemes: {
          sessao: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
        schemas: { Erro: ERRO_SCHEMA },
      },
    },
    transform: transformacaoOpenApi,
    transformObject: jsonSchemaTransformObject,
  });
});
