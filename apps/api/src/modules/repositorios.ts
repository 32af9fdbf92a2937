import type { Executor } from '../infra/db/client.ts';
import { createAssinaturaRepository } from './assinatura/repository.ts';
import { createAuditoriaRepository } from './auditoria/repository.ts';
import { createAnaliseRepository } from './avaliacao/analise-repository.ts';
import { createAtribuicaoRepository } from './avaliacao/atribuicao-repository.ts';
import { createAvaliacaoRepository } from './avaliacao/avaliacao-repository.ts';
import { createParecerRepository } from './avaliacao/parecer-repository.ts';
import { createRubricaRepository } from './avaliacao/rubrica-repository.ts';
import { createEmpresaRepository } from './cadastro/empresa-repository.ts';
import { createEmpresasRepository } from './cadastro/empresas-repository.ts';
import { createUsuarioRepository } from './cadastro/usuario-repository.ts';
import { createLembretesRepository } from './calendario/lembretes-repository.ts';
import { createCalendarioRepository } from './calendario/repository.ts';
import { createConfirmacaoRepository } from './conta/confirmacao-repository.ts';
import { createTokenRepository } from './conta/token-repository.ts';
import { createDocumentosRepository } from './documentos/repository.ts';
import { createDestinatariosRepository } from './email/destinatarios-repository.ts';
import { createSaidaRepository } from './email/repository.ts';
import { createEquipeRepository } from './equipe/repository.ts';
import { createArquivoRepository } from './fileindexer/repository.ts';
import { createGestorRepository } from './gestor/repository.ts';
import { createSelecaoRepository } from './gestor/selecao-repository.ts';
import { createGovbrRepository } from './govbr/repository.ts';
import { createHealthRepository } from './health/repository.ts';
import { createLoginRepository } from './login/repository.ts';
import { createSessionRepository } from './login/session-repository.ts';
import { createMembrosRepository } from './membros/repository.ts';
import { createMetricasRepository } from './metricas/repository.ts';
import { createPageViewsEstatisticasRepository } from './pageviews/estatisticas-repository.ts';
import { createPageViewsRepository } from './pageviews/repository.ts';
import { createContatoPrivacidadeRepository } from './privacidade/contato-repository.ts';
import { createPedidosTitularRepository } from './privacidade/pedidos-repository.ts';
import { createContatoRepository } from './pesquisa-mercado/contato-repository.ts';
import { createDesfechoRepository } from './pesquisa-mercado/desfecho-repository.ts';
import { createInteresseRepository } from './pesquisa-mercado/interesse-repository.ts';
import { createEnviosRepository } from './proposta/envios/repository.ts';
import { createEstatisticasRepository } from './proposta/estatisticas/repository.ts';
import { createGeracaoRepository } from './proposta/geracao/repository.ts';
import { createHistoricoRepository } from './proposta/historico-repository.ts';
import { createPropostaRepository } from './proposta/repository.ts';
import { createSolicitacoesRepository } from './proposta/solicitacoes/repository.ts';
import { createTextoPortalRepository } from './proposta/texto-portal/repository.ts';
import { createVersoesRepository } from './proposta/versoes-repository.ts';
import { createTentativasRepository } from './rate-limit/repository.ts';
import { createBuscaSalvaRepository } from './busca-salva/repository.ts';
import { createRegistroPesquisaRepository } from './pesquisa-mercado/registro-repository.ts';
import { createRegistrosRepository } from './registros-publicos/repository.ts';
import { createRepositorioArquivosRepository } from './repositorio/arquivos-repository.ts';
import { createRepositorioRepository } from './repositorio/repository.ts';
import { createTermosRepository } from './termos/repository.ts';
import { createUtilsRepository } from './utils/repository.ts';
import { createRegistroVersoesRepository } from './versoes/repository.ts';

/**
 * Every repository of the API, bound to one executor: the app's database (`app.repositorios`) or a
 * transaction (`app.repositorios.em(tx)`). This is the one place repositories are built, so a
 * service never has to know how a repository is made, only which one it needs, and a repository
 * that leans on another receives it already bound to the same executor.
 */
