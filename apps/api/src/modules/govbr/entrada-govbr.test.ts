import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAGENS, MOTIVOS_FALHA_GOVBR } from '@portal/domain';
import { FakeClock } from '../../infra/clock.ts';
import { injectAs, login, novoIp, registerCompanyUser } from '../../../test/fixtures.ts';
import { redefinirSenhaPeloLink } from '../../../test/fixtures-email.ts';
import {
  buildAppComGovbr,
  cadastrarPeloGovbr,
  identidadePendente,
  irAoGovbr,
  novaPessoa,
  sessaoDe,
  voltarDoGovbr,
  usarAppComGovbr,
} from '../../../test/fixtures-govbr.ts';
import { buildTestApp } from '../../../test/helper.ts';

const t = usarAppComGovbr();

const cadastrar = (cookie: string) => cadastrarPeloGovbr(t.app, cookie);

describe('primeira entrada com gov.br', () => {
  it('sem conta: cadastra com nome, e-mail e CPF do gov.br, e a próxima entrada vai direto ao painel', async () => {
    const pessoa = novaPessoa({ nivel: 'gold' });
    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa);

    const pendente = await t.app.inject({ url: '/api/govbr/pendente', headers: { cookie } });
    expect(pendente.json()).toEqual({
      nome: pessoa.nome,
      email: pessoa.email,
      cpf: pessoa.cpf,
      confiabilidade: 'ouro',
      area: 'empresa',
      contaExistente: false,
    });

    const cadastro = await cadastrar(cookie);
    expect(cadastro.statusCode).toBe(201);
    expect(cadastro.json()).toMatchObject({ autenticado: true, destino: '/painel' });
    const sessao = sessaoDe(cadastro);
    const eu = await injectAs(t.app, sessao, { method: 'GET', url: '/api/autenticado' });
    expect(eu.json()).toMatchObject({ nome: pessoa.nome, email: pessoa.email });
    const vinculo = await injectAs(t.app, sessao, { method: 'GET', url: '/api/govbr/vinculo' });
    expect(vinculo.json()).toMatchObject({ vinculado: true, confiabilidade: 'ouro' });

    // The pending identity was used up: the same cookie registers nothing else.
    expect((await cadastrar(cookie)).statusCode).toBe(404);

    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa));
    expect(volta.statusCode).toBe(302);
    expect(volta.headers.location).toBe('/painel');
    sessaoDe(volta);
  });

  it('o cadastro não pede senha: a entrada por e-mail recusa como qualquer senha errada até “Esqueci minha senha” criar uma', async () => {
    const pessoa = novaPessoa();
    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa);
    const cadastro = await cadastrar(cookie);
    expect(cadastro.statusCode).toBe(201);

    const semSenha = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: pessoa.email, SenhaAtual: 'Qualquer@Senha_2026' },
      remoteAddress: novoIp(),
    });
    expect(semSenha.statusCode).toBe(401);
    expect(semSenha.json()).toEqual({
      autenticado: false,
      mensagem: MENSAGENS.emailOuSenhaIncorretos,
      message: MENSAGENS.emailOuSenhaIncorretos,
    });

    const senha = 'Jatoba@Florido_2026';
    const redefinida = await redefinirSenhaPeloLink(t.app, pessoa.email, senha, novoIp());
    expect(redefinida.statusCode).toBe(200);

    const sessao = await login(t.app, { email: pessoa.email, senha, ip: novoIp() });
    const eu = await injectAs(t.app, sessao, { method: 'GET', url: '/api/autenticado' });
    expect(eu.json()).toMatchObject({ nome: pessoa.nome, email: pessoa.email });
  });

  it('com conta do mesmo e-mail: vincula só depois da senha certa', async () => {
    const conta = await registerCompanyUser(t.app);
    const pessoa = novaPessoa({ email: conta.email });
    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa);
    expect(
      (await t.app.inject({ url: '/api/govbr/pendente', headers: { cookie } })).json(),
    ).toMatchObject({ contaExistente: true });

    const errada = await t.app.inject({
      method: 'POST',
      url: '/api/govbr/vincular',
      headers: { cookie },
      payload: { senha: 'Senha!Errada99' },
    });
    expect(errada.statusCode).toBe(401);
    expect(errada.json()).toMatchObject({
      message: MENSAGENS.senhaIncorreta,
      issues: [{ path: 'senha' }],
    });
    expect(errada.cookies.find((c) => c.name === 'portal_sessao')).toBeUndefined();

    const certa = await t.app.inject({
      method: 'POST',
      url: '/api/govbr/vincular',
      headers: { cookie },
      payload: { senha: conta.senha },
    });
    expect(certa.statusCode).toBe(200);
    expect(certa.json()).toMatchObject({ id: conta.id, destino: '/painel' });

    const volta = await voltarDoGovbr(t.app, await irAoGovbr(t.app, t.govbr, pessoa));
    expect(volta.headers.location).toBe('/painel');
  });

  it('uma conta já vinculada não recebe outro CPF, e um CPF não vincula duas contas', async () => {
    const conta = await registerCompanyUser(t.app);
    const primeiro = novaPessoa({ email: conta.email });
    const vincular = async (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/govbr/vincular',
        headers: { cookie },
        payload: { senha: conta.senha },
      });
    expect(
      (await vincular((await identidadePendente(t.app, t.govbr, primeiro)).cookie)).statusCode,
    ).toBe(200);

    const outroCpf = await vincular(
      (await identidadePendente(t.app, t.govbr, novaPessoa({ email: conta.email }))).cookie,
    );
    expect(outroCpf.statusCode).toBe(409);
    expect(outroCpf.json().message).toBe(MENSAGENS.govbrContaJaVinculada);

    // Two browsers reach the screen with the same CPF; the first registers, the second is refused.
    const pessoa = novaPessoa();
    const a = await identidadePendente(t.app, t.govbr, pessoa);
    const b = await identidadePendente(t.app, t.govbr, pessoa);
    expect((await cadastrar(a.cookie)).statusCode).toBe(201);
    const segundo = await cadastrar(b.cookie);
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().message).toBe(MENSAGENS.govbrCpfJaVinculado);
  });
});

