// @module-tag dois-bancos
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITES_CONTATO,
  MENSAGENS,
  type EstatisticasRepositorio,
  type InteresseMunicipios,
  type MeusDesfechos,
} from '@portal/domain';
import { FakeClock } from '../../infra/clock.ts';
import { iniciarCaixaSmtp, type CaixaSmtp } from '../../../test/caixa-smtp.ts';
import {
  injectAs,
  login,
  novoEmail,
  novoIp,
  signedInCompanyUser,
  type Sessao,
} from '../../../test/fixtures.ts';
import { confirmarEmail } from '../../../test/fixtures-email.ts';
import { novoCadastroGestor } from '../../../test/fixtures-gestor.ts';
import { registerColega, registerPedidoNaEmpresa } from '../../../test/fixtures-membros.ts';
import { solucaoPublicada } from '../../../test/fixtures-repositorio.ts';
import { criarProposta, novaProposta } from '../../../test/fixtures-proposta.ts';
import { buildTestApp, DOMINIO_PUBLICO } from '../../../test/helper.ts';
import { ENVIO_RAPIDO } from '../../../test/mensagem-de-teste.ts';

const CAMPINAS = 3509502;
const SANTOS = 3548500;
const HORA = 60 * 60 * 1000;

const clock = new FakeClock('2026-03-10T12:00:00-03:00');
let caixa: CaixaSmtp;
let app: FastifyInstance;
let empresa: Awaited<ReturnType<typeof signedInCompanyUser>>;
let colegaEmail: string;
let pendenteEmail: string;
let gestora: Awaited<ReturnType<typeof gestorVerificado>>;
let gestorSantos: Awaited<ReturnType<typeof gestorVerificado>>;
let solucao: string;

const escrever = (sessao: Sessao | null, propostaId: string, assunto = 'Semáforos no centro') =>
  injectAs(app, sessao, {
    method: 'POST',
    url: `/api/gestor/solucoes/${propostaId}/contato`,
    payload: { assunto, texto: 'Temos 40 cruzamentos.\nAtende 80 mil habitantes?' },
  });

/** A verified manager (an e-mail of the public body's domain) of the given municipality. */
async function gestorVerificado(municipioId: number, cargo = 'Secretário de Inovação') {
  const cadastro = novoCadastroGestor({
    email: novoEmail('gestor', `prefeitura.${DOMINIO_PUBLICO}`),
    municipioId,
    cargo,
  });
  const ip = novoIp();
  const resposta = await app.inject({
    method: 'POST',
    url: '/api/gestor/cadastro',
    payload: cadastro,
    remoteAddress: ip,
  });
  if (resposta.statusCode !== 201) throw new Error(`gestor recusado: ${resposta.body}`);
  await confirmarEmail(app, cadastro.email);
  const sessao = await login(app, { email: cadastro.email, senha: cadastro.senhaNova, ip });
  return { ...sessao, nome: cadastro.nome, email: cadastro.email, senha: cadastro.senhaNova };
}

const linhas = async <T>(consulta: ReturnType<typeof sql>) =>
  ((await app.db.execute(consulta)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  caixa = await iniciarCaixaSmtp();
  app = await buildTestApp(
    { smtpUrl: caixa.url, emailEnvio: ENVIO_RAPIDO, filaIntervaloSegundos: 0.5 },
    { clock },
  );
  await app.ready();
  empresa = await signedInCompanyUser(app);
  colegaEmail = (await registerColega(app, empresa)).email;
  // Asked to join and not accepted: not a member yet, so not a recipient.
  pendenteEmail = (await registerPedidoNaEmpresa(app, empresa)).email;
  solucao = await solucaoPublicada(app, empresa, { titulo: 'Semáforo inteligente' });
  gestora = await gestorVerificado(CAMPINAS, 'Secretária de Mobilidade');
  gestorSantos = await gestorVerificado(SANTOS);
});
afterAll(async () => {
  await app.close();
  await caixa.fechar();
});

