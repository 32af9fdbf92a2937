import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MENSAGENS } from '@portal/domain';
import { FakeClock } from '../../infra/clock.ts';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import { signedInStaff } from '../../../test/fixtures-equipe.ts';
import {
  buildAppComGovbr,
  cadastrarPeloGovbr,
  confirmarComGovbr,
  cookieGovbr,
  irAoGovbr,
  novaPessoa,
  sessaoDe,
  voltarDoGovbr,
} from '../../../test/fixtures-govbr.ts';
import { iniciarGovbrFalso, type GovbrFalso, type PessoaGovbr } from '../../../test/govbr-falso.ts';

const MINUTO = 60 * 1000;

// Provider and portal read one clock, so moving it moves the tokens' times too.
const relogio = new FakeClock(new Date());
let govbr: GovbrFalso;
let app: FastifyInstance;
beforeAll(async () => {
  govbr = await iniciarGovbrFalso({}, () => relogio.now());
  app = await buildAppComGovbr(govbr, { clock: relogio });
});
afterAll(async () => {
  await app.close();
  await govbr.fechar();
});

/** A person registered through gov.br (no password they know), signed in with gov.br. */
async function cadastradoPeloGovbr() {
  const pessoa = novaPessoa();
  const volta = await voltarDoGovbr(app, await irAoGovbr(app, govbr, pessoa));
  const sessao = sessaoDe(await cadastrarPeloGovbr(app, cookieGovbr(volta)));
  return { pessoa, sessao };
}

const excluir = (sessao: { cookie: string }, payload: object = {}) =>
  injectAs(app, sessao, { method: 'POST', url: '/api/meus-dados/exclusao', payload });

const estado = async (sessao: { cookie: string }) =>
  (await injectAs(app, sessao, { method: 'GET', url: '/api/govbr/confirmacao' })).json();

