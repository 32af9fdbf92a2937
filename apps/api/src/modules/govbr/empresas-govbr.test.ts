import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registroAuditoria } from '../../infra/db/schema-auditoria.ts';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import {
  cadastrarPeloGovbr,
  identidadePendente,
  novaPessoa,
  sessaoDe,
  usarAppComGovbr,
} from '../../../test/fixtures-govbr.ts';

const t = usarAppComGovbr();

/** A gov.br person registering into an existing company, as the Empresas API describes them. */
async function cadastrarNaEmpresa(atuacao: string) {
  const dona = await signedInCompanyUser(t.app);
  const pessoa = novaPessoa();
  t.govbr.definirEmpresas(pessoa.cpf, [
    { cnpj: dona.cnpj, razaoSocial: 'Soluções Urbanas Ltda', atuacao },
  ]);
  const { cookie } = await identidadePendente(t.app, t.govbr, pessoa);
  const cadastro = await cadastrarPeloGovbr(t.app, cookie, {
    empresa: { id: dona.empresaId, cnpj: dona.cnpj },
  });
  expect(cadastro.statusCode).toBe(201);
  return { dona, sessao: sessaoDe(cadastro) };
}

describe('API Empresas do gov.br', () => {
  it('sócio entra na empresa sem esperar aceite, e a auditoria registra por quê', async () => {
    const { dona, sessao } = await cadastrarNaEmpresa('SOCIO');
    const vinculo = await injectAs(t.app, sessao, { method: 'GET', url: '/api/empresa/vinculo' });
    expect(vinculo.json()).toMatchObject({ vinculo: { situacao: 'ativo' } });
    const govbrVinculo = await injectAs(t.app, sessao, {
      method: 'GET',
      url: '/api/govbr/vinculo',
    });
    expect(govbrVinculo.json().empresas).toEqual([
      {
        cnpj: dona.cnpj,
        razaoSocial: 'Soluções Urbanas Ltda',
        atuacao: 'SOCIO',
        atuaPelaEmpresa: true,
      },
    ]);
    const trilha = await t.app.db
      .select({ acao: registroAuditoria.acao })
      .from(registroAuditoria)
      .where(eq(registroAuditoria.empresaId, dona.empresaId));
    expect(trilha.map((r) => r.acao)).toContain('membro.govbr');
  });

  it('representante legal também', async () => {
    const { sessao } = await cadastrarNaEmpresa('REPRESENTANTE_LEGAL');
    const vinculo = await injectAs(t.app, sessao, { method: 'GET', url: '/api/empresa/vinculo' });
    expect(vinculo.json()).toMatchObject({ vinculo: { situacao: 'ativo' } });
  });

  it('quem não atua pela empresa (NAO_ATUANTE) espera o aceite como qualquer pedido', async () => {
    const { dona, sessao } = await cadastrarNaEmpresa('NAO_ATUANTE');
    const vinculo = await injectAs(t.app, sessao, { method: 'GET', url: '/api/empresa/vinculo' });
    expect(vinculo.json()).toMatchObject({ vinculo: { situacao: 'pendente' } });
    const equipe = await injectAs(t.app, dona, { method: 'GET', url: '/api/empresa/equipe' });
    expect(equipe.json().pedidos).toHaveLength(1);
  });
});
