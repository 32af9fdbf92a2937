import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectAs,
  login,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { registerColega } from '../../../test/fixtures-membros.ts';
import {
  arquivoPayload,
  criarProposta,
  enviarArquivo,
  novaProposta,
  PDF,
  PNG,
  tornarAnalista,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let dono: UsuarioDeTeste & Sessao;
let estranho: UsuarioDeTeste & Sessao;
beforeAll(async () => {
  app = await buildTestApp();
  dono = await signedInCompanyUser(app);
  estranho = await signedInCompanyUser(app);
});
afterAll(() => app.close());

const get = (sessao: { cookie: string } | null, url: string) =>
  injectAs(app, sessao, { method: 'GET', url });

describe('a solução é da empresa: outra empresa recebe 404 em tudo', () => {
  let id: string;
  let arquivoId: string;
  beforeAll(async () => {
    id = await criarProposta(app, dono);
    arquivoId = (await enviarArquivo(app, dono, id, 'fotos', PNG, 'foto.png')).json().idCriadoGuid;
  });

  const chamadas = () => [
    { method: 'GET' as const, url: `/api/proposta/${id}` },
    { method: 'GET' as const, url: `/api/proposta/historicostatusproposta/${id}` },
    { method: 'GET' as const, url: `/api/proposta/gerapdf/${id}` },
    { method: 'GET' as const, url: `/api/proposta/statusgeracaopdf/${id}` },
    { method: 'POST' as const, url: '/api/proposta', payload: { ...novaProposta(), id } },
    { method: 'GET' as const, url: `/api/fileindexer/proposta/${id}` },
    { method: 'GET' as const, url: `/api/fileindexer/proposta/${id}/10` },
    { method: 'GET' as const, url: `/api/fileindexer/${id}/${arquivoId}` },
    {
      method: 'POST' as const,
      url: `/api/fileindexer/proposta/${id}/fotos/file`,
      payload: arquivoPayload(PNG, 'x.png'),
    },
    {
      method: 'POST' as const,
      url: `/api/fileindexer/proposta/${id}/formassinado/file`,
      payload: arquivoPayload(PDF, 'x.pdf'),
    },
    { method: 'DELETE' as const, url: `/api/fileindexer/arquivo/${arquivoId}` },
  ];

  it('outra empresa', async () => {
    for (const chamada of chamadas()) {
      const response = await injectAs(app, estranho, chamada);
      expect(response.statusCode, `${chamada.method} ${chamada.url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Recurso não encontrado.' });
    }
  });

  it('um colega da mesma empresa trabalha na solução como o autor', async () => {
    const colega = await registerColega(app, dono);
    const sessao = await login(app, colega);
    for (const url of [
      `/api/proposta/${id}`,
      `/api/proposta/historicostatusproposta/${id}`,
      `/api/fileindexer/proposta/${id}`,
      `/api/fileindexer/${id}/${arquivoId}`,
    ]) {
      expect((await get(sessao, url)).statusCode, url).toBe(200);
    }
    const edicao = await injectAs(app, sessao, {
      method: 'POST',
      url: '/api/proposta',
      payload: { ...novaProposta({ titulo: 'Revisado pelo colega' }), id },
    });
    expect(edicao.statusCode).toBe(200);
    expect((await get(dono, `/api/proposta/${id}`)).json().titulo).toBe('Revisado pelo colega');
    const foto = await enviarArquivo(app, sessao, id, 'fotos', PNG, 'outra.png');
    expect(foto.statusCode).toBe(200);
    const exclusao = await injectAs(app, sessao, {
      method: 'DELETE',
      url: `/api/fileindexer/arquivo/${foto.json().idCriadoGuid}`,
    });
    expect(exclusao.statusCode).toBe(200);

    // The company's list, asked with either person's id, holds the author's solution.
    for (const usuarioId of [colega.id, dono.id]) {
      const lista = await get(sessao, `/api/proposta/usuario/${usuarioId}`);
      expect(lista.statusCode).toBe(200);
      expect(lista.json().map((l: { propostaID: string }) => l.propostaID)).toContain(id);
    }
    // Another company's user id answers nothing, as any other refusal.
    expect((await get(sessao, `/api/proposta/usuario/${estranho.id}`)).statusCode).toBe(404);
    expect((await get(estranho, `/api/proposta/usuario/${dono.id}`)).statusCode).toBe(404);
  });

  it('o arquivo pedido com o id de outra proposta', async () => {
    const outra = await criarProposta(app, dono);
    expect((await get(dono, `/api/fileindexer/${outra}/${arquivoId}`)).statusCode).toBe(404);
  });

  it('a equipe lê proposta, histórico e arquivos, mas não altera', async () => {
    const analista = await signedInCompanyUser(app);
    await tornarAnalista(app, analista.id);
    expect((await get(analista, `/api/proposta/${id}`)).statusCode).toBe(200);
    expect((await get(analista, `/api/proposta/historicostatusproposta/${id}`)).statusCode).toBe(
      200,
    );
    expect((await get(analista, `/api/fileindexer/proposta/${id}`)).json()).toHaveLength(1);
    expect((await get(analista, `/api/fileindexer/${id}/${arquivoId}`)).statusCode).toBe(200);
    const exclusao = await injectAs(app, analista, {
      method: 'DELETE',
      url: `/api/fileindexer/arquivo/${arquivoId}`,
    });
    expect(exclusao.statusCode).toBe(403);
  });
});