describe('state, código, PKCE e ID token conferidos', () => {
  const motivo = (location: unknown) =>
    new URL(String(location), 'http://x').searchParams.get('govbr');

  it('state trocado ou sem o cookie de quem começou: volta à entrada com a mensagem', async () => {
    const volta = await irAoGovbr(t.app, t.govbr, novaPessoa());
    const trocado = volta.retorno.replace(/state=[^&]+/, 'state=outro');
    const resposta = await t.app.inject({ url: trocado, headers: { cookie: volta.cookie } });
    expect(resposta.headers.location).toBe('/login?govbr=expirado');
    const semCookie = await t.app.inject({ url: volta.retorno });
    expect(motivo(semCookie.headers.location)).toBe('expirado');
    expect(MOTIVOS_FALHA_GOVBR.expirado).toMatch(/expirou/);
  });

  it('o mesmo retorno duas vezes (código reaproveitado) é recusado na segunda', async () => {
    const volta = await irAoGovbr(t.app, t.govbr, novaPessoa());
    expect((await voltarDoGovbr(t.app, volta)).headers.location).toBe('/acesso/govbr');
    const replay = await voltarDoGovbr(t.app, volta);
    expect(replay.statusCode).toBe(302);
    expect(motivo(replay.headers.location)).toBe('expirado');
  });

  it('verificador PKCE que não confere com o desafio: o gov.br recusa o código', async () => {
    const volta = await irAoGovbr(t.app, t.govbr, novaPessoa());
    await t.app.db.execute(
      sql`update govbr_pendencia set dados = jsonb_set(dados, '{verificador}', to_jsonb(${'v'.repeat(64)}::text)) where tipo = 'autorizacao'`,
    );
    expect(motivo((await voltarDoGovbr(t.app, volta)).headers.location)).toBe('recusado');
  });

  it.each([
    ['nonce diferente', { outroNonce: true }],
    ['ID token vencido', { expirado: true }],
    ['ID token alterado depois de assinado', { adulterado: true }],
  ])('%s: recusado, sem sessão', async (_caso, defeito) => {
    const resposta = await voltarDoGovbr(
      t.app,
      await irAoGovbr(t.app, t.govbr, novaPessoa(defeito)),
    );
    expect(motivo(resposta.headers.location)).toBe('recusado');
    expect(resposta.cookies.find((c) => c.name === 'portal_sessao')).toBeUndefined();
  });

  it('parâmetros ruins nunca dão 500: sem código, bytes nulos, acesso negado pelo gov.br', async () => {
    const volta = await irAoGovbr(t.app, t.govbr, novaPessoa());
    const state = new URL(volta.retorno, 'http://x').searchParams.get('state')!;
    const semCodigo = await t.app.inject({
      url: `/api/govbr/retorno?state=${state}`,
      headers: { cookie: volta.cookie },
    });
    expect(motivo(semCodigo.headers.location)).toBe('recusado');

    const nulos = await t.app.inject({ url: '/api/govbr/retorno?code=%00%00&state=%00' });
    expect(nulos.statusCode).toBe(302);
    expect(motivo(nulos.headers.location)).toBe('expirado');

    const negado = await t.app.inject({
      url: '/api/govbr/retorno?error=access_denied&error_description=cancelado',
    });
    expect(negado.headers.location).toBe('/login?govbr=cancelado');

    const vazio = await t.app.inject({ url: '/api/govbr/retorno' });
    expect(vazio.statusCode).toBe(302);
  });
});

