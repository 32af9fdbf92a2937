import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_PROPOSTA } from '@portal/domain';
import { injectAs, signedInCompanyUser } from '../../../../test/fixtures.ts';
import { signedInStaff, type MembroComSessao } from '../../../../test/fixtures-equipe.ts';
import {
  criarPropostaCompleta,
  definirStatus,
  novaProposta,
} from '../../../../test/fixtures-proposta.ts';
import { buscarSolucoes } from '../../../../test/fixtures-repositorio.ts';
import { buildTestApp } from '../../../../test/helper.ts';

/** The text the portal publishes (status 9): revised by staff, the signed one intact. */

let app: FastifyInstance;
let empresa: Awaited<ReturnType<typeof signedInCompanyUser>>;
let outra: Awaited<ReturnType<typeof signedInCompanyUser>>;
let analista: MembroComSessao;
const ORIGINAL = novaProposta({ titulo: 'Semáforo Girassol' });

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await signedInCompanyUser(app);
  outra = await signedInCompanyUser(app);
  analista = await signedInStaff(app, 4);
}, 60_000);
afterAll(() => app.close());

const ler = (sessao: { cookie: string } | null, id: string) =>
  injectAs(app, sessao, { method: 'GET', url: `/api/proposta/${id}/texto-portal` });
const salvar = (
  id: string,
  texto: object,
  versao?: number,
  sessao: { cookie: string } = analista,
) =>
  injectAs(app, sessao, {
    method: 'PUT',
    url: `/api/proposta/${id}/texto-portal`,
    payload: { texto, versao },
  });
const mudarStatus = (id: string, status: number) =>
  injectAs(app, analista, {
    method: 'POST',
    url: '/api/proposta/status',
    payload: { idProposta: id, idStatusProposta: status },
  });

async function emRevisao(): Promise<{ id: string; assinado: Record<string, unknown> }> {
  const id = await criarPropostaCompleta(app, empresa, ORIGINAL);
  await definirStatus(app, id, STATUS_PROPOSTA.REVISAO_DE_TEXTO_PARA_O_PORTAL);
  const texto = await ler(analista, id);
  expect(texto.statusCode).toBe(200);
  return { id, assinado: texto.json().assinado };
}

describe('texto para o portal', () => {
  it('a equipe revisa o texto; o catálogo, a busca e os dados abertos mostram a revisão e o assinado fica', async () => {
    const { id, assinado } = await emRevisao();
    expect(assinado.titulo).toBe('Semáforo Girassol');
    expect((await ler(analista, id)).json()).toMatchObject({ portal: null, alteracoes: [] });

    const revisado = {
      ...assinado,
      titulo: 'Semáforo que prioriza o ônibus',
      conceito: 'Texto revisado.',
    };
    const salvo = await salvar(id, revisado);
    expect(salvo.statusCode, salvo.body).toBe(200);
    const leitura = (await ler(empresa, id)).json();
    expect(leitura.portal).toMatchObject({
      titulo: 'Semáforo que prioriza o ônibus',
      conceito: 'Texto revisado.',
    });
    expect(leitura.assinado.titulo).toBe('Semáforo Girassol');
    expect(leitura.alteracoes).toMatchObject([
      { nome: analista.nome, campos: ['titulo', 'conceito'] },
    ]);
    const daEmpresa = await injectAs(app, empresa, { method: 'GET', url: `/api/proposta/${id}` });
    expect(daEmpresa.json().titulo).toBe('Semáforo Girassol');

    expect((await mudarStatus(id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL)).statusCode).toBe(200);
    const detalhe = await app.inject({ method: 'GET', url: `/api/solucoes/${id}` });
    expect(detalhe.json()).toMatchObject({
      titulo: 'Semáforo que prioriza o ônibus',
      descricaoTecnicaSolucao: { conceito: 'Texto revisado.' },
    });
    const busca = await buscarSolucoes(app, '?busca=onibus prioriza');
    expect(busca.itens.map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await buscarSolucoes(app, '?busca=girassol')).itens).toEqual([]);
    const abertos = await app.inject({ method: 'GET', url: '/api/solucoes/dados-abertos.json' });
    expect(abertos.json().find((s: { id: string }) => s.id === id)?.titulo).toBe(
      'Semáforo que prioriza o ônibus',
    );

    // Published, the text is no longer edited here.
    const publicado = await salvar(id, { ...revisado, titulo: 'Outro' });
    expect(publicado.statusCode).toBe(409);
    expect(publicado.json().message).toBe(
      'O texto para o portal só pode ser editado com a solução em "Revisão de Texto para o Portal".',
    );
  });

  it('sem revisão o catálogo publica o texto assinado', async () => {
    const { id } = await emRevisao();
    expect((await mudarStatus(id, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL)).statusCode).toBe(200);
    const detalhe = await app.inject({ method: 'GET', url: `/api/solucoes/${id}` });
    expect(detalhe.json().titulo).toBe('Semáforo Girassol');
  });

  it('recusa a cópia antiga com quem salvou, e o campo inválido com 400', async () => {
    const { id, assinado } = await emRevisao();
    expect((await salvar(id, { ...assinado, relevancia: 'Primeira revisão.' }, 1)).statusCode).toBe(
      200,
    );
    const antiga = await salvar(
      id,
      { ...assinado, diferencial: 'Segunda, de uma cópia antiga.' },
      1,
    );
    expect(antiga.statusCode).toBe(409);
    expect(antiga.json().message).toContain(analista.nome);
    const nul = await salvar(id, { ...assinado, titulo: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().issues[0].path).toBe('texto.titulo');
  });

  it('a empresa lê a prévia e não escreve; outra empresa recebe 404', async () => {
    const { id, assinado } = await emRevisao();
    expect((await ler(empresa, id)).statusCode).toBe(200);
    expect((await ler(outra, id)).statusCode).toBe(404);
    expect((await ler(null, id)).statusCode).toBe(401);
    expect((await salvar(id, assinado, undefined, empresa)).statusCode).toBe(403);
  });
});
