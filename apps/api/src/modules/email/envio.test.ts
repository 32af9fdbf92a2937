// @module-tag dois-bancos
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { iniciarCaixaSmtp, type CaixaSmtp } from '../../../test/caixa-smtp.ts';
import { logCapturado } from '../../../test/log-capturado.ts';
import { adminDeTeste, signedInAdmin, signedInStaff } from '../../../test/fixtures-equipe.ts';
import {
  injectAs,
  novoIp,
  registerCompanyUser,
  signedInCompanyUser,
} from '../../../test/fixtures.ts';
import { esperarAte } from '../../../test/esperar-ate.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { ENVIO_RAPIDO, mensagemDeTeste as mensagem } from '../../../test/mensagem-de-teste.ts';
import { enfileirarEmail } from './outbox.ts';
import { ERRO_NAO_CONFIGURADO } from './repository.ts';

const RECUSADO = 'caixa.inexistente@exemplo.com.br';
const OCUPADO = 'caixa.cheia@exemplo.com.br';
const ADMIN = adminDeTeste();

let caixa: CaixaSmtp;
let app: FastifyInstance;
const linha = async (id: string) =>
  (await app.db.select().from(emailSaida).where(eq(emailSaida.id, id)))[0]!;

beforeAll(async () => {
  let recusar = true;
  caixa = await iniciarCaixaSmtp({
    recusar: (email) => (email === RECUSADO && recusar ? 550 : email === OCUPADO ? 451 : null),
  });
  app = await buildTestApp({
    smtpUrl: caixa.url,
    emailEnvio: ENVIO_RAPIDO,
    filaIntervaloSegundos: 0.5,
    admin: ADMIN,
  });
  await app.ready();
  Object.assign(caixa, { liberarRecusado: () => (recusar = false) });
});
afterAll(async () => {
  await app.close();
  await caixa.fechar();
});

describe('caixa de saída', () => {
  it('entrega a mensagem gravada na transação, com as partes de texto e HTML', async () => {
    await app.db.transaction((tx) => enfileirarEmail(tx, mensagem('maria@exemplo.com.br')));
    await caixa.esperar(() => caixa.para('maria@exemplo.com.br').length === 1);
    const [recebida] = caixa.para('maria@exemplo.com.br');
    expect(recebida!.assunto).toBe('Ação necessária');
    expect(recebida!.texto).toContain('acentuação: ç ã é.');
    expect(recebida!.texto).toContain('Chamada Pública');
    expect(recebida!.html).toContain('cidadesinteligentes@sde.sp.gov.br');
  });

  it('a mensagem com responder-a leva o Reply-To; as outras não', async () => {
    await app.db.transaction((tx) =>
      enfileirarEmail(tx, {
        ...mensagem('empresa@exemplo.com.br'),
        responderA: 'gestora@prefeitura.sp.gov.br',
      }),
    );
    await caixa.esperar(() => caixa.para('empresa@exemplo.com.br').length === 1);
    expect(caixa.para('empresa@exemplo.com.br')[0]!.responderA).toBe(
      'gestora@prefeitura.sp.gov.br',
    );
    expect(caixa.para('maria@exemplo.com.br')[0]!.responderA).toBeNull();
  });

  it('uma transação desfeita não envia nada', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await enfileirarEmail(tx, mensagem('desfeita@exemplo.com.br'));
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    const rows = await app.db
      .select()
      .from(emailSaida)
      .where(eq(emailSaida.para, 'desfeita@exemplo.com.br'));
    expect(rows).toHaveLength(0);
  });

  it('com o servidor SMTP fora, a ação responde, e a mensagem sai quando ele volta', async () => {
    const usuario = await registerCompanyUser(app);
    await caixa.fechar();
    const pedido = await app.inject({
      method: 'POST',
      url: '/api/conta/senha/esqueci',
      payload: { email: usuario.email },
      remoteAddress: novoIp(),
    });
    expect(pedido.statusCode).toBe(200);
    const [row] = await app.db
      .select({ id: emailSaida.id })
      .from(emailSaida)
      .where(eq(emailSaida.tipo, 'redefinicao-senha'));
    await esperarAte(async () => (await linha(row!.id)).ultimoErro !== null);
    expect((await linha(row!.id)).status).toBe('pendente');

    await caixa.abrir();
    await caixa.esperar(() =>
      caixa.para(usuario.email).some((m) => m.assunto === 'Crie uma nova senha'),
    );
    await esperarAte(async () => (await linha(row!.id)).status === 'enviado');
    expect(
      caixa.para(usuario.email).filter((m) => m.assunto === 'Crie uma nova senha'),
    ).toHaveLength(1);
  });

  it('recusa temporária: tenta um número limitado de vezes e termina em "falhou"', async () => {
    const id = await app.db.transaction((tx) => enfileirarEmail(tx, mensagem(OCUPADO)));
    await esperarAte(async () => (await linha(id)).status === 'falhou');
    const final = await linha(id);
    expect(final.tentativas).toBe(ENVIO_RAPIDO.tentativas);
    expect(final.ultimoErro).toContain('451');
  });

  it('recusa permanente: "falhou" na hora; o administrador vê e reenvia', async () => {
    const id = await app.db.transaction((tx) =>
      enfileirarEmail(tx, mensagem(RECUSADO, 'Para reenviar')),
    );
    await esperarAte(async () => (await linha(id)).status === 'falhou');
    expect((await linha(id)).tentativas).toBe(1);

    const admin = await signedInAdmin(app, ADMIN);
    const lista = await injectAs(app, admin, {
      method: 'GET',
      url: '/api/email/saida?status=falhou',
    });
    expect(lista.statusCode).toBe(200);
    const item = lista.json().itens.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({
      para: RECUSADO,
      assunto: 'Para reenviar',
      status: 'falhou',
      tentativas: 1,
    });
    expect(item.ultimoErro).toContain('550');

    const enviada = (
      await app.db
        .select({ id: emailSaida.id })
        .from(emailSaida)
        .where(eq(emailSaida.status, 'enviado'))
        .limit(1)
    )[0]!;
    const reenvioDeEnviada = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/email/saida/${enviada.id}/reenvio`,
    });
    expect(reenvioDeEnviada.statusCode).toBe(409);
    expect(reenvioDeEnviada.json().message).toBe(MENSAGENS.emailSomenteFalhas);

    (caixa as unknown as { liberarRecusado(): void }).liberarRecusado();
    const reenvio = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/email/saida/${id}/reenvio`,
    });
    expect(reenvio.statusCode).toBe(200);
    await caixa.esperar(() => caixa.para(RECUSADO).length === 1);
    await esperarAte(async () => (await linha(id)).status === 'enviado');
  });

  it('a página da saída é só de administradores e nunca mostra o corpo de uma mensagem com link secreto', async () => {
    const admin = await signedInAdmin(app, ADMIN);
    const analista = await signedInStaff(app, 4);
    const empresa = await signedInCompanyUser(app);
    const url = '/api/email/saida?tipo=confirmacao-email';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await injectAs(app, analista, { method: 'GET', url })).statusCode).toBe(403);
    expect((await injectAs(app, empresa, { method: 'GET', url })).statusCode).toBe(403);
    const resposta = await injectAs(app, admin, { method: 'GET', url });
    expect(resposta.statusCode).toBe(200);
    const { itens, total, tipos } = resposta.json();
    expect(total).toBeGreaterThan(0);
    expect(tipos).toContain('confirmacao-email');
    for (const item of itens) {
      expect(item.contemSegredo).toBe(true);
      expect(item.texto).toBeNull();
    }
    expect(resposta.body).not.toContain('/email/confirmar#');
    const comum = await injectAs(app, admin, { method: 'GET', url: '/api/email/saida?tipo=teste' });
    expect(comum.json().itens[0].texto).toContain('acentuação');
  });
});

