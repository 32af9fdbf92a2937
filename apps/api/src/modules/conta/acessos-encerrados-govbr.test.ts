import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { injectAs, novoIp } from '../../../test/fixtures.ts';
import { redefinirSenhaPeloLink, tokenDoEmail } from '../../../test/fixtures-email.ts';
import {
  cadastrarPeloGovbr,
  confirmarComGovbr,
  identidadePendente,
  novaPessoa,
  sessaoDe,
  usarAppComGovbr,
} from '../../../test/fixtures-govbr.ts';

const t = usarAppComGovbr();

describe('a senha criada pelo link por quem se cadastrou com o gov.br', () => {
  it('encerra o link de confirmação ainda aberto e a sessão aberta pelo gov.br', async () => {
    const pessoa = novaPessoa();
    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa);
    const cadastro = await cadastrarPeloGovbr(t.app, cookie);
    expect(cadastro.statusCode).toBe(201);
    const sessaoGovbr = sessaoDe(cadastro);
    const confirmacao = await tokenDoEmail(t.app, pessoa.email, 'confirmacao-email');

    const criada = await redefinirSenhaPeloLink(
      t.app,
      pessoa.email,
      'Jatoba@Florido_2026',
      novoIp(),
    );
    expect(criada.statusCode).toBe(200);

    const depois = await t.app.inject({
      method: 'POST',
      url: '/api/conta/email/confirmar',
      payload: { token: confirmacao },
    });
    expect(depois.statusCode).toBe(410);
    expect(depois.json()).toMatchObject({ message: MENSAGENS.linkUsado });
    expect(
      (await injectAs(t.app, sessaoGovbr, { method: 'GET', url: '/api/autenticado' })).statusCode,
    ).toBe(401);
  });
});

describe('a senha criada no painel com "Confirmar com gov.br"', () => {
  it('encerra o link de "Esqueci minha senha" pedido antes', async () => {
    const pessoa = novaPessoa();
    const { cookie } = await identidadePendente(t.app, t.govbr, pessoa);
    const sessao = sessaoDe(await cadastrarPeloGovbr(t.app, cookie));
    await t.app.inject({
      method: 'POST',
      url: '/api/conta/senha/esqueci',
      payload: { email: pessoa.email },
      remoteAddress: novoIp(),
    });
    const link = await tokenDoEmail(t.app, pessoa.email, 'redefinicao-senha');

    await confirmarComGovbr(t.app, t.govbr, sessao, pessoa);
    const criada = await injectAs(t.app, sessao, {
      method: 'POST',
      url: '/api/cadastro/usuario/senha',
      payload: { senhaNova: 'Jatoba@Florido_2026' },
    });
    expect(criada.statusCode, criada.body).toBe(200);

    const tentativa = await t.app.inject({
      method: 'POST',
      url: '/api/conta/senha/redefinir',
      payload: { token: link, senhaNova: 'Invasor@Paciente_2026' },
    });
    expect(tentativa.statusCode).toBe(410);
    expect(tentativa.json()).toMatchObject({ message: MENSAGENS.linkUsado });
    expect(
      (await injectAs(t.app, sessao, { method: 'GET', url: '/api/autenticado' })).statusCode,
    ).toBe(200);
  });
});
