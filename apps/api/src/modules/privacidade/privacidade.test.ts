import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, like } from 'drizzle-orm';
import type { MeusDados, PedidoTitular, Privacidade } from '@portal/domain';
import { emailSaida } from '../../infra/db/schema-email.ts';
import { FakeClock } from '../../infra/clock.ts';
import {
  injectAs,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import {
  adminDeTeste,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import { buildTestApp } from '../../../test/helper.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let clock: FakeClock;
let admin: MembroComSessao;
let empresa: UsuarioDeTeste & Sessao;

beforeAll(async () => {
  clock = new FakeClock('2026-05-04T10:00:00-03:00');
  app = await buildTestApp({ admin: ADMIN, retencaoAcessosMeses: 9 }, { clock });
  admin = await signedInAdmin(app, ADMIN);
  empresa = await signedInCompanyUser(app, { nome: 'Helena Prado', cargo: '<b>Diretora</b>' });
});
afterAll(() => app.close());

const get = (sessao: { cookie: string } | null, url: string) =>
  injectAs(app, sessao, { method: 'GET', url });
const post = (sessao: { cookie: string } | null, url: string, payload: object) =>
  injectAs(app, sessao, { method: 'POST', url, payload });
const privacidade = async () => (await get(null, '/api/privacidade')).json<Privacidade>();

const ultimoEmail = async (para: string, tipo: string) =>
  (
    await app.db
      .select({ assunto: emailSaida.assunto, texto: emailSaida.texto })
      .from(emailSaida)
      .where(and(eq(emailSaida.para, para), like(emailSaida.tipo, tipo)))
      .orderBy(desc(emailSaida.criadoEm))
      .limit(1)
  )[0];

describe('aviso de privacidade', () => {
  it('mostra a todos o controlador, o encarregado, os termos em vigor e os prazos das configurações', async () => {
    const aviso = await privacidade();
    expect(aviso.encarregado.email).toMatch(/@/);
    expect(aviso.termos.versao).toBe(1);
    expect(aviso.retencao).toEqual({ acessosMeses: 9, prazoPedidoDias: 15 });
  });

  it('o administrador troca o encarregado; dado inválido dá 400 nomeando o campo e não grava', async () => {
    const contato = {
      controladorNome: 'Secretaria de Desenvolvimento Econômico',
      controladorContato: 'Rua Boa Vista, 170 — São Paulo/SP',
      encarregadoNome: 'Beatriz Encarregada',
      encarregadoEmail: 'Beatriz@SDE.sp.gov.br',
      encarregadoTelefone: '(11) 3218-5500',
    };
    for (const [campo, valor] of [
      ['encarregadoEmail', 'beatriz@'],
      ['encarregadoNome', 'Bea\u0000triz'],
      ['controladorContato', 'x'.repeat(301)],
    ] as const) {
      const resposta = await injectAs(app, admin, {
        method: 'PUT',
        url: '/api/privacidade/contato',
        payload: { ...contato, [campo]: valor },
      });
      expect(resposta.statusCode, campo).toBe(400);
      expect(resposta.json().issues[0].path).toBe(campo);
    }
    expect((await privacidade()).encarregado.nome).not.toBe('Beatriz Encarregada');

    const salvo = await injectAs(app, admin, {
      method: 'PUT',
      url: '/api/privacidade/contato',
      payload: contato,
    });
    expect(salvo.statusCode).toBe(200);
    expect((await privacidade()).encarregado).toEqual({
      nome: 'Beatriz Encarregada',
      email: 'beatriz@sde.sp.gov.br',
      telefone: '(11) 3218-5500',
    });
  });
});

describe('aceite dos termos, versão por versão', () => {
  it('o cadastro registra o aceite da versão em vigor; uma nova versão pede aceite na próxima entrada', async () => {
    const meus = (await get(empresa, '/api/meus-dados')).json<MeusDados>();
    expect(meus.aceites.map((a) => a.versao)).toEqual([1]);
    expect((await get(empresa, '/api/autenticado')).json().termosPendentes).toBeNull();

    expect((await post(admin, '/api/termos/versoes', { resumo: '' })).statusCode).toBe(400);
    clock.advance(60_000);
    const publicada = await post(admin, '/api/termos/versoes', {
      resumo: 'O prazo de guarda dos acessos passou a 9 meses.',
    });
    expect(publicada.statusCode).toBe(201);
    expect(publicada.json().versao).toBe(2);
    expect((await privacidade()).termos).toMatchObject({
      versao: 2,
      resumo: 'O prazo de guarda dos acessos passou a 9 meses.',
      publicadaEm: clock.now().toISOString(),
    });

    expect((await get(empresa, '/api/autenticado')).json().termosPendentes).toBe(2);
    // Until the acceptance the company's routes refuse; the person's own data still answers.
    const barrada = await get(empresa, '/api/empresa/equipe');
    expect(barrada.statusCode).toBe(403);
    expect(barrada.json().message).toMatch(/aceite a nova versão/);
    expect((await get(empresa, '/api/meus-dados')).statusCode).toBe(200);
    // Who published the version accepted it with the publication.
    expect((await get(admin, '/api/autenticado')).json().termosPendentes).toBeNull();
    const antiga = await post(empresa, '/api/termos/aceite', { versao: 1 });
    expect(antiga.statusCode).toBe(409);
    expect(antiga.json().message).toMatch(/termos mudaram/);
    expect((await post(empresa, '/api/termos/aceite', { versao: 2 })).statusCode).toBe(200);
    // Accepting twice keeps the first acceptance.
    expect((await post(empresa, '/api/termos/aceite', { versao: 2 })).statusCode).toBe(200);
    expect((await get(empresa, '/api/autenticado')).json().termosPendentes).toBeNull();
    expect((await get(empresa, '/api/empresa/equipe')).statusCode).toBe(200);

    const novo = await signedInCompanyUser(app);
    expect((await get(novo, '/api/autenticado')).json().termosPendentes).toBeNull();
    const versoes = (await get(admin, '/api/termos/versoes')).json();
    expect(versoes[0]).toMatchObject({ versao: 2, publicadaPor: admin.nome });
    expect(versoes[0].aceites).toBeGreaterThanOrEqual(2);
  });
});

describe('pedidos sobre dados pessoais (art. 18), com o prazo de 15 dias', () => {
  let pedido: PedidoTitular;

  it('registra o pedido, manda o protocolo à pessoa e avisa os administradores', async () => {
    const invalido = await post(empresa, '/api/pedidos-titular', {
      tipo: 'apagar-tudo',
      descricao: 'x',
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().issues[0].path).toBe('tipo');

    const resposta = await post(empresa, '/api/pedidos-titular', {
      tipo: 'correcao',
      descricao: 'A razão social mudou.',
    });
    expect(resposta.statusCode).toBe(201);
    pedido = resposta.json().pedido;
    expect(resposta.json().mensagem).toContain(`n.º ${pedido.protocolo}`);
    expect(new Date(pedido.prazoEm).getTime() - clock.now().getTime()).toBe(15 * 24 * 3600 * 1000);

    const recibo = await ultimoEmail(empresa.email, 'pedido-titular-recebido');
    expect(recibo?.assunto).toContain(String(pedido.protocolo));
    expect(recibo?.texto).toContain('A razão social mudou.');
    expect(recibo?.texto).toContain('19/05/2026');
    expect((await ultimoEmail(ADMIN.email, 'pedido-titular-novo'))?.assunto).toContain(
      String(pedido.protocolo),
    );

    const abertos = (await get(admin, '/api/pedidos-titular')).json<PedidoTitular[]>();
    expect(abertos.find((p) => p.id === pedido.id)).toMatchObject({
      pessoa: { nome: 'Helena Prado', email: empresa.email },
      resposta: null,
    });
  });

  it('o administrador responde uma vez; a resposta vai por e-mail e aparece em "Meus dados"', async () => {
    const url = `/api/pedidos-titular/${pedido.id}/resposta`;
    expect((await post(admin, url, { resposta: '\u0000' })).statusCode).toBe(400);
    expect((await post(admin, url, { resposta: 'Atualizamos a razão social.' })).statusCode).toBe(
      200,
    );
    const segunda = await post(admin, url, { resposta: 'De novo.' });
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().message).toBe('Este pedido já foi respondido.');

    expect((await ultimoEmail(empresa.email, 'pedido-titular-resposta'))?.texto).toContain(
      'Atualizamos a razão social.',
    );
    const respondidos = (await get(admin, '/api/pedidos-titular?situacao=respondidos')).json();
    expect(respondidos[0]).toMatchObject({ id: pedido.id, respondidoPor: admin.nome });
    expect((await get(admin, '/api/pedidos-titular?situacao=abertos')).json()).toEqual([]);
    const meus = (await get(empresa, '/api/meus-dados')).json<MeusDados>();
    expect(meus.pedidos[0]).toMatchObject({ resposta: 'Atualizamos a razão social.' });
  });

  it('pedido inexistente dá 404; id malformado e situação desconhecida, 400', async () => {
    const inexistente = '00000000-0000-4000-8000-000000000000';
    expect(
      (await post(admin, `/api/pedidos-titular/${inexistente}/resposta`, { resposta: 'Ok.' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(admin, '/api/pedidos-titular/%00/resposta', { resposta: 'Ok.' })).statusCode,
    ).toBe(400);
    expect((await get(admin, '/api/pedidos-titular?situacao=%00')).statusCode).toBe(400);
  });
});

describe('"Meus dados" para levar', () => {
  it('o JSON e a página HTML trazem os mesmos dados, como anexo, sem cache e com o texto escapado', async () => {
    const json = await get(empresa, '/api/meus-dados/meus-dados.json');
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="meus-dados.json"/);
    expect(json.headers['cache-control']).toBe('no-store');
    const dados = json.json<MeusDados>();
    expect(dados.conta).toMatchObject({ nome: 'Helena Prado', email: empresa.email });
    expect(dados.empresa?.cnpj).toBe(empresa.cnpj);
    expect(JSON.stringify(dados)).not.toMatch(/senha_?hash|\$argon2/i);

    const html = await get(empresa, '/api/meus-dados/meus-dados.html');
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['content-disposition']).toMatch(/filename="meus-dados.html"/);
    expect(html.body).toContain('Helena Prado');
    expect(html.body).toContain('&lt;b&gt;Diretora&lt;/b&gt;');
    expect(html.body).not.toContain('<b>Diretora');
  });

  it('uma conta da equipe vê os seus dados mas não se exclui: 403 com o motivo', async () => {
    const analista = await signedInStaff(app, 4);
    expect((await get(analista, '/api/meus-dados')).json<MeusDados>().exclusao.permitida).toBe(
      false,
    );
    const exclusao = await post(analista, '/api/meus-dados/exclusao', {
      senhaAtual: analista.senha,
    });
    expect(exclusao.statusCode).toBe(403);
    expect(exclusao.json().message).toMatch(/desativadas por um administrador/);
  });
});
