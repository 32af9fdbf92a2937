import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MENSAGENS, STATUS_PROPOSTA, type SolucaoPublica } from '@portal/domain';
import { gestorEvento } from '../../infra/db/schema-gestor.ts';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import { criarPropostaCompleta, definirStatus } from '../../../test/fixtures-proposta.ts';
import { signedInGestor, type GestorDeTeste } from '../../../test/fixtures-gestor.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let empresa: Awaited<ReturnType<typeof signedInCompanyUser>>;
const publicadas: string[] = [];
let naoPublicada: string;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await signedInCompanyUser(app);
  for (let i = 0; i < 3; i++) {
    const id = await criarPropostaCompleta(app, empresa);
    await definirStatus(app, id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
    publicadas.push(id);
  }
  naoPublicada = await criarPropostaCompleta(app, empresa);
});
afterAll(() => app.close());

const salvar = (gestor: { cookie: string }, propostaId: string) =>
  injectAs(app, gestor, { method: 'POST', url: '/api/gestor/selecao', payload: { propostaId } });
const selecaoDe = async (gestor: { cookie: string }) =>
  (await injectAs(app, gestor, { method: 'GET', url: '/api/gestor/selecao' })).json() as {
    solucao: SolucaoPublica;
  }[];
const comparar = (gestor: { cookie: string }, propostaIds: string[]) =>
  injectAs(app, gestor, {
    method: 'POST',
    url: '/api/gestor/selecao/comparacao',
    payload: { propostaIds },
  });
const eventos = (gestor: GestorDeTeste, tipo: string) =>
  app.db
    .select({ propostaId: gestorEvento.propostaId, municipioId: gestorEvento.municipioId })
    .from(gestorEvento)
    .where(and(eq(gestorEvento.usuarioId, gestor.id), eq(gestorEvento.tipo, tipo)));

describe('seleção do gestor', () => {
  it('salva soluções publicadas na ordem, uma vez cada, e conta cada salvamento com o município', async () => {
    const gestor = await signedInGestor(app);
    expect((await salvar(gestor, publicadas[1]!)).statusCode).toBe(200);
    expect((await salvar(gestor, publicadas[0]!)).statusCode).toBe(200);
    expect((await salvar(gestor, publicadas[1]!)).statusCode).toBe(200);
    const selecao = await selecaoDe(gestor);
    expect(selecao.map((i) => i.solucao.id)).toEqual([publicadas[1], publicadas[0]]);
    expect(await eventos(gestor, 'salva')).toHaveLength(2);
    expect((await eventos(gestor, 'salva'))[0]?.municipioId).toBe(3550308);
  });

  it('a solução vista é a pública: nada de dados dos membros da empresa', async () => {
    const gestor = await signedInGestor(app);
    await salvar(gestor, publicadas[0]!);
    const [item] = await selecaoDe(gestor);
    expect(Object.keys(item!.solucao.empresa).sort()).toEqual(['nome', 'webSite']);
    expect(JSON.stringify(item)).not.toContain(empresa.email);
  });

  it('recusa salvar uma solução não publicada com 404, sem gravar', async () => {
    const gestor = await signedInGestor(app);
    const response = await salvar(gestor, naoPublicada);
    expect(response.statusCode).toBe(404);
    expect(await selecaoDe(gestor)).toEqual([]);
  });

  it('tira uma solução da seleção; tirar de novo responde 404', async () => {
    const gestor = await signedInGestor(app);
    await salvar(gestor, publicadas[2]!);
    const url = `/api/gestor/selecao/${publicadas[2]}`;
    expect((await injectAs(app, gestor, { method: 'DELETE', url })).statusCode).toBe(200);
    expect(await selecaoDe(gestor)).toEqual([]);
    expect((await injectAs(app, gestor, { method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('compara de 2 a 4 soluções da própria seleção, na ordem pedida, e conta a comparação', async () => {
    const gestor = await signedInGestor(app);
    for (const id of publicadas) await salvar(gestor, id);
    const ordem = [publicadas[2]!, publicadas[0]!];
    const response = await comparar(gestor, ordem);
    expect(response.statusCode).toBe(200);
    expect((response.json() as SolucaoPublica[]).map((s) => s.id)).toEqual(ordem);
    expect((await eventos(gestor, 'comparada')).map((e) => e.propostaId).sort()).toEqual(
      [...ordem].sort(),
    );
  });

  it.each([
    ['uma só', 1],
    ['cinco', 5],
  ])('recusa comparar %s solução(ões)', async (_caso, quantas) => {
    const gestor = await signedInGestor(app);
    const ids = Array.from({ length: quantas }, (_, i) => publicadas[i % 3]!);
    const response = await comparar(gestor, ids);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ message: MENSAGENS.comparacaoTamanho });
  });

  it('recusa comparar uma solução fora da seleção', async () => {
    const gestor = await signedInGestor(app);
    await salvar(gestor, publicadas[0]!);
    const response = await comparar(gestor, [publicadas[0]!, publicadas[1]!]);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'propostaIds', message: MENSAGENS.comparacaoForaDaSelecao },
    ]);
  });

  it('uma solução despublicada some da seleção', async () => {
    const gestor = await signedInGestor(app);
    const id = await criarPropostaCompleta(app, empresa);
    await definirStatus(app, id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
    await salvar(gestor, id);
    await definirStatus(app, id, STATUS_PROPOSTA.REVISAO_DE_TEXTO_PARA_O_PORTAL);
    expect(await selecaoDe(gestor)).toEqual([]);
  });
});
