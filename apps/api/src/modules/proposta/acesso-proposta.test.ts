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

describe('quem não é dono recebe 404 em tudo', () => {
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

  it('um colega da mesma empresa (a especificação mostra só as do próprio usuário)', async () => {
    const colega = await registerColega(app, dono);
    const sessao = await login(app, colega);
    for (const chamada of chamadas()) {
      const response = await injectAs(app, sessao, chamada);
      expect(response.statusCode, `${chamada.method} ${chamada.url}`).toBe(404);
    }
    // Nothing changed: the file is still there for its owner.
    expect((await get(dono, `/api/fileindexer/${id}/${arquivoId}`)).statusCode).toBe(200);
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
