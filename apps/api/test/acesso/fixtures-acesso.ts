import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STATUS_PROPOSTA } from '@portal/domain';
import { usuario } from '../../src/infra/db/schema.ts';
import type { AppConfig } from '../../src/infra/config.ts';
import {
  injectAs,
  login,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../fixtures.ts';
import {
  adminDeTeste,
  loginIpt,
  registerStaffUser,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
  type MembroDeTeste,
} from '../fixtures-equipe.ts';
import {
  arquivoPayload,
  criarProposta,
  criarPropostaCompleta,
  definirStatus,
  enviarArquivo,
  enviarProvaCnpj,
  PDF,
  PNG,
} from '../fixtures-proposta.ts';
import { registerColega, registerPedidoNaEmpresa } from '../fixtures-membros.ts';
import { solucaoComArquivos } from '../fixtures-repositorio.ts';
import { buildTestApp } from '../helper.ts';
import { registerGestor, signedInGestor } from '../fixtures-gestor.ts';
import type { Papel } from './tabela-acesso.ts';

/**
 * What the access matrix's samples point at. Company A's user owns every record; the other roles
 * try them. Built once per file: the matrix is one app and one set of records.
 */
export interface FixturesAcesso {
  app: FastifyInstance;
  /**
   * Each role's own session, apart from the ones that build records: a role that signs out in
   * the matrix must not take the fixtures' session with it.
   */
  sessoes: Record<Papel, { cookie: string } | null>;
  empresaA: UsuarioDeTeste & Sessao;
  empresaB: UsuarioDeTeste & Sessao;
  /** An institute account still waiting for approval (type 3). */
  pendente: MembroComSessao;
  analista: MembroComSessao;
  administrador: MembroComSessao;
  /** Declared a conflict with `propostaA`, and with every solution passed to `emConflito`. */
  analistaComConflito: MembroComSessao;
  administradorComConflito: MembroComSessao;
  /**
   * Assigns the solution to the two staff in conflict, who declare a conflict with it: the
   * evaluation's samples call it on each fresh solution, before anyone else is assigned.
   */
  emConflito(propostaId: string): Promise<void>;
  /** The sessions that build the samples accept a version of the terms. */
  aceitarTermos(versao: number): Promise<void>;
  /** A staff member the administrator's routes act on. */
  membroAlvo: MembroDeTeste;
  /** An editable solution of company A, with one photo. */
  propostaA: string;
  arquivoA: string;
  /**
   * A solution of company A signed once (version 1 holds `arquivoId`, its signed form) and now
   * in a round of requests with one request on the whole solution.
   */
  emRodadaA: { propostaId: string; solicitacaoId: string; arquivoId: string };
  /** A published solution with a photo and a public portfolio. */
  publicada: Awaited<ReturnType<typeof solucaoComArquivos>>;
  /** A second published solution (company B's), for the comparison of two. */
  outraPublicada: string;
  /** Puts the published solutions in the verified manager's selection (saving twice is one save). */
  naSelecaoDoGestor(): Promise<void>;
  /** A fresh saved search of the verified manager, for the calls that change or delete one. */
  novaBuscaDoGestor(): Promise<string>;
  /** A fresh solution of company A, complete enough to sign, for calls that change its status. */
  novaPropostaA(): Promise<string>;
  /** A fresh solution of company A in the review of its portal text (status 9). */
  emRevisaoDeTextoA(): Promise<string>;
  /**
   * A fresh photo on a fresh solution of company A, for calls that delete it: each refused
   * delete leaves its photo behind, and one solution holds ten.
   */
  novoArquivoA(): Promise<string>;
  /** A number unique within the file, for file names that must not repeat. */
  sequencia(): number;
  /** A fresh manager awaiting staff, for the calls that decide one. */
  novoGestorPendente(): Promise<string>;
  /** A fresh request to join company A (docs/decisions/011), for the calls that decide it. */
  novoPedidoA(): Promise<string>;
  /** A fresh accepted colleague of company A, for the call that removes one. */
  novoColegaA(): Promise<string>;
  /** A fresh request to a company with no active member left, which an administrator decides. */
  novoPedidoSemMembro(): Promise<string>;
}

/** `config` adds settings to the app, such as a mail server whose messages a test reads. */
export async function criarFixturesAcesso(
  config: Partial<AppConfig> = {},
): Promise<FixturesAcesso> {
  const ADMIN = adminDeTeste();
  const app = await buildTestApp({ ...config, admin: ADMIN });
  const empresaA = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, empresaA);
  const empresaB = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, empresaB);
  const propostaA = await criarProposta(app, empresaA);
  let contador = 0;
  const sequencia = () => ++contador;
  const fotoEm = async (propostaId: string) => {
    const nome = `foto-${sequencia()}.png`;
    const response = await enviarArquivo(app, empresaA, propostaId, 'fotos', PNG, nome);
    if (response.statusCode !== 200) throw new Error(`foto recusada: ${response.body}`);
    return response.json().idCriadoGuid as string;
  };
  const novoArquivoA = async () => fotoEm(await criarProposta(app, empresaA));
  const administrador = await signedInAdmin(app, ADMIN);
  const publicada = await solucaoComArquivos(app, PNG);
  const publicacao = await injectAs(app, administrador, {
    method: 'POST',
    url: `/api/fileindexer/arquivo/${publicada.arquivos['portfolio.pdf']}/publico`,
    payload: { publico: true },
  });
  if (publicacao.statusCode !== 200) throw new Error(`publicação recusada: ${publicacao.body}`);
  const edital = await injectAs(app, administrador, {
    method: 'PUT',
    url: '/api/documentos/edital',
    payload: arquivoPayload(PDF, 'edital.pdf'),
  });
  if (edital.statusCode !== 200) throw new Error(`edital recusado: ${edital.body}`);
  const outraPublicada = await criarPropostaCompleta(app, empresaB);
  await definirStatus(app, outraPublicada, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
  const gestor = await signedInGestor(app);
  const naSelecaoDoGestor = async () => {
    for (const propostaId of [publicada.id, outraPublicada]) {
      const salva = await injectAs(app, gestor, {
        method: 'POST',
        url: '/api/gestor/selecao',
        payload: { propostaId },
      });
      if (salva.statusCode !== 200) throw new Error(`seleção recusada: ${salva.body}`);
    }
  };
  const novaBuscaDoGestor = async () => {
    const salva = await injectAs(app, gestor, {
      method: 'POST',
      url: '/api/gestor/buscas',
      payload: { nome: 'Semáforos', filtro: { busca: 'semáforo' } },
    });
    if (salva.statusCode !== 201) throw new Error(`busca salva recusada: ${salva.body}`);
    return salva.json().idCriadoGuid as string;
  };
  const pendente = await signedInStaff(app, 3);
  const analista = await signedInStaff(app, 4);
  const emRodadaA = await solucaoEmRodada(app, empresaA, analista);
  const analistaComConflito = await signedInStaff(app, 4);
  const administradorComConflito = await signedInStaff(app, 5);
  const emConflito = (propostaId: string) =>
    declararConflitos(app, administrador, propostaId, [
      analistaComConflito,
      administradorComConflito,
    ]);
  await emConflito(propostaA);
  return {
    app,
    sessoes: {
      anonimo: null,
      empresaA: await login(app, empresaA),
      empresaB,
      pendente,
      pendenteA: await login(app, await registerPedidoNaEmpresa(app, empresaA)),
      // A session of its own: the selection's samples save with the fixtures' one.
      gestor: await login(app, gestor),
      gestorPendente: await signedInGestor(app, { verificado: false }),
      analista,
      administrador: await signedInAdmin(app, ADMIN),
      // Sessions of their own: the samples declare conflicts with the fixtures' sessions.
      analistaComConflito: { cookie: await loginIpt(app, analistaComConflito) },
      administradorComConflito: { cookie: await loginIpt(app, administradorComConflito) },
    },
    empresaA,
    empresaB,
    pendente,
    analista,
    administrador,
    analistaComConflito,
    administradorComConflito,
    emConflito,
    aceitarTermos: async (versao) => {
      const construtores = [
        empresaA,
        administrador,
        analistaComConflito,
        administradorComConflito,
        gestor,
      ];
      for (const sessao of construtores) {
        const aceite = await injectAs(app, sessao, {
          method: 'POST',
          url: '/api/termos/aceite',
          payload: { versao },
        });
        if (aceite.statusCode !== 200) throw new Error(`aceite recusado: ${aceite.body}`);
      }
    },
    membroAlvo: await registerStaffUser(app),
    propostaA,
    arquivoA: await fotoEm(propostaA),
    emRodadaA,
    publicada,
    novaPropostaA: () => criarPropostaCompleta(app, empresaA),
    emRevisaoDeTextoA: async () => {
      const id = await criarPropostaCompleta(app, empresaA);
      await definirStatus(app, id, STATUS_PROPOSTA.REVISAO_DE_TEXTO_PARA_O_PORTAL);
      return id;
    },
    novoArquivoA,
    sequencia,
    outraPublicada,
    naSelecaoDoGestor,
    novaBuscaDoGestor,
    novoGestorPendente: async () => (await registerGestor(app, { verificado: false })).id,
    novoPedidoA: async () => (await registerPedidoNaEmpresa(app, empresaA)).id,
    novoColegaA: async () => (await registerColega(app, empresaA)).id,
    novoPedidoSemMembro: async () => {
      const dona = await signedInCompanyUser(app);
      const pedido = await registerPedidoNaEmpresa(app, dona);
      await app.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, dona.id));
      return pedido.id;
    },
  };
}