describe('sem SMTP_URL', () => {
  /** An app without SMTP whose log is kept, and a reset link asked for through it. */
  async function pedirSemSmtp(emailNoLog: boolean) {
    const log = logCapturado();
    const semSmtp = await buildTestApp(
      { smtpUrl: null, emailNoLog, logLevel: 'info', filaIntervaloSegundos: 0.5 },
      { logStream: log.stream },
    );
    try {
      const usuario = await registerCompanyUser(semSmtp);
      await semSmtp.inject({
        method: 'POST',
        url: '/api/conta/senha/esqueci',
        payload: { email: usuario.email },
        remoteAddress: novoIp(),
      });
      const [row] = await semSmtp.db
        .select()
        .from(emailSaida)
        .where(eq(emailSaida.tipo, 'redefinicao-senha'));
      await esperarAte(
        async () =>
          (await semSmtp.db.select().from(emailSaida).where(eq(emailSaida.id, row!.id)))[0]!
            .ultimoErro !== null,
      );
      const [final] = await semSmtp.db.select().from(emailSaida).where(eq(emailSaida.id, row!.id));
      return {
        log: log.texto(),
        final: final!,
        token: /#([A-Za-z0-9_-]{43})/.exec(row!.texto)![1]!,
      };
    } finally {
      await semSmtp.close();
    }
  }

  it('deixa a mensagem pendente, avisa uma vez na partida e, fora de produção, mostra o texto no log', async () => {
    const { log, final, token } = await pedirSemSmtp(true);
    expect(final).toMatchObject({
      status: 'pendente',
      tentativas: 0,
      ultimoErro: ERRO_NAO_CONFIGURADO,
    });
    expect(log.match(/E-mail não configurado \(SMTP_URL ausente\): as mensagens/g)).toHaveLength(1);
    expect(log).toContain(token);
  }, 180_000);

  it('em produção, o log nunca mostra o link', async () => {
    const { log, final, token } = await pedirSemSmtp(false);
    expect(final.status).toBe('pendente');
    expect(log).toContain('E-mail não configurado');
    expect(log).not.toContain(token);
  }, 180_000);
});
