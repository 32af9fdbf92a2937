import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { FakeClock } from '../../infra/clock.ts';
import { iniciarCaixaSmtp, linkEm, type CaixaSmtp } from '../../../test/caixa-smtp.ts';
import {
  cookieDe,
  injectAs,
  login,
  novoEmail,
  novoIp,
  registerCompanyUser,
} from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/helper.ts';

const NOVA_SENHA = 'Jabuticaba@Doce!73';

let caixa: CaixaSmtp;
let app: FastifyInstance;
const clock = new FakeClock('2026-03-10T12:00:00-03:00');

beforeAll(async () => {
  caixa = await iniciarCaixaSmtp();
  app = await buildTestApp(
    {
      smtpUrl: caixa.url,
      publicUrl: 'https://portal.exemplo.gov.br',
      filaIntervaloSegundos: 0.5,
    },
    { clock },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await caixa.fechar();
});

const pedir = (email: string, ip = novoIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/conta/senha/esqueci',
    payload: { email },
    remoteAddress: ip,
  });
const redefinir = (token: string, senhaNova = NOVA_SENHA) =>
  app.inject({ method: 'POST', url: '/api/conta/senha/redefinir', payload: { token, senhaNova } });

/** Asks for a link and reads its token from the message the mail server received. */
async function pedirLink(email: string): Promise<string> {
  const antes = caixa.para(email).length;
  expect((await pedir(email)).statusCode).toBe(200);
  await caixa.esperar(() =>
    caixa.para(email).some((m, i) => i >= antes && m.assunto === 'Crie uma nova senha'),
  );
  const mensagem = caixa
    .para(email)
    .filter((m) => m.assunto === 'Crie uma nova senha')
    .at(-1)!;
  return linkEm(mensagem.texto, '/senha/redefinir#').split('#')[1]!;
}