/** Assigns `propostaId` to each of `membros`, who then declare a personal conflict with it. */
async function declararConflitos(
  app: FastifyInstance,
  administrador: MembroComSessao,
  propostaId: string,
  membros: MembroComSessao[],
) {
  const atribuicao = await injectAs(app, administrador, {
    method: 'POST',
    url: '/api/avaliacao/atribuicoes',
    payload: { propostaIds: [propostaId], avaliadorIds: membros.map((m) => m.id) },
  });
  if (atribuicao.statusCode !== 200) throw new Error(`atribuição recusada: ${atribuicao.body}`);
  for (const membro of membros) {
    const declaracao = await injectAs(app, membro, {
      method: 'POST',
      url: `/api/avaliacao/proposta/${propostaId}/conflito`,
      payload: { conflito: 'pessoal' },
    });
    if (declaracao.statusCode !== 200) throw new Error(`conflito recusado: ${declaracao.body}`);
  }
}

/** A complete solution of `empresa`, signed, then sent back with one request by `equipe`. */
async function solucaoEmRodada(app: FastifyInstance, empresa: Sessao, equipe: { cookie: string }) {
  const propostaId = await criarPropostaCompleta(app, empresa);
  const assinado = await enviarArquivo(
    app,
    empresa,
    propostaId,
    'formassinado',
    PDF,
    'assinado.pdf',
  );
  if (assinado.statusCode !== 200) throw new Error(`assinatura recusada: ${assinado.body}`);
  const pedido = await injectAs(app, equipe, {
    method: 'POST',
    url: `/api/proposta/${propostaId}/solicitacoes`,
    payload: { solicitacoes: [{ alvo: 'geral', texto: 'Revise a solução.' }] },
  });
  if (pedido.statusCode !== 201) throw new Error(`solicitação recusada: ${pedido.body}`);
  const [rodada] = (await injectAs(app, empresa, {
    method: 'GET',
    url: `/api/proposta/${propostaId}/solicitacoes`,
  }).then((r) => r.json())) as { solicitacoes: { id: string }[] }[];
  return {
    propostaId,
    solicitacaoId: rodada!.solicitacoes[0]!.id,
    arquivoId: assinado.json().idCriadoGuid as string,
  };
}
