import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_PROPOSTA } from '@portal/domain';
import { emailSaida } from '../../../infra/db/schema-email.ts';
import { FakeClock } from '../../../infra/clock.ts';
import { injectAs, signedInCompanyUser, login, type Sessao } from '../../../../test/fixtures.ts';
import { definirCalendario, INSTANTES } from '../../../../test/fixtures-calendario.ts';
import {
  adminDeTeste,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from '../../../../test/fixtures-equipe.ts';
import { registerColega } from '../../../../test/fixtures-membros.ts';
import {
  comValor,
  criarPropostaCompleta,
  enviarArquivo,
  enviarProvaCnpj,
  novaProposta,
  PDF,
  PNG,
} from '../../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../../test/helper.ts';

/**
 * The request-and-answer loop of status 6, through the real routes: staff ask, the
 * company changes only what was asked and signs again, every signature stays as a version.
 */

const ADMIN = adminDeTeste();
const clock = new FakeClock(INSTANTES.aberta);
let app: FastifyInstance;
let empresa: Awaited<ReturnType<typeof signedInCompanyUser>>;
let colega: Sessao;
let outra: Awaited<ReturnType<typeof signedInCompanyUser>>;
let analista: MembroComSessao;

const FOTO_2 = Buffer.concat([PNG, Buffer.from('segunda foto')]);
const ASSINADO_2 = Buffer.concat([PDF, Buffer.from('% segunda assinatura\n')]);

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN }, { clock });
  await definirCalendario(app, await signedInAdmin(app, ADMIN));
  empresa = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, empresa);
  colega = await login(app, await registerColega(app, empresa));
  outra = await signedInCompanyUser(app);
  analista = await signedInStaff(app, 4);
}, 60_000);
afterAll(() => app.close());

// A round's answer carries a name no earlier version holds.
const assinar = async (sessao: Sessao, id: string, bytes = PDF, nome = 'assinado.pdf') => {
  const response = await enviarArquivo(app, sessao, id, 'formassinado', bytes, nome);
  return response;
};

/** What each solution of the file holds now, so a save changes only the field it means to. */
const conteudos = new Map<string, ReturnType<typeof novaProposta>>();

async function criar(): Promise<string> {
  const dados = novaProposta();
  const id = await criarPropostaCompleta(app, empresa, dados);
  conteudos.set(id, dados);
  return id;
}

/** A complete solution of the company, signed once (version 1, status 2). */
async function solucaoEnviada(): Promise<string> {
  const id = await criar();
  const response = await assinar(empresa, id);
  if (response.statusCode !== 200) throw new Error(`assinatura recusada: ${response.body}`);
  return id;
}

const pedir = (id: string, solicitacoes: object[], sessao: { cookie: string } = analista) =>
  injectAs(app, sessao, {
    method: 'POST',
    url: `/api/proposta/${id}/solicitacoes`,
    payload: { solicitacoes, observacao: 'Faltam detalhes técnicos.' },
  });

async function salvar(sessao: Sessao, id: string, caminho: string, valor: unknown) {
  const dados = comValor(conteudos.get(id) ?? novaProposta(), caminho, valor);
  const response = await injectAs(app, sessao, {
    method: 'POST',
    url: '/api/proposta',
    payload: { ...dados, id },
  });
  if (response.statusCode === 200) conteudos.set(id, dados as ReturnType<typeof novaProposta>);
  return response;
}

