import type { FastifyInstance } from 'fastify';
import { RUBRICA_PADRAO } from '@portal/domain';
import { injectAs, signedInCompanyUser } from './fixtures.ts';
import {
  adminDeTeste,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from './fixtures-equipe.ts';
import { criarProposta, enviarProvaCnpj } from './fixtures-proposta.ts';
import { buildTestApp } from './helper.ts';

/** The evaluation's cast: an administrator, two analysts and a company with one solution. */
export async function cenarioAvaliacao(
  app: FastifyInstance,
  admin: { email: string; senha: string },
) {
  const adm = await signedInAdmin(app, admin);
  const ana = await signedInStaff(app, 4, { nome: 'Ana Avaliadora' });
  const beto = await signedInStaff(app, 4, { nome: 'Beto Avaliador' });
  const empresa = await signedInCompanyUser(app);
  const propostaId = await criarProposta(app, empresa);
  return { adm, ana, beto, empresa, propostaId };
}

/** A form filled on the default rubric with one score on every criterion. */
export const avaliacaoCompleta = (nota = 4, texto = 'Justificativa da nota') => ({
  notas: Object.fromEntries(
    RUBRICA_PADRAO.map((c) => [c.codigo, { nota, justificativa: `${texto} ${c.codigo}` }]),
  ),
  recomendacao: 'aprovar',
  fundamentacao: 'A solução atende ao edital.',
});

export async function atribuir(
  app: FastifyInstance,
  adm: MembroComSessao,
  propostaIds: string[],
  avaliadores: MembroComSessao[],
  prazo: string | null = null,
) {
  const response = await injectAs(app, adm, {
    method: 'POST',
    url: '/api/avaliacao/atribuicoes',
    payload: { propostaIds, avaliadorIds: avaliadores.map((a) => a.id), prazo },
  });
  if (response.statusCode !== 200) throw new Error(`atribuição recusada: ${response.body}`);
}

export const declarar = (
  app: FastifyInstance,
  membro: MembroComSessao,
  propostaId: string,
  conflito = 'nenhum',
  descricao: string | null = null,
) =>
  injectAs(app, membro, {
    method: 'POST',
    url: `/api/avaliacao/proposta/${propostaId}/conflito`,
    payload: { conflito, descricao },
  });

export const enviarAvaliacao = (
  app: FastifyInstance,
  membro: MembroComSessao,
  propostaId: string,
  dados: object = avaliacaoCompleta(),
) =>
  injectAs(app, membro, {
    method: 'POST',
    url: `/api/avaliacao/proposta/${propostaId}/envio`,
    payload: dados,
  });

/** Assigned, declared free of conflict and submitted: the usual evaluator of a test. */
export async function avaliar(
  app: FastifyInstance,
  membro: MembroComSessao,
  propostaId: string,
  nota = 4,
) {
  await declarar(app, membro, propostaId);
  const response = await enviarAvaliacao(app, membro, propostaId, avaliacaoCompleta(nota));
  if (response.statusCode !== 200) throw new Error(`envio recusado: ${response.body}`);
}

export const painel = async (app: FastifyInstance, membro: MembroComSessao, propostaId: string) =>
  (
    await injectAs(app, membro, { method: 'GET', url: `/api/avaliacao/proposta/${propostaId}` })
  ).json();

/** Assigned to `avaliador`, evaluated and with its parecer's conclusion saved: ready to issue. */
export async function prontaParaParecer(
  app: FastifyInstance,
  adm: MembroComSessao,
  avaliador: MembroComSessao,
  propostaId: string,
) {
  await atribuir(app, adm, [propostaId], [avaliador]);
  await avaliar(app, avaliador, propostaId);
  const conclusao = await injectAs(app, adm, {
    method: 'PUT',
    url: `/api/avaliacao/proposta/${propostaId}/parecer`,
    payload: { conclusao: 'Recomenda-se a aprovação.' },
  });
  if (conclusao.statusCode !== 200) throw new Error(`conclusão recusada: ${conclusao.body}`);
}

/** Issues the parecer of the solution; `corpo` as the staff screen sends it. */
export const emitirParecer = (
  app: FastifyInstance,
  adm: MembroComSessao,
  propostaId: string,
  corpo?: object,
) =>
  injectAs(app, adm, {
    method: 'POST',
    url: `/api/avaliacao/proposta/${propostaId}/parecer/emissao`,
    ...(corpo ? { payload: corpo } : {}),
  });

/** A portal with the cast of a solution's whole life: a company (its CNPJ card sent), an analyst and the administrator. */
export async function elencoDoCiclo() {
  const admin = adminDeTeste();
  const app = await buildTestApp({ admin });
  const empresa = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, empresa);
  const analista = await signedInStaff(app, 4);
  const adm = await signedInAdmin(app, admin);
  return { app, empresa, analista, adm };
}
