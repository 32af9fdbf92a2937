import type { InjectOptions } from 'fastify';
import { novoCadastro, novoIp } from '../fixtures.ts';
import { novoCadastroIpt } from '../fixtures-equipe.ts';
import { arquivoPayload, novaProposta, PDF } from '../fixtures-proposta.ts';
import { definirCalendario } from '../fixtures-calendario.ts';
import type { FixturesAcesso } from './fixtures-acesso.ts';
import { ENTRADAS_AVALIACAO } from './entradas-avaliacao.ts';
import { ENTRADAS_SOLICITACOES } from './entradas-solicitacoes.ts';
import { ENTRADAS_EMAIL } from './entradas-email.ts';
import { ENTRADAS_AUDITORIA } from './entradas-auditoria.ts';
import { ENTRADAS_PRIVACIDADE } from './entradas-privacidade.ts';
import { ENTRADAS_REGISTROS } from './entradas-registros.ts';
import { ENTRADAS_ASSINATURA } from './entradas-assinatura.ts';
import { ENTRADAS_GOVBR } from './entradas-govbr.ts';
import { ENTRADAS_GESTOR } from './entradas-gestor.ts';
import { ENTRADAS_INTERESSE } from './entradas-interesse.ts';
import { ENTRADAS_PESQUISA_MERCADO } from './entradas-pesquisa-mercado.ts';

/**
 * Who may call each route, written by hand from the spec and never read from the app: a route
 * whose declared level drops (staff → public) then answers a role this table forbids, and the
 * matrix turns red. Every route the app registers must be here, once.
 *
 * To add a route: one entry with its method and path exactly as registered, the least level it
 * demands, `proprios` when only the owner's records may be touched, and a sample request that
 * succeeds for an admitted caller (a function of the fixtures, so it may create what it needs).
 */

export type Nivel = 'public' | 'user' | 'company' | 'gestor' | 'staff' | 'admin';

/** The roles of the matrix, as the columns of the table. */
export type Papel =
  | 'anonimo'
  | 'empresaA'
  | 'empresaB'
  // A company account whose request to join company A is still open (docs/decisions/011).
  | 'pendenteA'
  | 'pendente'
  // A verified municipal manager, and one still awaiting staff (docs/decisions/048).
  | 'gestor'
  | 'gestorPendente'
  | 'analista'
  | 'administrador'
  | PapelComConflito;

/**
 * Staff who declared a conflict of interest with every solution the evaluation's samples act on.
 * Elsewhere they answer as the analyst and the administrator do.
 */
export type PapelComConflito = 'analistaComConflito' | 'administradorComConflito';

export type Amostra = Pick<InjectOptions, 'payload' | 'remoteAddress'> & { url: string };

export interface EntradaAcesso {
  /** Method and path pattern as registered: 'GET /api/proposta/:id'. */
  rota: string;
  /** The least access the route must demand. */
  acesso: Nivel;
  /**
   * Only the owner's records (company A's user, who owns every record of the samples): any other
   * admitted caller gets `recusa`; approved staff read them too when `equipeVe`.
   */
  proprios?: { recusa: 403 | 404; equipeVe?: boolean };
  /** The answer to an admitted caller (200 unless given). */
  sucesso?: number;
  /** A role whose answer the rules above do not give, with the reason in a comment. */
  excecoes?: Partial<Record<Papel, number>>;
  /**
   * The answers to staff in conflict with the sample's solution, as literals: every route of the
   * evaluation carries them, so a door a conflict should close cannot open unnoticed.
   */
  conflito?: Record<PapelComConflito, number>;
  /** Ends or replaces the caller's session: the matrix calls it after every other route. */
  encerraSessao?: true;
  amostra: (f: FixturesAcesso) => Amostra | Promise<Amostra>;
}

