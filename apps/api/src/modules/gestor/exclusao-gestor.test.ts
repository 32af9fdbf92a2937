import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { STATUS_PROPOSTA } from '@portal/domain';
import { gestor, gestorEvento, gestorSelecao } from '../../infra/db/schema-gestor.ts';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import { criarPropostaCompleta, definirStatus } from '../../../test/fixtures-proposta.ts';
import { signedInGestor } from '../../../test/fixtures-gestor.ts';
import { buildTestApp } from '../../../test/helper.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('exclusão da conta do gestor', () => {
  it('apaga o perfil (CPF, cargo, telefone) e a seleção; as contagens da empresa ficam', async () => {
    const empresa = await signedInCompanyUser(app);
    const propostaId = await criarPropostaCompleta(app, empresa);
    await definirStatus(app, propostaId, STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL);
    const conta = await signedInGestor(app);
    await injectAs(app, conta, {
      method: 'POST',
      url: '/api/gestor/selecao',
      payload: { propostaId },
    });

    const exclusao = await injectAs(app, conta, {
      method: 'POST',
      url: '/api/meus-dados/exclusao',
      payload: { senhaAtual: conta.senha },
    });
    expect(exclusao.statusCode).toBe(200);
    expect(await app.db.select().from(gestor).where(eq(gestor.usuarioId, conta.id))).toEqual([]);
    expect(
      await app.db.select().from(gestorSelecao).where(eq(gestorSelecao.usuarioId, conta.id)),
    ).toEqual([]);
    expect(
      await app.db.select().from(gestorEvento).where(eq(gestorEvento.usuarioId, conta.id)),
    ).toHaveLength(1);
  });
});