export interface Repositorios {
  readonly analise: ReturnType<typeof createAnaliseRepository>;
  readonly arquivo: ReturnType<typeof createArquivoRepository>;
  readonly assinatura: ReturnType<typeof createAssinaturaRepository>;
  readonly atribuicao: ReturnType<typeof createAtribuicaoRepository>;
  readonly auditoria: ReturnType<typeof createAuditoriaRepository>;
  readonly avaliacao: ReturnType<typeof createAvaliacaoRepository>;
  readonly buscaSalva: ReturnType<typeof createBuscaSalvaRepository>;
  readonly calendario: ReturnType<typeof createCalendarioRepository>;
  readonly confirmacao: ReturnType<typeof createConfirmacaoRepository>;
  readonly contato: ReturnType<typeof createContatoRepository>;
  readonly contatoPrivacidade: ReturnType<typeof createContatoPrivacidadeRepository>;
  readonly desfecho: ReturnType<typeof createDesfechoRepository>;
  readonly destinatarios: ReturnType<typeof createDestinatariosRepository>;
  readonly documentos: ReturnType<typeof createDocumentosRepository>;
  readonly empresa: ReturnType<typeof createEmpresaRepository>;
  readonly empresas: ReturnType<typeof createEmpresasRepository>;
  readonly envios: ReturnType<typeof createEnviosRepository>;
  readonly equipe: ReturnType<typeof createEquipeRepository>;
  readonly estatisticas: ReturnType<typeof createEstatisticasRepository>;
  readonly geracao: ReturnType<typeof createGeracaoRepository>;
  readonly gestor: ReturnType<typeof createGestorRepository>;
  readonly govbr: ReturnType<typeof createGovbrRepository>;
  readonly health: ReturnType<typeof createHealthRepository>;
  readonly historico: ReturnType<typeof createHistoricoRepository>;
  readonly interesse: ReturnType<typeof createInteresseRepository>;
  readonly lembretes: ReturnType<typeof createLembretesRepository>;
  readonly login: ReturnType<typeof createLoginRepository>;
  readonly membros: ReturnType<typeof createMembrosRepository>;
  readonly metricas: ReturnType<typeof createMetricasRepository>;
  readonly pageViews: ReturnType<typeof createPageViewsRepository>;
  readonly pageViewsEstatisticas: ReturnType<typeof createPageViewsEstatisticasRepository>;
  readonly parecer: ReturnType<typeof createParecerRepository>;
  readonly pedidosTitular: ReturnType<typeof createPedidosTitularRepository>;
  readonly proposta: ReturnType<typeof createPropostaRepository>;
  readonly registroPesquisa: ReturnType<typeof createRegistroPesquisaRepository>;
  readonly registroVersoes: ReturnType<typeof createRegistroVersoesRepository>;
  readonly registros: ReturnType<typeof createRegistrosRepository>;
  readonly repositorio: ReturnType<typeof createRepositorioRepository>;
  readonly repositorioArquivos: ReturnType<typeof createRepositorioArquivosRepository>;
  readonly rubrica: ReturnType<typeof createRubricaRepository>;
  readonly saida: ReturnType<typeof createSaidaRepository>;
  readonly selecao: ReturnType<typeof createSelecaoRepository>;
  readonly session: ReturnType<typeof createSessionRepository>;
  readonly solicitacoes: ReturnType<typeof createSolicitacoesRepository>;
  readonly tentativas: ReturnType<typeof createTentativasRepository>;
  readonly termos: ReturnType<typeof createTermosRepository>;
  readonly textoPortal: ReturnType<typeof createTextoPortalRepository>;
  readonly token: ReturnType<typeof createTokenRepository>;
  readonly usuario: ReturnType<typeof createUsuarioRepository>;
  readonly utils: ReturnType<typeof createUtilsRepository>;
  readonly versoes: ReturnType<typeof createVersoesRepository>;
  /** The same set bound to another executor (a transaction), built once per executor. */
  em(executor: Executor): Repositorios;
}