describe('relógio do portal', () => {
  it('com o relógio duas horas à frente, o ID token recém-emitido já venceu', async () => {
    const relogio = new FakeClock(new Date());
    const adiantado = await buildAppComGovbr(t.govbr, { clock: relogio });
    try {
      const volta = await irAoGovbr(adiantado, t.govbr, novaPessoa());
      relogio.advance(2 * 60 * 60 * 1000);
      // The pending state lives 10 minutes by the same clock, so it expired too; move only the
      // token check by giving back the state: the callback's refusal must be the token's.
      await adiantado.db.execute(
        sql`update govbr_pendencia set expira_em = expira_em + interval '3 hours'`,
      );
      const resposta = await voltarDoGovbr(adiantado, volta);
      expect(resposta.headers.location).toBe('/login?govbr=recusado');
    } finally {
      await adiantado.close();
    }
  });
});

describe('saída', () => {
  it('uma sessão aberta com gov.br sai também do gov.br e volta ao portal', async () => {
    const { cookie } = await identidadePendente(t.app, t.govbr, novaPessoa());
    const sessao = sessaoDe(await cadastrar(cookie));
    const saida = await injectAs(t.app, sessao, { method: 'POST', url: '/api/logout' });
    const { govbrLogout } = saida.json();
    expect(govbrLogout).toBe(
      `${t.govbr.issuer}/logout?post_logout_redirect_uri=${encodeURIComponent('http://portal.teste/logout')}`,
    );
    const noGovbr = await fetch(govbrLogout, { redirect: 'manual' });
    expect(noGovbr.headers.get('location')).toBe('http://portal.teste/logout');
  });

  it('uma sessão por e-mail e senha só sai do portal', async () => {
    const conta = await registerCompanyUser(t.app);
    const entrada = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: conta.email, SenhaAtual: conta.senha },
      remoteAddress: conta.ip,
    });
    const saida = await injectAs(t.app, sessaoDe(entrada), { method: 'POST', url: '/api/logout' });
    expect(saida.json().govbrLogout).toBeUndefined();
  });
});

describe('sem as credenciais do gov.br', () => {
  it('o botão some e as rotas respondem 404 em português', async () => {
    const desligado = await buildTestApp({ govbr: null });
    try {
      expect((await desligado.inject({ url: '/api/govbr' })).json()).toEqual({ disponivel: false });
      const entrar = await desligado.inject({ url: '/api/govbr/entrar' });
      expect(entrar.statusCode).toBe(404);
      expect(entrar.json().message).toBe(MENSAGENS.govbrDesligado);
    } finally {
      await desligado.close();
    }
  });
});
