import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/domain';
import { usuario } from '../../infra/db/schema.ts';
import { FakeClock } from '../../infra/clock.ts';
import { iniciarCaixaSmtp, type CaixaSmtp } from '../../../test/caixa-smtp.ts';
import {
  injectAs,
  login,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import {
  adminDeTeste,
  signedInAdmin,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import {
  decidirPedido,
  registerColega,
  registerPedidoNaEmpresa,
} from '../../../test/fixtures-membros.ts';
import { criarProposta, enviarProvaCnpj } from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';

const DIA_MS = 24 * 60 * 60 * 1000;

let caixa: CaixaSmtp;
let app: FastifyInstance;
let clock: FakeClock;
let fundadora: UsuarioDeTeste & Sessao;
let admin: MembroComSessao;
let propostaId: string;

beforeAll(async () => {
  caixa = await iniciarCaixaSmtp();
  clock = new FakeClock('2026-03-10T12:00:00-03:00');
  const ADMIN = adminDeTeste();
  app = await buildTestApp(
    {
      admin: ADMIN,
      smtpUrl: caixa.url,
      emailEnvio: { tentativas: 20, intervaloSegundos: 1, backoff: false },
      filaIntervaloSegundos: 0.5,
    },
    { clock },
  );
  fundadora = await signedInCompanyUser(app, { nome: 'Fernanda Fundadora' });
  await enviarProvaCnpj(app, fundadora);
  propostaId = await criarProposta(app, fundadora);
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(async () => {
  await app.close();
  await caixa.fechar();
});

const get = (sessao: Sessao | { cookie: string }, url: string) =>
  injectAs(app, sessao, { method: 'GET', url });

/** Every route that touches the company's records, as its own member would call it. */
const registrosDaEmpresa = () => [
  { method: 'GET' as const, url: `/api/fileindexer/empresa/${fundadora.empresaId}` },
  { method: 'GET' as const, url: `/api/fileindexer/empresa/${fundadora.empresaId}/13` },
  {
    method: 'PUT' as const,
    url: `/api/fileindexer/empresa/${fundadora.empresaId}/provacnpj/file`,
    payload: {
      nomeOriginal: 'minha.pdf',
      conteudo: Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64'),
    },
  },
  { method: 'GET' as const, url: `/api/cadastro/empresa/id/${fundadora.empresaId}` },
  { method: 'GET' as const, url: `/api/proposta/${propostaId}` },
  { method: 'GET' as const, url: `/api/proposta/historicostatusproposta/${propostaId}` },
  { method: 'GET' as const, url: `/api/proposta/gerapdf/${propostaId}` },
  { method: 'GET' as const, url: `/api/proposta/statusgeracaopdf/${propostaId}` },
  { method: 'GET' as const, url: `/api/fileindexer/proposta/${propostaId}` },
  { method: 'PUT' as const, url: '/api/proposta', payload: {} },
  { method: 'GET' as const, url: '/api/empresa/equipe' },
];

async function esperarRecusaEmTudo(sessao: Sessao) {
  for (const chamada of registrosDaEmpresa()) {
    const response = await injectAs(app, sessao, chamada);
    expect([403, 404], `${chamada.method} ${chamada.url}: ${response.body}`).toContain(
      response.statusCode,
    );
  }
  // The anonymous lookup stays what it is: public fields, no representative.
  const publica = await get(sessao, `/api/cadastro/empresa/cnpj/${fundadora.cnpj}`);
  expect(publica.json()).not.toHaveProperty('responsavelLegalCPF');
}

const vinculo = async (sessao: Sessao) =>
  (await get(sessao, '/api/empresa/vinculo')).json().vinculo;

describe('entrar numa empresa existente é um pedido', () => {
  it('a conta nova fica pendente: entra, vê o aviso e nada da empresa', async () => {
    const pedido = await registerPedidoNaEmpresa(app, fundadora, { nome: 'Paulo Pedinte' });
    const sessao = await login(app, pedido);
    expect(await vinculo(sessao)).toEqual({
      situacao: 'pendente',
      empresaNome: 'Soluções Urbanas Ltda',
    });
    expect(MENSAGENS.pedidoMembroAguardando('Soluções Urbanas Ltda')).toBe(
      'Seu pedido para participar da empresa Soluções Urbanas Ltda aguarda a confirmação de um integrante.',
    );
    await esperarRecusaEmTudo(sessao);
    // Its own data stay its own.
    expect((await get(sessao, `/api/login/${pedido.id}`)).statusCode).toBe(200);
  });

  it('recusado, continua sem nada da empresa', async () => {
    const pedido = await registerPedidoNaEmpresa(app, fundadora);
    await decidirPedido(app, fundadora, pedido.id, 'recusa');
    const sessao = await login(app, pedido);
    expect((await vinculo(sessao)).situacao).toBe('recusado');
    // Who asked hears the answer.
    await caixa.esperar(() =>
      caixa
        .para(pedido.email)
        .some((m) => /^Seu pedido para participar .* foi recusado$/.test(m.assunto)),
    );
    await esperarRecusaEmTudo(sessao);
    // A refused request is not decided again.
    const reaceite = await injectAs(app, fundadora, {
      method: 'POST',
      url: `/api/empresa/equipe/${pedido.id}/aceite`,
    });
    expect(reaceite.statusCode).toBe(404);
  });

  it('aceito, passa a ver a empresa; removido, deixa de ver', async () => {
    const colega = await registerPedidoNaEmpresa(app, fundadora);
    const sessao = await login(app, colega);
    await decidirPedido(app, fundadora, colega.id);
    await caixa.esperar(() =>
      caixa
        .para(colega.email)
        .some(
          (m) =>
            /^Seu pedido para participar .* foi aceito$/.test(m.assunto) &&
            m.texto.includes('/painel'),
        ),
    );
    expect((await get(sessao, `/api/fileindexer/empresa/${fundadora.empresaId}`)).statusCode).toBe(
      200,
    );
    const empresa = await get(sessao, `/api/cadastro/empresa/id/${fundadora.empresaId}`);
    expect(empresa.statusCode).toBe(200);
    expect(empresa.json().responsavelLegalCPF).toMatch(/\*/);
    expect((await get(sessao, '/api/empresa/equipe')).statusCode).toBe(200);

    const remocao = await injectAs(app, fundadora, {
      method: 'DELETE',
      url: `/api/empresa/equipe/${colega.id}`,
    });
    expect(remocao.json().message).toBe(MENSAGENS.membroRemovido);
    expect((await vinculo(sessao)).situacao).toBe('removido');
    await esperarRecusaEmTudo(sessao);
  });

  it('nunca remove o último integrante ativo', async () => {
    const sozinha = await signedInCompanyUser(app);
    const response = await injectAs(app, sozinha, {
      method: 'DELETE',
      url: `/api/empresa/equipe/${sozinha.id}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MENSAGENS.ultimoMembroAtivo);
  });

  it('a equipe da empresa lista integrantes e pedidos, e outra empresa não decide por ela', async () => {
    const pedido = await registerPedidoNaEmpresa(app, fundadora, { nome: 'Olga Listada' });
    const equipe = (await get(fundadora, '/api/empresa/equipe')).json();
    expect(equipe.empresa.id).toBe(fundadora.empresaId);
    expect(equipe.membros.map((m: { id: string }) => m.id)).toContain(fundadora.id);
    expect(equipe.pedidos).toContainEqual(
      expect.objectContaining({ id: pedido.id, nome: 'Olga Listada', situacao: 'pendente' }),
    );
    const outra = await signedInCompanyUser(app);
    const intrusa = await injectAs(app, outra, {
      method: 'POST',
      url: `/api/empresa/equipe/${pedido.id}/aceite`,
    });
    expect(intrusa.statusCode).toBe(404);
  });

  it('o pedido expira em 30 dias, pelo relógio do servidor', async () => {
    const pedido = await registerPedidoNaEmpresa(app, fundadora);
    clock.advance(31 * DIA_MS);
    try {
      const sessao = await login(app, pedido);
      expect((await vinculo(sessao)).situacao).toBe('expirado');
      const aceite = await injectAs(app, fundadora, {
        method: 'POST',
        url: `/api/empresa/equipe/${pedido.id}/aceite`,
      });
      expect(aceite.statusCode).toBe(409);
      expect(aceite.json().message).toBe(MENSAGENS.pedidoMembroExpiradoDecisao);
    } finally {
      clock.advance(-31 * DIA_MS);
    }
  });
});

describe('aviso por e-mail', () => {
  it('cada integrante ativo recebe quem pediu: nome, e-mail, cargo e quando', async () => {
    const dona = await signedInCompanyUser(app, { nome: 'Diana Dona' });
    const socio = await registerColega(app, dona, { nome: 'Sérgio Sócio' });
    const pedido = await registerPedidoNaEmpresa(app, dona, {
      nome: 'Xavier Estranho',
      cargo: 'Analista de Compras',
    });
    const doPedido = (para: string) =>
      caixa.para(para).find((m) => m.texto.includes('Xavier Estranho'));
    for (const para of [dona.email, socio.email]) {
      await caixa.esperar(() => doPedido(para) !== undefined);
      const mensagem = doPedido(para)!;
      expect(mensagem.assunto).toBe(`Pedido para participar da empresa Soluções Urbanas Ltda`);
      expect(mensagem.texto).toContain(pedido.email);
      expect(mensagem.texto).toContain('Analista de Compras');
      expect(mensagem.texto).toContain('10/03/2026');
      expect(mensagem.texto).toContain('/painel/equipe');
    }
    // Nobody else hears of it: not the requester, not a refused or pending account.
    expect(
      caixa.para(pedido.email).some((m) => m.assunto.startsWith('Pedido para participar')),
    ).toBe(false);
  });
});

describe('empresa sem integrante ativo', () => {
  it('o administrador vê o pedido com o CNPJ e a prova da empresa, e decide', async () => {
    const dona = await signedInCompanyUser(app);
    await enviarProvaCnpj(app, dona);
    const pedido = await registerPedidoNaEmpresa(app, dona, { nome: 'Rita Remanescente' });
    const cedo = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/equipe/pedidos-empresa/${pedido.id}/aceite`,
    });
    expect(cedo.statusCode).toBe(409);

    await app.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, dona.id));
    const lista = (await get(admin, '/api/equipe/pedidos-empresa')).json();
    const item = lista.find((p: { usuario: { id: string } }) => p.usuario.id === pedido.id);
    expect(item).toMatchObject({
      usuario: { nome: 'Rita Remanescente', email: pedido.email },
      empresa: { id: dona.empresaId, cnpj: dona.cnpj },
      provaCnpj: { nomeOriginal: 'cartao-cnpj.pdf' },
    });
    // The proof opens through the files route staff already read.
    expect((await get(admin, `/api/fileindexer/empresa/${dona.empresaId}/13`)).statusCode).toBe(
      200,
    );

    const aceite = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/equipe/pedidos-empresa/${pedido.id}/aceite`,
    });
    expect(aceite.statusCode).toBe(200);
    const sessao = await login(app, pedido);
    expect((await get(sessao, `/api/fileindexer/empresa/${dona.empresaId}`)).statusCode).toBe(200);
  });

  it('só o administrador decide ali', async () => {
    const response = await get(fundadora, '/api/equipe/pedidos-empresa');
    expect(response.statusCode).toBe(403);
  });
});
