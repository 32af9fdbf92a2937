import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registroAuditoria } from '../../db/schema-auditoria.ts';
import { injectAs, novoCadastro, signedInCompanyUser } from '../../../test/fixtures.ts';
import { iniciarGovbrFalso, type GovbrFalso } from '../../../test/govbr-falso.ts';
import {
  buildAppComGovbr,
  identidadePendente,
  novaPessoa,
  sessaoDe,
} from '../../../test/fixtures-govbr.ts';

let govbr: GovbrFalso;
let app: FastifyInstance;
beforeAll(async () => {
  govbr = await iniciarGovbrFalso();
  app = await buildAppComGovbr(govbr);
});
afterAll(async () => {
  await app.close();
  await govbr.fechar();
});

/** A gov.br person registering into an existing company, as the Empresas API describes them. */
async function cadastrarNaEmpresa(atuacao: string) {
  const dona = await signedInCompanyUser(app);
  const pessoa = novaPessoa();
  govbr.definirEmpresas(pessoa.cpf, [
    { cnpj: dona.cnpj, razaoSocial: 'Soluções Urbanas Ltda', atuacao },
  ]);
  const { cookie } = await identidadePendente(app, govbr, pessoa);
  const cadastro = await app.inject({
    method: 'PUT',
    url: '/api/govbr/cadastro',
    headers: { cookie },
    payload: novoCadastro({
      nome: pessoa.nome,
      email: pessoa.email,
      empresa: { id: dona.empresaId, cnpj: dona.cnpj },
    }),
  });
  expect(cadastro.statusCode).toBe(201);
  return { dona, sessao: sessaoDe(cadastro) };
}

describe('API Empresas do gov.br', () => {
  it('sócio entra na empresa sem esperar aceite, e a auditoria registra por quê', async () => {
    const { dona, sessao } = await cadastrarNaEmpresa('SOCIO');
    const vinculo = await injectAs(app, sessao, { method: 'GET', url: '/api/empresa/vinculo' });
    expect(vinculo.json()).toMatchObject({ vinculo: { situacao: 'ativo' } });
    const govbrVinculo = await injectAs(app, sessao, { method: 'GET', url: '/api/govbr/vinculo' });
    expect(govbrVinculo.json().empresas).toEqual([
      {
        cnpj: dona.cnpj,
        razaoSocial: 'Soluções Urbanas Ltda',
        atuacao: 'SOCIO',
        atuaPelaEmpresa: true,
      },
    ]);
    const trilha = await app.db
      .select({ acao: registroAuditoria.acao })
      .from(registroAuditoria)
      .where(eq(registroAuditoria.empresaId, dona.empresaId));
    expect(trilha.map((r) => r.acao)).toContain('membro.govbr');
  });

  it('representante legal também', async () => {
    const { sessao } = await cadastrarNaEmpresa('REPRESENTANTE_LEGAL');
    const vinculo = await injectAs(app, sessao, { method: 'GET', url: '/api/empresa/vinculo' });
    expect(vinculo.json()).toMatchObject({ vinculo: { situacao: 'ativo' } });
  });

  it('quem não atua pela empresa (NAO_ATUANTE) espera o aceite como qualquer pedido', async () => {
    const { dona, sessao } = await cadastrarNaEmpresa('NAO_ATUANTE');
    const vinculo = await injectAs(app, sessao, { method: 'GET', url: '/api/empresa/vinculo' });
    expect(vinculo.json()).toMatchObject({ vinculo: { situacao: 'pendente' } });
    const equipe = await injectAs(app, dona, { method: 'GET', url: '/api/empresa/equipe' });
    expect(equipe.json().pedidos).toHaveLength(1);
  });
});
