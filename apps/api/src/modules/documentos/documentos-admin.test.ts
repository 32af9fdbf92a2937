import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXTO_ARQUIVO } from '@portal/domain';
import { arquivo } from '../../infra/db/schema.ts';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import {
  adminDeTeste,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import { arquivoPayload, PDF, PNG, pdfDeTamanho } from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let admin: MembroComSessao;

const enviar = (sessao: { cookie: string } | null, id: string, bytes: Buffer, nome: string) =>
  injectAs(app, sessao, {
    method: 'PUT',
    url: `/api/documentos/${id}`,
    payload: arquivoPayload(bytes, nome),
  });

const documento = async (id: string) =>
  ((await app.inject({ method: 'GET', url: '/api/documentos' })).json() as { id: string }[]).find(
    (d) => d.id === id,
  );

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(() => app.close());

describe('documentos do programa pelo administrador', () => {
  it('só o administrador envia e lista: 401 sem sessão, 403 para empresa e equipe', async () => {
    const chamadores = {
      anonimo: null,
      empresa: await signedInCompanyUser(app),
      pendente: await signedInStaff(app, 3),
      analista: await signedInStaff(app, 4),
    };
    const esperado = { anonimo: 401, empresa: 403, pendente: 403, analista: 403 };
    for (const [nome, sessao] of Object.entries(chamadores)) {
      const put = await enviar(sessao, 'edital', PDF, 'edital.pdf');
      const get = await injectAs(app, sessao, { method: 'GET', url: '/api/documentos/admin' });
      const status = esperado[nome as keyof typeof esperado];
      expect([put.statusCode, get.statusCode], nome).toEqual([status, status]);
    }
    expect(await documento('edital')).toMatchObject({ url: null });
  });

  it('substitui a versão atual: o link aparece e passa a servir o novo arquivo', async () => {
    const primeira = await enviar(admin, 'caderno-tecnico-3', PDF, 'caderno v1.pdf');
    expect(primeira.statusCode).toBe(200);
    expect(primeira.json()).toMatchObject({
      result: true,
      message: 'Documento atualizado com sucesso!',
    });
    expect(await documento('caderno-tecnico-3')).toEqual({
      id: 'caderno-tecnico-3',
      titulo: 'Caderno técnico — Mobilidade Urbana',
      url: '/api/documentos/caderno-tecnico-3/arquivo',
    });
    const segunda = Buffer.concat([PDF, Buffer.from('versão 2')]);
    expect((await enviar(admin, 'caderno-tecnico-3', segunda, 'caderno v2.pdf')).statusCode).toBe(
      200,
    );
    const servido = await app.inject({
      method: 'GET',
      url: '/api/documentos/caderno-tecnico-3/arquivo',
    });
    expect(servido.rawPayload.equals(segunda)).toBe(true);
    // The old version is gone, not left behind as an orphan file.
    const [versoes] = await app.db
      .select({ n: count() })
      .from(arquivo)
      .where(eq(arquivo.contexto, CONTEXTO_ARQUIVO.DOCUMENTO_PROGRAMA));
    expect(versoes!.n).toBe(1);
  });

  it('lista para o administrador a versão, o tamanho, quando e quem', async () => {
    const response = await injectAs(app, admin, { method: 'GET', url: '/api/documentos/admin' });
    expect(response.statusCode).toBe(200);
    const lista = response.json();
    expect(lista.find((d: { id: string }) => d.id === 'caderno-tecnico-3')).toEqual({
      id: 'caderno-tecnico-3',
      titulo: 'Caderno técnico — Mobilidade Urbana',
      nomeOriginal: 'caderno v2.pdf',
      tamanho: PDF.length + Buffer.byteLength('versão 2'),
      atualizadoEm: expect.stringMatching(/^\d{4}-/),
      atualizadoPor: admin.nome,
      versao: 3,
    });
    expect(lista.find((d: { id: string }) => d.id === 'edital')).toEqual({
      id: 'edital',
      titulo: 'Edital de convocação para participação no programa',
      nomeOriginal: null,
      tamanho: null,
      atualizadoEm: null,
      atualizadoPor: null,
      versao: 1,
    });
  });

  it('recusa o que não é PDF, mais de 2 MiB e documento fora do catálogo', async () => {
    const png = await enviar(admin, 'edital', PNG, 'edital.pdf');
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe('O arquivo deve ser um PDF.');
    const grande = await enviar(admin, 'edital', pdfDeTamanho(2 * 1024 * 1024 + 1), 'e.pdf');
    expect(grande.statusCode).toBe(413);
    expect((await enviar(admin, 'edital-2030', PDF, 'e.pdf')).statusCode).toBe(404);
    expect(await documento('edital')).toMatchObject({ url: null });
  });
});