async function alterarDados(sessao: { cookie: string }, nome: string) {
  const eu = (await injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' })).json();
  return injectAs(app, sessao, {
    method: 'POST',
    url: '/api/cadastro/usuario',
    payload: {
      id: eu.id,
      nome,
      email: eu.email,
      senhaNova: '',
      telefones: [{ ddd: '11', numero: '912345678', tipoTelefone: 1 }],
    },
  });
}

async function confirmar(sessao: { cookie: string }, pessoa: PessoaGovbr) {
  const { paraGovbr, retorno } = await confirmarComGovbr(app, govbr, sessao, pessoa);
  return { paraGovbr, destino: retorno.headers.location };
}

describe('Confirmar com gov.br', () => {
  it('sem confirmar, quem entrou com gov.br não exclui a conta sem senha', async () => {
    const { sessao } = await cadastradoPeloGovbr();
    expect(await estado(sessao)).toEqual({ govbr: true, confirmadaAte: null });
    const recusa = await excluir(sessao);
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json()).toMatchObject({
      message: MENSAGENS.confirmeSenhaOuGovbr,
      issues: [{ path: 'senhaAtual' }],
    });
  });

  it('pede ao gov.br uma entrada nova e, confirmada, exclui a conta sem senha', async () => {
    const { pessoa, sessao } = await cadastradoPeloGovbr();
    const { paraGovbr, destino } = await confirmar(sessao, pessoa);
    expect(paraGovbr.searchParams.get('prompt')).toBe('login');
    expect(paraGovbr.searchParams.get('max_age')).toBe('0');
    expect(destino).toBe('/painel/meus-dados?govbr=confirmado');
    expect((await estado(sessao)).confirmadaAte).toBe(
      new Date(relogio.now().getTime() + 5 * MINUTO).toISOString(),
    );

    const exclusao = await excluir(sessao);
    expect(exclusao.statusCode, exclusao.body).toBe(200);
    expect(
      (await injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' })).statusCode,
    ).toBe(401);
  });

  it('a confirmação vale 5 minutos pelo relógio do portal: altera os dados aos 4, não aos 5', async () => {
    const { pessoa, sessao } = await cadastradoPeloGovbr();
    await confirmar(sessao, pessoa);
    relogio.advance(4 * MINUTO);
    const dentro = await alterarDados(sessao, 'Ana Pereira Gomes Filha');
    expect(dentro.statusCode, dentro.body).toBe(200);

    relogio.advance(MINUTO);
    const fora = await alterarDados(sessao, 'Outro Nome Qualquer');
    expect(fora.statusCode).toBe(400);
    expect(fora.json().message).toBe(MENSAGENS.confirmeSenhaOuGovbr);
    expect((await excluir(sessao)).statusCode).toBe(400);
    expect(await estado(sessao)).toEqual({ govbr: true, confirmadaAte: null });
  });

  it('recusa um ID token cujo auth_time é anterior ao pedido: a sessão continua sem confirmação', async () => {
    const { pessoa, sessao } = await cadastradoPeloGovbr();
    const { destino } = await confirmar(sessao, { ...pessoa, autenticadaHaSegundos: 10 * 60 });
    expect(destino).toBe('/painel/meus-dados?govbr=confirmacao-antiga');
    expect(await estado(sessao)).toEqual({ govbr: true, confirmadaAte: null });
    expect((await excluir(sessao)).statusCode).toBe(400);
  });

  it('recusa a confirmação feita no gov.br com outro CPF', async () => {
    const { sessao } = await cadastradoPeloGovbr();
    const { destino } = await confirmar(sessao, novaPessoa());
    expect(destino).toBe('/painel/meus-dados?govbr=outra-pessoa');
    expect((await excluir(sessao)).statusCode).toBe(400);
  });

  it('a confirmação é da sessão que a pediu: outra sessão da mesma pessoa ainda precisa confirmar', async () => {
    const { pessoa, sessao } = await cadastradoPeloGovbr();
    const outra = sessaoDe(await voltarDoGovbr(app, await irAoGovbr(app, govbr, pessoa)));
    await confirmar(outra, pessoa);
    expect((await estado(outra)).confirmadaAte).not.toBeNull();
    expect((await excluir(sessao)).statusCode).toBe(400);
  });

  it('a troca de senha da equipe também aceita a confirmação com gov.br', async () => {
    const analista = await signedInStaff(app, 4);
    const pessoa = novaPessoa({ email: analista.email });
    const volta = await voltarDoGovbr(app, await irAoGovbr(app, govbr, pessoa, 'ipt'));
    const vinculo = await app.inject({
      method: 'POST',
      url: '/api/govbr/vincular',
      headers: { cookie: cookieGovbr(volta) },
      payload: { senha: analista.senha },
    });
    const sessao = sessaoDe(vinculo);
    const trocar = () =>
      injectAs(app, sessao, {
        method: 'POST',
        url: '/api/cadastro/usuario/senha',
        payload: { senhaNova: 'Jatoba@Florido_2026' },
      });
    expect((await trocar()).statusCode).toBe(400);
    await confirmar(sessao, pessoa);
    const troca = await trocar();
    expect(troca.statusCode, troca.body).toBe(200);
  });
});

describe('sessão aberta com e-mail e senha', () => {
  it('não oferece o gov.br e continua pedindo a senha', async () => {
    const user = await signedInCompanyUser(app);
    expect(await estado(user)).toEqual({ govbr: false, confirmadaAte: null });
    const confirmacao = await injectAs(app, user, {
      method: 'GET',
      url: '/api/govbr/confirmar?destino=/painel/meus-dados',
    });
    expect(confirmacao.statusCode).toBe(403);
    expect(confirmacao.json().message).toBe(MENSAGENS.govbrConfirmacaoSoComGovbr);

    const semSenha = await excluir(user);
    expect(semSenha.statusCode).toBe(400);
    expect(semSenha.json().message).toBe(MENSAGENS.digiteSenha);
    expect((await excluir(user, { senhaAtual: 'Errada!Senha_99' })).statusCode).toBe(400);
    expect((await excluir(user, { senhaAtual: user.senha })).statusCode).toBe(200);
  });

  it('o destino da volta só pode ser uma página do portal', async () => {
    const { sessao } = await cadastradoPeloGovbr();
    const fora = await injectAs(app, sessao, {
      method: 'GET',
      url: `/api/govbr/confirmar?destino=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().issues).toEqual([
      { path: 'destino', message: MENSAGENS.govbrDestinoInvalido },
    ]);
  });
});
