import { describe, expect, it } from 'vitest';
import { injectAs, novoIp, SENHA_FORTE, signedInCompanyUser } from '../../../test/fixtures.ts';
import { redefinirSenhaPeloLink } from '../../../test/fixtures-email.ts';
import { signedInStaff } from '../../../test/fixtures-equipe.ts';
import { registerPedidoNaEmpresa } from '../../../test/fixtures-membros.ts';
import {
  cadastrarPeloGovbr,
  cookieGovbr,
  irAoGovbr,
  novaPessoa,
  sessaoDe,
  voltarDoGovbr,
  usarAppComGovbr,
} from '../../../test/fixtures-govbr.ts';

const t = usarAppComGovbr();

describe('gov.br na área da equipe', () => {
  it('vincula uma conta da equipe pela senha; depois entra direto na área da equipe', async () => {
    const analista = await signedInStaff(t.app, 4);
    const pessoa = novaPessoa({ email: analista.email });
    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa, 'ipt'));
    expect(volta.headers.location).toBe('/acesso/govbr');
    const vinculo = await t.app.inject({
      method: 'POST',
      url: '/api/govbr/vincular',
      headers: { cookie: cookieGovbr(volta) },
      payload: { senha: analista.senha },
    });
    expect(vinculo.json()).toMatchObject({ destino: '/ipt/home' });

    const denovo = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa, 'ipt'));
    expect(denovo.headers.location).toBe('/ipt/home');
  });

  it('sem conta da equipe com o e-mail, nunca cadastra: volta à entrada da equipe com o motivo', async () => {
    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, novaPessoa(), 'ipt'));
    expect(volta.headers.location).toBe('/ipt?govbr=sem-conta-equipe');
    expect(volta.cookies.find((c) => c.name === 'portal_sessao')).toBeUndefined();
  });

  it('a equipe vê o selo gov.br do contato da empresa', async () => {
    const pessoa = novaPessoa({ nivel: 'gold' });
    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa));
    const cadastro = await cadastrarPeloGovbr(t.app, cookieGovbr(volta));
    const { empresa } = cadastro.json();
    const analista = await signedInStaff(t.app, 4);
    const resposta = await injectAs(t.app, analista, {
      method: 'GET',
      url: `/api/cadastro/empresa-contato/${empresa.id}`,
    });
    expect(resposta.json().contatos).toEqual([
      expect.objectContaining({ email: pessoa.email, confiabilidadeGovbr: 'ouro' }),
    ]);
  });
});

describe('conta já vinculada com pedido aberto', () => {
  it('o sócio que entra com gov.br deixa de esperar o aceite', async () => {
    const dona = await signedInCompanyUser(t.app);
    const pedido = await registerPedidoNaEmpresa(t.app, dona);
    const pessoa = novaPessoa({ email: pedido.email });
    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa));
    const vinculo = await t.app.inject({
      method: 'POST',
      url: '/api/govbr/vincular',
      headers: { cookie: cookieGovbr(volta) },
      payload: { senha: pedido.senha },
    });
    const antes = await injectAs(t.app, sessaoDe(vinculo), {
      method: 'GET',
      url: '/api/empresa/vinculo',
    });
    expect(antes.json()).toMatchObject({ vinculo: { situacao: 'pendente' } });

    t.govbr.definirEmpresas(pessoa.cpf, [
      { cnpj: dona.cnpj, razaoSocial: 'Soluções Urbanas Ltda', atuacao: 'SOCIO' },
    ]);
    const entrada = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa));
    const depois = await injectAs(t.app, sessaoDe(entrada), {
      method: 'GET',
      url: '/api/empresa/vinculo',
    });
    expect(depois.json()).toMatchObject({ vinculo: { situacao: 'ativo' } });
  });
});

describe('conta excluída (LGPD)', () => {
  it('a exclusão apaga o CPF vinculado; o mesmo gov.br volta a ser uma primeira entrada', async () => {
    const pessoa = novaPessoa();
    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa));
    expect((await cadastrarPeloGovbr(t.app, cookieGovbr(volta))).statusCode).toBe(201);
    // The gov.br registration has no password, and the deletion asks for one: "Esqueci minha
    // senha" creates it (docs/decisions/027).
    const redefinida = await redefinirSenhaPeloLink(t.app, pessoa.email, SENHA_FORTE, novoIp());
    expect(redefinida.statusCode, redefinida.body).toBe(200);
    const exclusao = await injectAs(t.app, sessaoDe(redefinida), {
      method: 'POST',
      url: '/api/meus-dados/exclusao',
      payload: { senhaAtual: SENHA_FORTE },
    });
    expect(exclusao.statusCode, exclusao.body).toBe(200);
    const denovo = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa));
    expect(denovo.headers.location).toBe('/acesso/govbr');
  });
});
