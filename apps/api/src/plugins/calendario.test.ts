import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';
import { exigeRegraCalendario } from './calendario.ts';

describe('rotas de escrita da empresa', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  it('toda rota que altera soluções declara a regra do calendário, e estas são as fechadas por ele', () => {
    expect(app.rotasDoCalendario.filter((r) => r.regra === undefined)).toEqual([]);
    const fechadas = app.rotasDoCalendario
      .filter((r) => r.regra !== 'livre')
      .map((r) => `${r.regra} ${r.method} ${r.url}`);
    expect(fechadas).toEqual(
      expect.arrayContaining([
        'criar PUT /api/proposta',
        'editar POST /api/proposta',
        'editar POST /api/fileindexer/proposta/:id/fotos/file',
        'editar POST /api/fileindexer/proposta/:id/formassinado/file',
        'editar POST /api/fileindexer/proposta/:id/:context',
        'editar DELETE /api/fileindexer/arquivo/:fileId',
      ]),
    );
  });

  it('só as escritas de empresa em soluções e arquivos precisam declarar', () => {
    expect(exigeRegraCalendario('POST', '/api/proposta', 'company')).toBe(true);
    expect(exigeRegraCalendario('DELETE', '/api/fileindexer/arquivo/:id', 'user')).toBe(true);
    expect(exigeRegraCalendario('GET', '/api/proposta/:id', 'company')).toBe(false);
    expect(exigeRegraCalendario('POST', '/api/proposta/status', 'staff')).toBe(false);
    expect(exigeRegraCalendario('POST', '/api/cadastro/usuario', 'user')).toBe(false);
  });
});

describe('rota de escrita da empresa sem regra do calendário', () => {
  it('impede a aplicação de iniciar', async () => {
    const app = await buildTestApp();
    app.register(async (modulo) => {
      modulo.post('/api/proposta/nova', { config: { access: 'company' } }, async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow(
      /POST \/api\/proposta\/nova altera soluções e não declara config\.calendario/,
    );
    await app.close().catch(() => undefined);
  });

  it('aceita a rota que declara estar fora do calendário', async () => {
    const app = await buildTestApp();
    app.delete(
      '/api/fileindexer/nova/:id',
      { config: { access: 'user', calendario: 'livre' } },
      async () => ({}),
    );
    await app.ready();
    expect(app.rotasDoCalendario).toContainEqual({
      method: 'DELETE',
      url: '/api/fileindexer/nova/:id',
      regra: 'livre',
    });
    await app.close();
  });
});
