import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { novoCadastro, novoIp } from '../../test/fixtures.ts';
import { buildTestApp } from '../../test/helper.ts';
import { ocultarSegredos, semDadosPessoais, serializarErro } from './log-seguro.ts';

let app: FastifyInstance;
const linhas: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      linhas.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildTestApp({ logLevel: 'info' }, { logStream });
  await app.ready();
  // A rule the registration does not know, so its insert fails as an unexpected constraint would.
  await app.db.execute(
    sql`alter table usuario add constraint teste_nome_proibido check (nome <> 'Nome Proibido')`,
  );
});
afterAll(() => app.close());

describe('log sem segredos', () => {
  it('uma consulta que falha é registrada pelo tipo e pelo id da requisição, sem os parâmetros', async () => {
    const cadastro = novoCadastro({ nome: 'Nome Proibido' });
    const resposta = await app.inject({
      method: 'PUT',
      url: '/api/cadastro/usuario',
      payload: cadastro,
      remoteAddress: novoIp(),
    });
    expect(resposta.statusCode).toBe(500);
    const { requestId } = resposta.json();

    const log = linhas.join('\n');
    const empresa = cadastro.empresa as {
      responsavelLegalCPF: string;
      responsavelLegalEmail: string;
    };
    for (const segredo of [
      cadastro.email,
      cadastro.senhaNova,
      empresa.responsavelLegalEmail,
      empresa.responsavelLegalCPF,
      '$argon2',
      'params:',
    ]) {
      expect(log).not.toContain(segredo);
    }
    const erro = linhas
      .map((linha) => JSON.parse(linha))
      .find((linha) => linha.reqId === requestId && linha.level >= 50);
    expect(erro?.err).toMatchObject({
      type: 'ErroDeConsulta',
      code: '23514',
      constraint: 'teste_nome_proibido',
    });
  });

  it('oculta senhas, tokens, cookies e e-mails em qualquer objeto registrado', () => {
    app.log.info(
      {
        email: 'pessoa@exemplo.com.br',
        dados: { senhaNova: 'Segredo@123', usuario: { token: 'abc', cookie: 'portal_sessao=x' } },
        lote: [{ a: { b: { c: { d: { cpf: '123.456.789-09' } } } } }],
      },
      'teste de ocultação',
    );
    const linha = linhas.find((l) => l.includes('teste de ocultação'))!;
    expect(linha).not.toMatch(/pessoa@exemplo|Segredo@123|"abc"|portal_sessao=x|123\.456/);
    expect(linha).toContain('[oculto]');
  });
});

describe('ocultarSegredos', () => {
  it('troca o valor de cada chave secreta, em qualquer profundidade e dentro de listas', () => {
    const original = {
      metodo: 'POST',
      corpo: {
        login: 'a@b.c',
        socios: [{ nome: 'Ana', cpf: '1' }],
        cabecalhos: { 'set-cookie': 'x' },
      },
    };
    expect(ocultarSegredos(original)).toEqual({
      metodo: 'POST',
      corpo: {
        login: '[oculto]',
        socios: [{ nome: 'Ana', cpf: '[oculto]' }],
        cabecalhos: { 'set-cookie': '[oculto]' },
      },
    });
    expect(original.corpo.login).toBe('a@b.c');
  });

  it('devolve o mesmo objeto quando não há segredo, e deixa erros ao seu serializador', () => {
    const linha = { method: 'GET', url: '/api/utils/estados', statusCode: 200, userId: null };
    expect(ocultarSegredos(linha)).toBe(linha);
    const erro = Object.assign(new Error('x'), { senha: 's' });
    expect(ocultarSegredos({ err: erro }).err).toBe(erro);
  });

  it('para num ciclo em vez de percorrê-lo para sempre', () => {
    const ciclo: Record<string, unknown> = { token: 't' };
    ciclo.eu = ciclo;
    expect(ocultarSegredos(ciclo).token).toBe('[oculto]');
  });
});

describe('serializarErro', () => {
  it('apaga e-mails, CPFs e hashes do texto de um erro qualquer', () => {
    const texto = 'falhou para ana@x.com.br, CPF 529.982.247-25, $argon2id$v=19$m=1$abc';
    expect(semDadosPessoais(texto)).toBe('falhou para [e-mail], CPF [cpf], [hash]');
    expect(serializarErro(new Error(texto)).message).toBe(
      'falhou para [e-mail], CPF [cpf], [hash]',
    );
  });
});