type Fabricas = {
  readonly [K in Exclude<keyof Repositorios, 'em'>]: (
    executor: Executor,
    repos: Repositorios,
  ) => Repositorios[K];
};

// Some repositories are typed for the database alone; a transaction offers the same queries
// (drizzle's transaction is a database), so one table serves both.
const FABRICAS: Fabricas = {
  analise: createAnaliseRepository,
  arquivo: createArquivoRepository,
  assinatura: createAssinaturaRepository,
  atribuicao: createAtribuicaoRepository,
  auditoria: createAuditoriaRepository,
  avaliacao: createAvaliacaoRepository,
  buscaSalva: createBuscaSalvaRepository,
  calendario: createCalendarioRepository,
  confirmacao: createConfirmacaoRepository,
  contato: createContatoRepository,
  contatoPrivacidade: createContatoPrivacidadeRepository,
  desfecho: createDesfechoRepository,
  destinatarios: createDestinatariosRepository,
  documentos: createDocumentosRepository,
  empresa: createEmpresaRepository,
  empresas: createEmpresasRepository,
  envios: (executor, repos) => createEnviosRepository(executor, repos),
  equipe: createEquipeRepository,
  estatisticas: createEstatisticasRepository,
  geracao: createGeracaoRepository,
  gestor: createGestorRepository,
  govbr: createGovbrRepository,
  health: createHealthRepository,
  historico: (executor, repos) => createHistoricoRepository(executor, repos),
  interesse: createInteresseRepository,
  lembretes: createLembretesRepository,
  login: createLoginRepository,
  membros: createMembrosRepository,
  metricas: createMetricasRepository,
  pageViews: createPageViewsRepository,
  pageViewsEstatisticas: createPageViewsEstatisticasRepository,
  parecer: createParecerRepository,
  pedidosTitular: createPedidosTitularRepository,
  proposta: createPropostaRepository,
  registroPesquisa: createRegistroPesquisaRepository,
  registroVersoes: createRegistroVersoesRepository,
  registros: (executor, repos) => createRegistrosRepository(executor, repos),
  repositorio: createRepositorioRepository,
  repositorioArquivos: createRepositorioArquivosRepository,
  rubrica: createRubricaRepository,
  saida: createSaidaRepository,
  selecao: createSelecaoRepository,
  session: createSessionRepository,
  solicitacoes: createSolicitacoesRepository,
  tentativas: createTentativasRepository,
  termos: createTermosRepository,
  textoPortal: createTextoPortalRepository,
  token: createTokenRepository,
  usuario: (executor, repos) => createUsuarioRepository(executor, repos),
  utils: createUtilsRepository,
  versoes: createVersoesRepository,
};

const EXECUTOR = Symbol('executor');

interface Composicao {
  readonly [EXECUTOR]: Executor;
}

// Getters live on one shared prototype, built once: composing a set for a new transaction is a
// single object, and a repository is only built the first time a caller asks for it, then kept
// on the set, so a request pays nothing for the repositories it does not use.
const PROTOTIPO: object = Object.create(null, {
  em: { value: repositoriosEm },
  ...Object.fromEntries(
    Object.entries(FABRICAS).map(([nome, fabrica]) => [
      nome,
      {
        get(this: Composicao & Repositorios) {
          const repositorio = (fabrica as Fabricas[keyof Fabricas])(this[EXECUTOR], this);
          Object.defineProperty(this, nome, { value: repositorio, enumerable: true });
          return repositorio;
        },
      },
    ]),
  ),
});

// Keyed weakly: a transaction's set goes away with the transaction.
const composicoes = new WeakMap<Executor, Repositorios>();

/** The repositories bound to `executor`, the same set for the same executor. */
export function repositoriosEm(executor: Executor): Repositorios {
  let repositorios = composicoes.get(executor);
  if (!repositorios) {
    repositorios = Object.create(PROTOTIPO, {
      [EXECUTOR]: { value: executor },
    }) as Repositorios;
    composicoes.set(executor, repositorios);
  }
  return repositorios;
}