const periodo = '2025-01-01/2025-12-31';
/** A calendar that never closes during a test run: the matrix runs on the real clock. */
const CALENDARIO_SEMPRE_ABERTO = {
  aberturaInscricoes: '2020-01-01T09:00',
  prazoEnvio: '2099-12-31T18:00',
  toleranciaMinutos: 0,
  divulgacaoResultados: null,
};
const serieEstatistica = (serie: string): EntradaAcesso => ({
  rota: `GET /api/proposta/estatisticas/${serie}/:inicio/:fim`,
  acesso: 'staff',
  amostra: () => ({ url: `/api/proposta/estatisticas/${serie}/${periodo}` }),
});
const envioDeAnexo = (caminho: string): EntradaAcesso => ({
  rota: `POST /api/fileindexer/proposta/:id/${caminho}/file`,
  acesso: 'company',
  proprios: { recusa: 404 },
  amostra: (f) => ({
    url: `/api/fileindexer/proposta/${f.propostaA}/${caminho}/file`,
    payload: arquivoPayload(PDF, `${caminho.replaceAll('/', '-')}-${f.sequencia()}.pdf`),
  }),
});

export const TABELA_ACESSO: EntradaAcesso[] = [
  // Public service routes.
  { rota: 'GET /api/health', acesso: 'public', amostra: () => ({ url: '/api/health' }) },
  {
    rota: 'GET /api/health/ready',
    acesso: 'public',
    amostra: () => ({ url: '/api/health/ready' }),
  },
  { rota: 'GET /api/health/live', acesso: 'public', amostra: () => ({ url: '/api/health/live' }) },
  { rota: 'GET /sitemap.xml', acesso: 'public', amostra: () => ({ url: '/sitemap.xml' }) },
  { rota: 'GET /robots.txt', acesso: 'public', amostra: () => ({ url: '/robots.txt' }) },
  { rota: 'GET /api/docs', acesso: 'public', amostra: () => ({ url: '/api/docs' }) },
  {
    rota: 'GET /api/docs/openapi.json',
    acesso: 'public',
    amostra: () => ({ url: '/api/docs/openapi.json' }),
  },

  // Lookups the registration form reads before sign-in.
  ...['estruturaeixo', 'tipoempresa', 'tipologradouro', 'tipotelefone', 'estados'].map(
    (lista): EntradaAcesso => ({
      rota: `GET /api/utils/${lista}`,
      acesso: 'public',
      amostra: () => ({ url: `/api/utils/${lista}` }),
    }),
  ),
  {
    rota: 'GET /api/utils/municipios/ID/:stateId',
    acesso: 'public',
    amostra: () => ({ url: '/api/utils/municipios/ID/35' }),
  },

  // Page views: anyone records one; only staff read the figures.
  {
    rota: 'POST /api/pageviews',
    acesso: 'public',
    sucesso: 204,
    amostra: () => ({ url: '/api/pageviews', payload: { path: '/solucoes' } }),
  },
  {
    rota: 'GET /api/pageviews/por-dia',
    acesso: 'staff',
    amostra: () => ({ url: '/api/pageviews/por-dia?dias=7' }),
  },

  // The call's documents: anyone reads them, the administrator replaces them.
  { rota: 'GET /api/documentos', acesso: 'public', amostra: () => ({ url: '/api/documentos' }) },
  {
    rota: 'GET /api/documentos/admin',
    acesso: 'admin',
    amostra: () => ({ url: '/api/documentos/admin' }),
  },
  {
    rota: 'GET /api/documentos/:id/arquivo',
    acesso: 'public',
    amostra: () => ({ url: '/api/documentos/edital/arquivo' }),
  },
  {
    rota: 'PUT /api/documentos/:id',
    acesso: 'admin',
    amostra: () => ({ url: '/api/documentos/edital', payload: arquivoPayload(PDF, 'edital.pdf') }),
  },

  // Sign-in and session.
  {
    rota: 'POST /api/login',
    acesso: 'public',
    encerraSessao: true,
    amostra: (f) => ({
      url: '/api/login',
      payload: { login: f.empresaA.email, SenhaAtual: f.empresaA.senha },
      remoteAddress: novoIp(),
    }),
  },
  {
    rota: 'POST /api/login/exists',
    acesso: 'public',
    amostra: (f) => ({ url: '/api/login/exists', payload: { email: f.empresaA.email } }),
  },
  {
    rota: 'POST /api/login/ipt',
    acesso: 'public',
    encerraSessao: true,
    amostra: (f) => ({
      url: '/api/login/ipt',
      payload: { login: f.analista.email, SenhaAtual: f.analista.senha },
      remoteAddress: novoIp(),
    }),
  },
  {
    rota: 'POST /api/login/ipt/exists',
    acesso: 'public',
    amostra: (f) => ({ url: '/api/login/ipt/exists', payload: { email: f.analista.email } }),
  },
  { rota: 'GET /api/autenticado', acesso: 'user', amostra: () => ({ url: '/api/autenticado' }) },
  { rota: 'GET /api/sessao', acesso: 'public', amostra: () => ({ url: '/api/sessao' }) },
  {
    // A profile is its owner's alone; staff read companies, never another person's profile.
    rota: 'GET /api/login/:id',
    acesso: 'user',
    proprios: { recusa: 404 },
    amostra: (f) => ({ url: `/api/login/${f.empresaA.id}` }),
  },
  {
    rota: 'POST /api/logout',
    acesso: 'public',
    encerraSessao: true,
    amostra: () => ({ url: '/api/logout' }),
  },

  // Registration and profile.
  {
    rota: 'PUT /api/cadastro/usuario',
    acesso: 'public',
    sucesso: 201,
    amostra: () => ({
      url: '/api/cadastro/usuario',
      payload: novoCadastro(),
      remoteAddress: novoIp(),
    }),
  },
  {
    rota: 'POST /api/cadastro/usuario',
    acesso: 'user',
    proprios: { recusa: 404 },
    amostra: (f) => ({
      url: '/api/cadastro/usuario',
      payload: {
        id: f.empresaA.id,
        nome: 'João Souza',
        email: f.empresaA.email,
        senhaAtual: f.empresaA.senha,
        senhaNova: '',
        telefones: [{ ddd: '11', numero: '987654321', tipoTelefone: 1 }],
        empresa: f.empresaA.cadastro.empresa,
        cargo: 'Gerente',
        departamento: null,
      },
    }),
  },
  {
    rota: 'PUT /api/cadastro/usuario/ipt',
    acesso: 'public',
    sucesso: 201,
    amostra: () => ({
      url: '/api/cadastro/usuario/ipt',
      payload: novoCadastroIpt(),
      remoteAddress: novoIp(),
    }),
  },
  {
    // A wrong current password: every signed-in caller reaches the check (400), none changes it.
    rota: 'POST /api/cadastro/usuario/senha',
    acesso: 'user',
    sucesso: 400,
    amostra: () => ({
      url: '/api/cadastro/usuario/senha',
      payload: { senhaAtual: 'Senha@Errada!00', senhaNova: 'Jabuticaba&Madura73' },
    }),
  },
  {
    rota: 'GET /api/cadastro/empresa/id/:id',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/cadastro/empresa/id/${f.empresaA.empresaId}` }),
  },
  {
    // Public on purpose: whoever joins an existing company must recognise it before signing in.
    rota: 'GET /api/cadastro/empresa/cnpj/:cnpj',
    acesso: 'public',
    amostra: (f) => ({
      url: `/api/cadastro/empresa/cnpj/${f.empresaA.cnpj}`,
      remoteAddress: novoIp(),
    }),
  },
  {
    rota: 'GET /api/cadastro/empresa',
    acesso: 'staff',
    amostra: () => ({ url: '/api/cadastro/empresa' }),
  },
  {
    rota: 'GET /api/cadastro/empresa-contato',
    acesso: 'staff',
    amostra: () => ({ url: '/api/cadastro/empresa-contato' }),
  },
  {
    rota: 'GET /api/cadastro/empresa-contato/:empresaId',
    acesso: 'staff',
    amostra: (f) => ({ url: `/api/cadastro/empresa-contato/${f.empresaA.empresaId}` }),
  },

  // The institute's team: the administrator's alone.
  { rota: 'GET /api/equipe', acesso: 'admin', amostra: () => ({ url: '/api/equipe' }) },
  {
    rota: 'POST /api/equipe/:id/aprovacao',
    acesso: 'admin',
    amostra: (f) => ({
      url: `/api/equipe/${f.membroAlvo.id}/aprovacao`,
      payload: { tipoUsuario: 4 },
    }),
  },
  {
    rota: 'POST /api/equipe/:id/desativacao',
    acesso: 'admin',
    amostra: (f) => ({ url: `/api/equipe/${f.membroAlvo.id}/desativacao` }),
  },
  {
    rota: 'POST /api/equipe/:id/reativacao',
    acesso: 'admin',
    amostra: (f) => ({ url: `/api/equipe/${f.membroAlvo.id}/reativacao` }),
  },

  // Membership of a company by request and acceptance (docs/decisions/011).
  {
    // Any signed-in user reads their own membership: a pending one learns why it sees nothing.
    rota: 'GET /api/empresa/vinculo',
    acesso: 'user',
    amostra: () => ({ url: '/api/empresa/vinculo' }),
  },
  {
    rota: 'GET /api/empresa/equipe',
    acesso: 'company',
    amostra: () => ({ url: '/api/empresa/equipe' }),
  },
  ...(['aceite', 'recusa'] as const).map((acao): EntradaAcesso => ({
    rota: `POST /api/empresa/equipe/:usuarioId/${acao}`,
    acesso: 'company',
    proprios: { recusa: 404 },
    amostra: async (f) => ({ url: `/api/empresa/equipe/${await f.novoPedidoA()}/${acao}` }),
  })),
  {
    rota: 'DELETE /api/empresa/equipe/:usuarioId',
    acesso: 'company',
    proprios: { recusa: 404 },
    amostra: async (f) => ({ url: `/api/empresa/equipe/${await f.novoColegaA()}` }),
  },
  {
    rota: 'GET /api/equipe/pedidos-empresa',
    acesso: 'admin',
    amostra: () => ({ url: '/api/equipe/pedidos-empresa' }),
  },
  ...(['aceite', 'recusa'] as const).map((acao): EntradaAcesso => ({
    rota: `POST /api/equipe/pedidos-empresa/:usuarioId/${acao}`,
    acesso: 'admin',
    amostra: async (f) => ({
      url: `/api/equipe/pedidos-empresa/${await f.novoPedidoSemMembro()}/${acao}`,
    }),
  })),

  // The company's files.
  {
    rota: 'PUT /api/fileindexer/empresa/:companyId/provacnpj/file',
    acesso: 'company',
    proprios: { recusa: 404 },
    amostra: (f) => ({
      url: `/api/fileindexer/empresa/${f.empresaA.empresaId}/provacnpj/file`,
      payload: arquivoPayload(PDF, 'cartao-cnpj.pdf'),
    }),
  },
  {
    rota: 'GET /api/fileindexer/empresa/:companyId',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/fileindexer/empresa/${f.empresaA.empresaId}` }),
  },
  {
    rota: 'GET /api/fileindexer/empresa/:companyId/:context',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/fileindexer/empresa/${f.empresaA.empresaId}/10` }),
  },

  // Solutions, as their company writes them.
  {
    rota: 'PUT /api/proposta',
    acesso: 'company',
    sucesso: 201,
    amostra: () => ({ url: '/api/proposta', payload: novaProposta() }),
  },
  {
    rota: 'POST /api/proposta',
    acesso: 'company',
    proprios: { recusa: 404 },
    amostra: (f) => ({
      url: '/api/proposta',
      payload: { ...novaProposta(), id: f.propostaA },
    }),
  },
  {
    rota: 'GET /api/proposta/:id',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/proposta/${f.propostaA}` }),
  },
  {
    // A user's list is theirs alone; staff find solutions in the analysis list.
    rota: 'GET /api/proposta/usuario/:userId',
    acesso: 'user',
    proprios: { recusa: 404 },
    amostra: (f) => ({ url: `/api/proposta/usuario/${f.empresaA.id}` }),
  },
  {
    rota: 'GET /api/proposta/historicostatusproposta/:id',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/proposta/historicostatusproposta/${f.propostaA}` }),
  },
  {
    rota: 'GET /api/proposta/gerapdf/:id',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/proposta/gerapdf/${f.propostaA}` }),
  },
  {
    rota: 'GET /api/proposta/statusgeracaopdf/:id',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/proposta/statusgeracaopdf/${f.propostaA}` }),
  },

  // The institute's evaluation.
  {
    // Both in conflict see the row (to reassign it); what it holds is proven in conflito-portas.
    rota: 'GET /api/proposta/analise',
    acesso: 'staff',
    conflito: { analistaComConflito: 200, administradorComConflito: 200 },
    amostra: () => ({ url: '/api/proposta/analise?status=1&ordem=status' }),
  },
  {
    rota: 'POST /api/proposta/status',
    acesso: 'staff',
    amostra: async (f) => ({
      url: '/api/proposta/status',
      payload: { idProposta: await f.novaPropostaA(), idStatusProposta: 2, observacao: 'Matriz' },
    }),
  },
  {
    rota: 'GET /api/proposta/estatisticas',
    acesso: 'staff',
    amostra: () => ({ url: '/api/proposta/estatisticas' }),
  },
  {
    rota: 'GET /api/proposta/estatisticas/:inicio/:fim',
    acesso: 'staff',
    amostra: () => ({ url: `/api/proposta/estatisticas/${periodo}` }),
  },
  serieEstatistica('mes'),
  serieEstatistica('mes-comulativo'),
  serieEstatistica('semana'),
  serieEstatistica('semana-comulativo'),
  serieEstatistica('dia'),
  {
    rota: 'GET /api/fileindexer/proposta/zip/:id',
    acesso: 'staff',
    amostra: (f) => ({ url: `/api/fileindexer/proposta/zip/${f.propostaA}` }),
  },

  // A solution's files. The categories are literal here: a category route that vanishes or
  // changes its path fails the matrix.
  envioDeAnexo('fotos'),
  envioDeAnexo('documentosentregues/certificadosvalidacao'),
  envioDeAnexo('documentosentregues/comprovantesimplementacao'),
  envioDeAnexo('documentosentregues/portfolios'),
  envioDeAnexo('documentosentregues/relatoriosdesempenho'),
  envioDeAnexo('documentosentregues/relatoriosestudoscaso'),
  envioDeAnexo('documentosentregues/outros'),
  envioDeAnexo('historicosolucao/certificacoes'),
  envioDeAnexo('historicosolucao/premiosrecebidos'),
  {
    // Signing submits the solution, so each call signs a fresh one.
    rota: 'POST /api/fileindexer/proposta/:id/formassinado/file',
    acesso: 'company',
    proprios: { recusa: 404 },
    amostra: async (f) => ({
      url: `/api/fileindexer/proposta/${await f.novaPropostaA()}/formassinado/file`,
      payload: arquivoPayload(PDF, 'proposta-assinada.pdf'),
    }),
  },
  {
    rota: 'POST /api/fileindexer/proposta/:id/:context',
    acesso: 'company',
    proprios: { recusa: 404 },
    amostra: (f) => ({
      url: `/api/fileindexer/proposta/${f.propostaA}/10`,
      payload: arquivoPayload(PDF, `foto-${f.sequencia()}.pdf`),
    }),
  },
  {
    rota: 'GET /api/fileindexer/proposta/:id',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/fileindexer/proposta/${f.propostaA}` }),
  },
  {
    rota: 'GET /api/fileindexer/proposta/:id/:context',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/fileindexer/proposta/${f.propostaA}/10` }),
  },
  {
    rota: 'GET /api/fileindexer/:proposalId/:fileId',
    acesso: 'user',
    proprios: { recusa: 404, equipeVe: true },
    amostra: (f) => ({ url: `/api/fileindexer/${f.propostaA}/${f.arquivoA}` }),
  },
  {
    // Each call deletes a fresh file, so a refusal is never explained by a file already gone.
    rota: 'DELETE /api/fileindexer/arquivo/:fileId',
    acesso: 'company',
    proprios: { recusa: 404 },
    amostra: async (f) => ({ url: `/api/fileindexer/arquivo/${await f.novoArquivoA()}` }),
  },

  // The public repository and its publication.
  { rota: 'GET /api/solucoes', acesso: 'public', amostra: () => ({ url: '/api/solucoes' }) },
  {
    rota: 'GET /api/solucoes/dados-abertos.json',
    acesso: 'public',
    amostra: () => ({ url: '/api/solucoes/dados-abertos.json' }),
  },
  {
    rota: 'GET /api/solucoes/dados-abertos.csv',
    acesso: 'public',
    amostra: () => ({ url: '/api/solucoes/dados-abertos.csv' }),
  },
  {
    rota: 'GET /api/solucoes/:id',
    acesso: 'public',
    amostra: (f) => ({ url: `/api/solucoes/${f.publicada.id}` }),
  },
  {
    rota: 'GET /api/solucoes/:id/fotos/:arquivoId',
    acesso: 'public',
    amostra: (f) => ({
      url: `/api/solucoes/${f.publicada.id}/fotos/${f.publicada.arquivos['fachada.png']}`,
    }),
  },
  {
    rota: 'GET /api/solucoes/:id/arquivos/:arquivoId',
    acesso: 'public',
    amostra: (f) => ({
      url: `/api/solucoes/${f.publicada.id}/arquivos/${f.publicada.arquivos['portfolio.pdf']}`,
    }),
  },
  {
    rota: 'GET /api/fileindexer/proposta/:id/publicacao',
    acesso: 'admin',
    amostra: (f) => ({ url: `/api/fileindexer/proposta/${f.publicada.id}/publicacao` }),
  },
  {
    rota: 'POST /api/fileindexer/arquivo/:fileId/publico',
    acesso: 'admin',
    amostra: (f) => ({
      url: `/api/fileindexer/arquivo/${f.publicada.arquivos['portfolio.pdf']}/publico`,
      payload: { publico: true },
    }),
  },

  // The call's calendar: anybody reads where it stands; only administrators set it and extend it.
  { rota: 'GET /api/calendario', acesso: 'public', amostra: () => ({ url: '/api/calendario' }) },
  {
    rota: 'PUT /api/calendario',
    acesso: 'admin',
    amostra: () => ({ url: '/api/calendario', payload: CALENDARIO_SEMPRE_ABERTO }),
  },
  {
    rota: 'GET /api/calendario/configuracao',
    acesso: 'admin',
    amostra: () => ({ url: '/api/calendario/configuracao' }),
  },
  {
    rota: 'GET /api/calendario/alteracoes',
    acesso: 'admin',
    amostra: () => ({ url: '/api/calendario/alteracoes' }),
  },
  {
    rota: 'GET /api/calendario/prorrogacoes',
    acesso: 'admin',
    amostra: () => ({ url: '/api/calendario/prorrogacoes' }),
  },
  {
    rota: 'POST /api/calendario/prorrogacoes',
    acesso: 'admin',
    sucesso: 201,
    // An extension needs a calendar: set first, wide open, so no company route of the matrix closes.
    amostra: async (f) => {
      await definirCalendario(f.app, f.administrador, CALENDARIO_SEMPRE_ABERTO);
      return {
        url: '/api/calendario/prorrogacoes',
        payload: { empresaId: f.empresaA.empresaId, prazo: '2100-01-10T18:00', motivo: 'Matriz.' },
      };
    },
  },

  // The technical evaluation: rubric, assignments, form, notes and parecer.
  ...ENTRADAS_AVALIACAO,
  ...ENTRADAS_SOLICITACOES,

  // Account recovery, address confirmation and the outbox.
  ...ENTRADAS_EMAIL,
  ...ENTRADAS_AUDITORIA,
  ...ENTRADAS_PRIVACIDADE,
  ...ENTRADAS_REGISTROS,
  ...ENTRADAS_ASSINATURA,
  ...ENTRADAS_GOVBR,
  ...ENTRADAS_GESTOR,
  ...ENTRADAS_INTERESSE,
  ...ENTRADAS_PESQUISA_MERCADO,
];
