// @module-tag dois-bancos
/**
 * The company's list is kept serialized while its version (migrations/0043) stays the same. Every
 * change the list shows must move that version, whatever path writes it: each case below changes
 * one thing, some through the API and some in SQL (as a job or a staff action does), and the next
 * list must show it.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXTO_ARQUIVO, STATUS_PROPOSTA } from '@portal/domain';
import { arquivo } from '../../infra/db/schema.ts';
import {
  historicoStatusProposta,
  proposta,
  versaoListaEmpresa,
} from '../../infra/db/schema-propostas.ts';
import {
  injectAs,
  login,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import {
  criarProposta,
  enviarArquivo,
  novaProposta,
  PNG,
} from '../../../test/fixtures-proposta.ts';
import { registerColega } from '../../../test/fixtures-membros.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
let dono: UsuarioDeTeste & Sessao;
beforeAll(async () => {
  app = await buildTestApp();
  dono = await signedInCompanyUser(app);
});
afterAll(() => app.close());

interface Linha {
  propostaID: string;
  tituloProposta: string;
  statusProposta: { idStatusProposta: number; observacao: string | null };
  possuiFormAssinado: boolean;
  completude: { faltamFotos: boolean };
}

async function listar(sessao: Sessao = dono, usuarioId = dono.id) {
  const resposta = await injectAs(app, sessao, {
    method: 'GET',
    url: `/api/proposta/usuario/${usuarioId}`,
  });
  expect(resposta.statusCode).toBe(200);
  return resposta.json<Linha[]>();
}
const daLista = async (id: string) => (await listar()).find((l) => l.propostaID === id);

const versao = async () => {
  const [linha] = await app.db
    .select({ versao: versaoListaEmpresa.versao })
    .from(versaoListaEmpresa)
    .where(eq(versaoListaEmpresa.empresaId, dono.empresaId));
  return linha?.versao;
};

describe('lista da empresa guardada por versão', () => {
  it('mostra em seguida cada mudança, feita pela API ou direto no banco', async () => {
    expect(await listar()).toEqual([]);
    const id = await criarProposta(app, dono, novaProposta({ titulo: 'Primeiro título' }));
    expect((await daLista(id))?.tituloProposta).toBe('Primeiro título');

    const salvar = await injectAs(app, dono, {
      method: 'POST',
      url: '/api/proposta',
      payload: { ...novaProposta(), id, titulo: 'Título salvo' },
    });
    expect(salvar.statusCode).toBe(200);
    expect((await daLista(id))?.tituloProposta).toBe('Título salvo');

    expect((await daLista(id))?.completude.faltamFotos).toBe(true);
    expect((await enviarArquivo(app, dono, id, 'fotos', PNG, 'foto.png')).statusCode).toBe(200);
    expect((await daLista(id))?.completude.faltamFotos).toBe(false);

    // A staff action: the status moves and its entry carries the note the list shows.
    await app.db.transaction(async (tx) => {
      await tx
        .update(proposta)
        .set({ statusPropostaId: STATUS_PROPOSTA.SOLICITACOES_FEITAS })
        .where(eq(proposta.id, id));
      await tx.insert(historicoStatusProposta).values({
        propostaId: id,
        statusPropostaId: STATUS_PROPOSTA.SOLICITACOES_FEITAS,
        usuarioId: dono.id,
      });
    });
    expect((await daLista(id))?.statusProposta.idStatusProposta).toBe(
      STATUS_PROPOSTA.SOLICITACOES_FEITAS,
    );
    await app.db.insert(historicoStatusProposta).values({
      propostaId: id,
      statusPropostaId: STATUS_PROPOSTA.SOLICITACOES_FEITAS,
      usuarioId: dono.id,
      observacao: 'Envie o laudo de 2025.',
    });
    expect((await daLista(id))?.statusProposta.observacao).toBe('Envie o laudo de 2025.');

    const formulario = randomUUID();
    await app.db.insert(arquivo).values({
      id: formulario,
      nomeOriginal: 'formulario-assinado.pdf',
      tipoDoArquivo: 4,
      tipo: 'application/pdf',
      tamanho: 10,
      contexto: CONTEXTO_ARQUIVO.FORM_ASSINADO,
      propostaId: id,
    });
    expect((await daLista(id))?.possuiFormAssinado).toBe(true);
    await app.db.delete(arquivo).where(eq(arquivo.id, formulario));
    expect((await daLista(id))?.possuiFormAssinado).toBe(false);
  });

  it('um colega recebe a mesma lista, e a cópia atual responde 304', async () => {
    const id = await criarProposta(app, dono);
    const colega = await registerColega(app, dono);
    const sessaoColega = await login(app, colega);
    const doDono = await listar();
    expect(doDono.map((l) => l.propostaID)).toContain(id);
    expect(await listar(sessaoColega, colega.id)).toEqual(doDono);
    expect(await listar(sessaoColega, dono.id)).toEqual(doDono);

    const url = `/api/proposta/usuario/${dono.id}`;
    const primeira = await injectAs(app, dono, { method: 'GET', url });
    expect(primeira.headers['cache-control']).toBe('no-store');
    const etag = String(primeira.headers.etag);
    const condicional = await injectAs(app, dono, {
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(condicional.statusCode).toBe(304);
    expect(condicional.body).toBe('');
    await app.db.update(proposta).set({ titulo: 'Outro' }).where(eq(proposta.id, id));
    const mudou = await injectAs(app, dono, {
      method: 'GET',
      url,
      headers: { 'if-none-match': etag },
    });
    expect(mudou.statusCode).toBe(200);
    expect(mudou.headers.etag).not.toBe(etag);
  });

  it('depois de uma restauração, a versão nunca repete um número já visto', async () => {
    const antes = await versao();
    await criarProposta(app, dono);
    const depois = (await versao())!;
    expect(depois).toBeGreaterThan(antes ?? 0);
    // A restore brings the row back to an older number; the next change still goes past every
    // number an instance may hold a list for.
    await app.db
      .update(versaoListaEmpresa)
      .set({ versao: 1 })
      .where(eq(versaoListaEmpresa.empresaId, dono.empresaId));
    await app.db.execute(sql`select lista_empresa_mudou(array[${dono.empresaId}]::uuid[])`);
    expect(await versao()).toBeGreaterThan(depois);
  });
});