describe('Falar com a empresa', () => {
  it('recusa assunto vazio e texto longo demais, nomeando o campo', async () => {
    const resposta = await injectAs(app, gestora, {
      method: 'POST',
      url: `/api/gestor/solucoes/${solucao}/contato`,
      payload: { assunto: ' ', texto: 'x'.repeat(LIMITES_CONTATO.texto + 1) },
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().issues).toEqual([
      { path: 'assunto', message: MENSAGENS.campoObrigatorio },
      { path: 'texto', message: MENSAGENS.maximoCaracteres(LIMITES_CONTATO.texto) },
    ]);
  });

  it('uma solução que não está publicada responde 404', async () => {
    const rascunho = await criarProposta(app, empresa, novaProposta());
    expect((await escrever(gestora, rascunho)).statusCode).toBe(404);
  });

  it('chega a cada integrante ativo, com Reply-To do gestor, e fica guardada e na auditoria', async () => {
    const resposta = await escrever(gestora, solucao);
    expect(resposta.statusCode, resposta.body).toBe(201);
    expect(resposta.json().message).toBe(MENSAGENS.contatoEnviado);
    // The members' addresses never reach the manager.
    expect(resposta.body).not.toContain(empresa.email);

    // The members also got the portal's own messages (confirmation, a request to join).
    const doGestor = (email: string) => caixa.para(email).filter((m) => m.responderA !== null);
    await caixa.esperar(
      () => doGestor(empresa.email).length === 1 && doGestor(colegaEmail).length === 1,
    );
    for (const email of [empresa.email, colegaEmail]) {
      const [recebida] = doGestor(email);
      expect(recebida!.responderA).toBe(gestora.email);
      expect(recebida!.assunto).toContain('Semáforos no centro');
      expect(recebida!.texto).toContain('Temos 40 cruzamentos.');
      expect(recebida!.texto).toContain('Semáforo inteligente');
      expect(recebida!.texto).toContain('Campinas/SP');
      // One recipient per message: no member sees another's address.
      expect(recebida!.para).toEqual([email]);
    }
    expect(caixa.para(pendenteEmail).filter((m) => m.responderA !== null)).toHaveLength(0);

    const [auditoria] = await linhas<{ n: number }>(
      sql`select count(*)::int as n from registro_auditoria
          where acao = 'contato.empresa' and proposta_id = ${solucao}`,
    );
    expect(auditoria!.n).toBe(1);
  });

  it('uma segunda mensagem à mesma solução em 24 h: 429 com Retry-After; passado o prazo, sai', async () => {
    clock.advance(HORA);
    const repetida = await escrever(gestora, solucao, 'De novo');
    expect(repetida.statusCode).toBe(429);
    expect(repetida.json().message).toBe(MENSAGENS.contatoLimiteSolucao);
    expect(repetida.headers['retry-after']).toBe(String(23 * 3600));

    clock.advance(23 * HORA);
    expect((await escrever(gestora, solucao, 'De novo')).statusCode).toBe(201);
  });

  it('no máximo 10 mensagens em 24 h por gestor, contadas no banco', async () => {
    const outras = [];
    for (let i = 0; i < LIMITES_CONTATO.porJanela; i += 1) {
      outras.push(await solucaoPublicada(app, empresa, { titulo: `Solução ${i}` }));
    }
    clock.advance(25 * HORA);
    for (const id of outras.slice(0, LIMITES_CONTATO.porJanela)) {
      clock.advance(60_000);
      expect((await escrever(gestorSantos, id, 'Sensores no porto')).statusCode).toBe(201);
    }
    const demais = await escrever(gestorSantos, solucao, 'Sensores no porto');
    expect(demais.statusCode).toBe(429);
    expect(demais.json().message).toBe(MENSAGENS.contatoLimiteTotal);
    // The first of the ten leaves the window 24 h after it was sent, nine minutes ago.
    expect(Number(demais.headers['retry-after'])).toBe(24 * 3600 - 9 * 60);
    // Another manager is not held by this one's count.
    expect((await escrever(gestora, outras[0]!)).statusCode).toBe(201);
  });

  it('a mensagem guardada não se altera nem se apaga', async () => {
    await expect(
      app.db.execute(sql`update contato_empresa set enviado_em = now()`),
    ).rejects.toThrow();
    await expect(app.db.execute(sql`delete from contato_empresa`)).rejects.toThrow();
  });
});

describe('Interesse de municípios no painel da empresa', () => {
  it('mostra as mensagens com o contato institucional e, por solução, só contagens', async () => {
    const resposta = await injectAs(app, empresa, {
      method: 'GET',
      url: '/api/empresa/interesse-municipios',
    });
    expect(resposta.statusCode).toBe(200);
    const interesse = resposta.json<InteresseMunicipios>();
    const daGestora = interesse.mensagens.find((m) => m.assunto === 'Semáforos no centro');
    expect(daGestora?.gestor).toEqual({
      nome: gestora.nome,
      cargo: 'Secretária de Mobilidade',
      municipio: 'Campinas',
      uf: 'SP',
      email: gestora.email,
    });
    const semaforo = interesse.solucoes.find((s) => s.propostaId === solucao);
    // Campinas wrote twice about it: one municipality (Santos wrote about the others).
    expect(semaforo).toMatchObject({ contataram: 1, salvaram: 0, compararam: 0, registraram: 0 });
    // Counts only: nothing in them names the managers.
    expect(JSON.stringify(interesse.solucoes)).not.toContain('Campinas');
  });

  it('conta quem salvou, comparou e registrou, por município distinto', async () => {
    const outra = await solucaoPublicada(app, empresa, { titulo: 'Sensor de enchente' });
    for (const gestor of [gestora, gestorSantos]) {
      for (const propostaId of [solucao, outra]) {
        const salva = await injectAs(app, gestor, {
          method: 'POST',
          url: '/api/gestor/selecao',
          payload: { propostaId },
        });
        expect(salva.statusCode, salva.body).toBe(200);
      }
    }
    const comparacao = await injectAs(app, gestora, {
      method: 'POST',
      url: '/api/gestor/selecao/comparacao',
      payload: { propostaIds: [solucao, outra] },
    });
    expect(comparacao.statusCode, comparacao.body).toBe(200);
    const registro = await injectAs(app, gestorSantos, {
      method: 'POST',
      url: '/api/gestor/registros',
      payload: { selecao: [solucao] },
    });
    expect(registro.statusCode, registro.body).toBe(201);

    const interesse = (
      await injectAs(app, empresa, { method: 'GET', url: '/api/empresa/interesse-municipios' })
    ).json<InteresseMunicipios>();
    expect(interesse.solucoes.find((s) => s.propostaId === solucao)).toMatchObject({
      salvaram: 2,
      compararam: 1,
      registraram: 1,
      contataram: 1,
    });
  });

  it('outra empresa não vê nada disso', async () => {
    const outra = await signedInCompanyUser(app);
    const resposta = await injectAs(app, outra, {
      method: 'GET',
      url: '/api/empresa/interesse-municipios',
    });
    expect(resposta.json()).toEqual({ mensagens: [], solucoes: [] });
  });
});

describe('Desfecho e estatísticas públicas', () => {
  const estatisticasDoEixo3 = async () => {
    const resposta = await app.inject({ method: 'GET', url: '/api/solucoes/estatisticas.json' });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['access-control-allow-origin']).toBe('*');
    return resposta.json<EstatisticasRepositorio>().eixos.find((e) => e.eixo === 3)!;
  };

  it('recusa um tipo desconhecido com mensagem em português', async () => {
    const resposta = await injectAs(app, gestora, {
      method: 'POST',
      url: '/api/gestor/desfechos',
      payload: { propostaId: solucao, tipo: 'comprada' },
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().issues).toEqual([
      { path: 'tipo', message: MENSAGENS.tipoDesfechoInvalido },
    ]);
  });

  it('o desfecho vigente é o mais recente, e as estatísticas públicas o contam por eixo', async () => {
    const antes = await estatisticasDoEixo3();
    // Campinas and Santos wrote about solutions of the axis (the fixtures' default, 3).
    expect(antes.municipiosInteressados).toBe(2);
    expect(antes.desfechos).toEqual({ contratada: 0, 'testada-cpsi': 0, 'nao-seguiu': 0 });

    for (const tipo of ['testada-cpsi', 'contratada']) {
      const resposta = await injectAs(app, gestora, {
        method: 'POST',
        url: '/api/gestor/desfechos',
        payload: { propostaId: solucao, tipo, observacao: 'Piloto em 2026.' },
      });
      expect(resposta.statusCode, resposta.body).toBe(201);
    }
    const meus = await injectAs(app, gestora, { method: 'GET', url: '/api/gestor/desfechos' });
    expect(meus.json<MeusDesfechos>().itens).toMatchObject([
      { propostaId: solucao, titulo: 'Semáforo inteligente', tipo: 'contratada' },
    ]);
    const depois = await estatisticasDoEixo3();
    expect(depois.solucoesPublicadas).toBeGreaterThanOrEqual(1);
    expect(depois.desfechos).toEqual({ contratada: 1, 'testada-cpsi': 0, 'nao-seguiu': 0 });
  });
});

describe('um gestor que sai', () => {
  it('a empresa continua lendo a mensagem, e as contagens públicas ficam', async () => {
    const exclusao = await injectAs(app, gestorSantos, {
      method: 'POST',
      url: '/api/meus-dados/exclusao',
      payload: { senhaAtual: gestorSantos.senha },
    });
    expect(exclusao.statusCode, exclusao.body).toBe(200);
    const interesse = (
      await injectAs(app, empresa, { method: 'GET', url: '/api/empresa/interesse-municipios' })
    ).json<InteresseMunicipios>();
    const deSantos = interesse.mensagens.filter((m) => m.assunto === 'Sensores no porto');
    expect(deSantos).toHaveLength(LIMITES_CONTATO.porJanela);
    expect(deSantos[0]!.gestor).toMatchObject({ municipio: 'Santos', uf: 'SP' });
    expect(deSantos[0]!.gestor.email).not.toBe(gestorSantos.email);
    const estatisticas = await app.inject({
      method: 'GET',
      url: '/api/solucoes/estatisticas.json',
    });
    const eixo3 = estatisticas.json<EstatisticasRepositorio>().eixos.find((e) => e.eixo === 3)!;
    expect(eixo3.municipiosInteressados).toBe(2);
  });
});