describe('Esqueci minha senha', () => {
  it('responde igual para e-mail com e sem conta, e só a conta recebe o link', async () => {
    const usuario = await registerCompanyUser(app);
    const desconhecido = novoEmail('ninguem');
    const comConta = await pedir(usuario.email);
    const semConta = await pedir(desconhecido);
    expect(comConta.statusCode).toBe(200);
    expect(semConta.statusCode).toBe(200);
    expect(comConta.body).toBe(semConta.body);
    expect(comConta.json().message).toBe(MENSAGENS.linkRedefinicaoEnviado);

    await caixa.esperar(() =>
      caixa.para(usuario.email).some((m) => m.assunto === 'Crie uma nova senha'),
    );
    const links = caixa.para(usuario.email).filter((m) => m.assunto === 'Crie uma nova senha');
    expect(links).toHaveLength(1);
    expect(links[0]!.texto).toContain('https://portal.exemplo.gov.br/senha/redefinir#');
    expect(links[0]!.texto).toContain('vale por 1 hora');
    expect(links[0]!.html).toContain('https://portal.exemplo.gov.br/senha/redefinir#');
    // Nothing is even written for an address without an account.
    const paraDesconhecido = await app.db
      .select()
      .from(emailSaida)
      .where(eq(emailSaida.para, desconhecido));
    expect(paraDesconhecido).toHaveLength(0);
  });

  it('guarda só o hash do token, e a mensagem é marcada como secreta', async () => {
    const usuario = await registerCompanyUser(app);
    const token = await pedirLink(usuario.email);
    // Raw, to see exactly what the table holds.
    const tokens = await app.db.execute(sql`select * from token_conta`);
    expect(JSON.stringify(tokens)).not.toContain(token);
    const [linha] = await app.db
      .select({ contemSegredo: emailSaida.contemSegredo })
      .from(emailSaida)
      .where(eq(emailSaida.tipo, 'redefinicao-senha'))
      .limit(1);
    expect(linha!.contemSegredo).toBe(true);
  });

  it('o link troca a senha, entra, encerra as outras sessões e avisa "se não foi você"', async () => {
    const usuario = await registerCompanyUser(app);
    const antiga = await login(app, usuario);
    const token = await pedirLink(usuario.email);

    const verificacao = await app.inject({
      method: 'POST',
      url: '/api/conta/senha/verificar',
      payload: { token },
    });
    expect(verificacao.statusCode).toBe(200);

    const resposta = await redefinir(token);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toMatchObject({ autenticado: true, id: usuario.id, tipoUsuario: 1 });
    const nova = cookieDe(resposta);
    expect(nova).not.toBeNull();

    expect(
      (await injectAs(app, antiga, { method: 'GET', url: '/api/autenticado' })).statusCode,
    ).toBe(401);
    expect(
      (await injectAs(app, { cookie: nova! }, { method: 'GET', url: '/api/autenticado' }))
        .statusCode,
    ).toBe(200);
    await expect(login(app, usuario)).rejects.toThrow('401');
    await login(app, { ...usuario, senha: NOVA_SENHA });

    await caixa.esperar(() =>
      caixa.para(usuario.email).some((m) => m.assunto === 'Sua senha foi alterada'),
    );
    const aviso = caixa.para(usuario.email).find((m) => m.assunto === 'Sua senha foi alterada')!;
    expect(aviso.texto).toContain('Se não foi você');
    expect(aviso.texto).toContain('redefinida');
  });

  it('um link usado não vale de novo', async () => {
    const usuario = await registerCompanyUser(app);
    const token = await pedirLink(usuario.email);
    expect((await redefinir(token)).statusCode).toBe(200);
    const segunda = await redefinir(token, 'Outra@Senha!Forte59');
    expect(segunda.statusCode).toBe(410);
    expect(segunda.json().message).toBe(MENSAGENS.linkUsado);
  });

  it('um link pedido de novo invalida o anterior', async () => {
    const usuario = await registerCompanyUser(app);
    const primeiro = await pedirLink(usuario.email);
    const segundo = await pedirLink(usuario.email);
    expect((await redefinir(primeiro)).statusCode).toBe(410);
    expect((await redefinir(segundo)).statusCode).toBe(200);
  });

  it('um link vencido (mais de 1 hora, pelo relógio do servidor) é recusado', async () => {
    const usuario = await registerCompanyUser(app);
    const token = await pedirLink(usuario.email);
    clock.advance(60 * 60 * 1000 + 1000);
    const verificacao = await app.inject({
      method: 'POST',
      url: '/api/conta/senha/verificar',
      payload: { token },
    });
    expect(verificacao.statusCode).toBe(410);
    expect(verificacao.json().message).toBe(MENSAGENS.linkExpirado);
    expect((await redefinir(token)).statusCode).toBe(410);
    await login(app, usuario);
  });

  it('um link alterado é recusado com mensagem clara', async () => {
    const usuario = await registerCompanyUser(app);
    const token = await pedirLink(usuario.email);
    const alterado = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const resposta = await redefinir(alterado);
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().message).toBe(MENSAGENS.linkInvalido);
    const truncado = await redefinir(token.slice(0, 20));
    expect(truncado.statusCode).toBe(400);
    expect(truncado.json().issues[0].message).toBe(MENSAGENS.linkInvalido);
  });

  it('aplica a regra e a força da senha do cadastro', async () => {
    const usuario = await registerCompanyUser(app);
    const token = await pedirLink(usuario.email);
    const fraca = await redefinir(token, 'senha');
    expect(fraca.statusCode).toBe(400);
    expect(fraca.json().issues[0].path).toBe('senhaNova');
    const facil = await redefinir(token, 'Senha@123');
    expect(facil.statusCode).toBe(400);
    expect(facil.json().message).toBe(MENSAGENS.senhaFacil);
    // The refusals did not use the link up.
    expect((await redefinir(token)).statusCode).toBe(200);
  });

  it('limita os pedidos por e-mail', async () => {
    const usuario = await registerCompanyUser(app);
    const respostas = [];
    for (let i = 0; i < 4; i++) respostas.push((await pedir(usuario.email)).statusCode);
    expect(respostas).toEqual([200, 200, 200, 429]);
  });

  it('limita os pedidos por endereço de origem', async () => {
    const ip = novoIp();
    const respostas = [];
    for (let i = 0; i < 21; i++) respostas.push((await pedir(novoEmail('varios'), ip)).statusCode);
    expect(respostas.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(respostas[20]).toBe(429);
  });
});