const ler = async (sessao: { cookie: string }, url: string) => {
  const response = await injectAs(app, sessao, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const rodadas = (id: string, sessao: Sessao = empresa) =>
  ler(sessao, `/api/proposta/${id}/solicitacoes`);

const emailsDoTipo = (para: string, tipo: string) =>
  app.db
    .select({ assunto: emailSaida.assunto, texto: emailSaida.texto })
    .from(emailSaida)
    .where(and(eq(emailSaida.para, para), eq(emailSaida.tipo, tipo)));

describe('rodada de solicitações', () => {
  it('fora de uma rodada, a solução assinada segue travada', async () => {
    const id = await solucaoEnviada();
    const response = await salvar(empresa, id, 'descricaoTecnicaSolucao.conceito', 'Outro.');
    expect(response.statusCode).toBe(409);
    expect((await enviarArquivo(app, empresa, id, 'fotos', PNG, 'x.png')).statusCode).toBe(409);
  });

  it('abre só o que foi pedido, guarda cada assinatura como versão e volta ao status anterior', async () => {
    const id = await solucaoEnviada();
    const pedido = await pedir(id, [
      { alvo: 'descricaoTecnica', texto: 'Detalhe o conceito.', prazo: '2026-12-20T18:00' },
      { alvo: 'anexos.fotos', texto: 'Troque a foto por uma da instalação.' },
    ]);
    expect(pedido.statusCode, pedido.body).toBe(201);
    expect((await ler(empresa, `/api/proposta/${id}`)).statusProposta.idStatusProposta).toBe(6);

    // The company hears of the requests, each with its section and date.
    const [aviso] = await emailsDoTipo(empresa.email, 'status-proposta');
    expect(aviso?.texto).toContain(
      '1. Descrição técnica da solução (até 20/12/2026 às 18h): Detalhe o conceito.',
    );
    expect(aviso?.texto).toContain('2. Fotos da solução: Troque a foto por uma da instalação.');

    const [rodada] = await rodadas(id);
    expect(rodada).toMatchObject({ numero: 1, aberta: true, prazo: null });
    expect(rodada.partesAbertas.sort()).toEqual(['anexos.fotos', 'descricaoTecnica']);

    // Only the requested section and category accept writes; the colleague works too.
    const titulo = await salvar(empresa, id, 'titulo', 'Outro título');
    expect(titulo.statusCode).toBe(409);
    expect(titulo.json().message).toBe(
      'Só as partes pedidas nas solicitações podem ser alteradas; não foram pedidas: Título da solução.',
    );
    const conceito = await salvar(
      colega,
      id,
      'descricaoTecnicaSolucao.conceito',
      'Conceito detalhado.',
    );
    expect(conceito.statusCode, conceito.body).toBe(200);
    const portfolio = await enviarArquivo(
      app,
      empresa,
      id,
      'documentosentregues/portfolios',
      PDF,
      'p.pdf',
    );
    expect(portfolio.statusCode).toBe(409);
    const [v1] = (await ler(empresa, `/api/proposta/${id}/envios`)) as { numero: number }[];
    const versao1 = await ler(empresa, `/api/proposta/${id}/envios/${v1!.numero}`);
    const fotoAntiga = versao1.arquivos.find((a: { contexto: number }) => a.contexto === 10);
    const troca = await injectAs(app, empresa, {
      method: 'DELETE',
      url: `/api/fileindexer/arquivo/${fotoAntiga.id}`,
    });
    expect(troca.statusCode, troca.body).toBe(200);
    expect(
      (await enviarArquivo(app, empresa, id, 'fotos', FOTO_2, 'instalacao.png')).statusCode,
    ).toBe(200);

    // Answers in words, rewritable until the signature.
    const solicitacaoId = rodada.solicitacoes[0].id;
    const resposta = await injectAs(app, colega, {
      method: 'PUT',
      url: `/api/proposta/${id}/solicitacoes/${solicitacaoId}/resposta`,
      payload: { resposta: 'Conceito detalhado no item 1.' },
    });
    expect(resposta.statusCode, resposta.body).toBe(200);

    // Saving is not answering: the round closes only with a new signed PDF.
    expect((await ler(empresa, `/api/proposta/${id}`)).statusProposta.idStatusProposta).toBe(6);
    expect(await ler(empresa, `/api/proposta/${id}/envios`)).toHaveLength(1);
    const assinatura = await assinar(empresa, id, ASSINADO_2, 'assinado-2.pdf');
    expect(assinatura.statusCode, assinatura.body).toBe(200);
    expect((await ler(empresa, `/api/proposta/${id}`)).statusProposta.idStatusProposta).toBe(
      STATUS_PROPOSTA.EM_ANALISE_PREVIA,
    );
    const [fechada] = await rodadas(id);
    expect(fechada).toMatchObject({ aberta: false, envioNumero: 2, partesAbertas: [] });
    expect(fechada.solicitacoes[0]).toMatchObject({
      resposta: 'Conceito detalhado no item 1.',
      respondidaPor: expect.any(String),
    });
    const [avisoEquipe] = await emailsDoTipo(analista.email, 'solicitacoes-respondidas');
    expect(avisoEquipe?.assunto).toContain('Solicitações respondidas');

    // Two versions; the first keeps its photo's and signature's bytes after both left.
    const envios = await ler(analista, `/api/proposta/${id}/envios`);
    expect(envios.map((e: { numero: number }) => e.numero)).toEqual([2, 1]);
    const fotoV1 = await ler(analista, `/api/proposta/${id}/envios/1/arquivo/${fotoAntiga.id}`);
    expect(Buffer.from(fotoV1.conteudo, 'base64')).toEqual(PNG);
    const assinadoV1 = versao1.arquivos.find((a: { contexto: number }) => a.contexto === 12);
    const pdfV1 = await ler(empresa, `/api/proposta/${id}/envios/1/arquivo/${assinadoV1.id}`);
    expect(Buffer.from(pdfV1.conteudo, 'base64')).toEqual(PDF);
    const atuais = await ler(empresa, `/api/fileindexer/proposta/${id}`);
    expect(atuais.map((a: { nomeOriginal: string }) => a.nomeOriginal).sort()).toEqual([
      'assinado-2.pdf',
      'instalacao.png',
    ]);

    // Field by field and file by file.
    const comparacao = await ler(analista, `/api/proposta/${id}/envios/comparacao?de=1&para=2`);
    expect(comparacao.campos).toEqual([
      {
        caminho: 'descricaoTecnicaSolucao.conceito',
        rotulo: 'Conceito da solução',
        antes: expect.any(String),
        depois: 'Conceito detalhado.',
      },
    ]);
    expect(comparacao.arquivos).toEqual(
      expect.arrayContaining([
        { contexto: 10, incluidos: ['instalacao.png'], removidos: ['foto-da-solucao.png'] },
        { contexto: 12, incluidos: ['assinado-2.pdf'], removidos: ['assinado.pdf'] },
      ]),
    );
  });

  it('versões são imutáveis no banco, e nenhuma rota as altera', async () => {
    const id = await solucaoEnviada();
    await expect(
      app.db.execute(`update proposta_envio set campos = '{}' where proposta_id = '${id}'`),
    ).rejects.toThrow();
    const rotas = app.registeredRoutes.filter((r) => r.url.includes('/envios'));
    expect(rotas.map((r) => r.method).filter((m) => m !== 'GET' && m !== 'HEAD')).toEqual([]);
  });

  it('o prazo de cada solicitação vale como o da chamada: depois dele, nada se altera nem se envia', async () => {
    const id = await solucaoEnviada();
    await pedir(id, [
      { alvo: 'justificativa', texto: 'Reforce a relevância.', prazo: '2026-12-12T18:00' },
    ]);
    const [rodada] = await rodadas(id);
    expect(rodada.prazo).toBe(new Date('2026-12-12T18:00:00-03:00').toISOString());
    clock.set('2026-12-13T09:00:00-03:00');
    try {
      const salvo = await salvar(empresa, id, 'justificativa.relevancia', 'Tarde.');
      expect(salvo.statusCode).toBe(409);
      expect(salvo.json().message).toBe('O prazo desta solicitação terminou em 12/12/2026 às 18h.');
      const resposta = await injectAs(app, empresa, {
        method: 'PUT',
        url: `/api/proposta/${id}/solicitacoes/${rodada.solicitacoes[0].id}/resposta`,
        payload: { resposta: 'Tarde.' },
      });
      expect(resposta.statusCode).toBe(409);
      const assinatura = await assinar(empresa, id, ASSINADO_2, 'assinado-2.pdf');
      expect(assinatura.statusCode).toBe(409);
      expect(assinatura.json().message).toBe(
        'O prazo para responder às solicitações terminou em 12/12/2026 às 18h.',
      );
      expect(await ler(empresa, `/api/proposta/${id}/envios`)).toHaveLength(1);
    } finally {
      clock.set(INSTANTES.aberta);
    }
  });

  it('depois do prazo da chamada, só a solução em rodada aceita escritas da empresa', async () => {
    const id = await solucaoEnviada();
    const rascunho = await criar();
    await pedir(id, [{ alvo: 'suporte', texto: 'Informe o tempo de garantia.' }]);
    clock.set(INSTANTES.encerrada);
    try {
      const naRodada = await salvar(empresa, id, 'suporteSolucao.tempoGarantia', '24 meses');
      expect(naRodada.statusCode, naRodada.body).toBe(200);
      const foraDela = await salvar(empresa, rascunho, 'titulo', 'Depois do prazo');
      expect(foraDela.statusCode).toBe(409);
      expect(foraDela.json().message).toBe('As inscrições foram encerradas em 15/12/2026 às 18h.');
      expect((await assinar(empresa, id, ASSINADO_2, 'assinado-2.pdf')).statusCode).toBe(200);
    } finally {
      clock.set(INSTANTES.aberta);
    }
  });

  it('a rota de status da especificação abre uma rodada geral, e sair do 6 a encerra sem resposta', async () => {
    const id = await solucaoEnviada();
    const mudar = (status: number, observacao?: string) =>
      injectAs(app, analista, {
        method: 'POST',
        url: '/api/proposta/status',
        payload: { idProposta: id, idStatusProposta: status, observacao },
      });
    expect((await mudar(6, 'Revise o texto.')).statusCode).toBe(200);
    const [geral] = await rodadas(id);
    expect(geral.solicitacoes).toMatchObject([{ alvo: 'geral', texto: 'Revise o texto.' }]);
    expect(geral.partesAbertas).toEqual([]);
    expect((await salvar(empresa, id, 'titulo', 'Não pedido')).statusCode).toBe(409);
    expect((await pedir(id, [{ alvo: 'geral', texto: 'De novo.' }])).statusCode).toBe(409);
    expect((await mudar(5)).statusCode).toBe(200);
    const [encerrada] = await rodadas(id);
    expect(encerrada).toMatchObject({ aberta: false, envioNumero: null });
    expect((await assinar(empresa, id, ASSINADO_2, 'assinado-2.pdf')).statusCode).toBe(409);
  });

  it('recusa com 400, nomeando o campo, alvo desconhecido, texto com NUL e prazo no passado', async () => {
    const id = await solucaoEnviada();
    const invalido = await pedir(id, [
      { alvo: 'senha', texto: 'x' },
      { alvo: 'geral', texto: 'a\u0000b' },
    ]);
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'solicitacoes.0.alvo',
      'solicitacoes.1.texto',
    ]);
    const passado = await pedir(id, [{ alvo: 'geral', texto: 'x', prazo: '2026-12-01T18:00' }]);
    expect(passado.statusCode).toBe(400);
    expect(passado.json().issues).toEqual([
      { path: 'solicitacoes.0.prazo', message: 'O prazo precisa ser uma data futura.' },
    ]);
    expect(await rodadas(id)).toEqual([]);
    const numero = await injectAs(app, empresa, {
      method: 'GET',
      url: `/api/proposta/${id}/envios/99999999999`,
    });
    expect(numero.statusCode).toBe(400);
  });

  it('outra empresa recebe 404 em toda rota das soluções desta', async () => {
    const id = await solucaoEnviada();
    await pedir(id, [{ alvo: 'geral', texto: 'Revise.' }]);
    const [rodada] = await rodadas(id);
    const respostas = await Promise.all([
      injectAs(app, outra, { method: 'GET', url: `/api/proposta/${id}/solicitacoes` }),
      injectAs(app, outra, { method: 'GET', url: `/api/proposta/${id}/envios` }),
      injectAs(app, outra, { method: 'GET', url: `/api/proposta/${id}/envios/1` }),
      injectAs(app, outra, {
        method: 'GET',
        url: `/api/proposta/${id}/envios/comparacao?de=1&para=1`,
      }),
      injectAs(app, outra, {
        method: 'PUT',
        url: `/api/proposta/${id}/solicitacoes/${rodada.solicitacoes[0].id}/resposta`,
        payload: { resposta: 'Intrusa.' },
      }),
      salvar(outra, id, 'titulo', 'Intrusa'),
    ]);
    expect(respostas.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
  });
});
