import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { formatarCpf, NOME_ANONIMIZADO, type MeusDados } from '@portal/domain';
import {
  injectAs,
  login,
  novaEmpresa,
  novoEmail,
  novoIp,
  registerCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import {
  adminDeTeste,
  signedInAdmin,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import {
  criarPropostaCompleta,
  definirStatus,
  novaProposta,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { DADOS_PESSOAIS } from './dados-pessoais.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let admin: MembroComSessao;

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  admin = await signedInAdmin(app, ADMIN);
});
afterAll(() => app.close());

const linhas = async <T>(consulta: ReturnType<typeof sql>): Promise<T[]> =>
  ((await app.db.execute(consulta)) as unknown as { rows: T[] }).rows;

/** The schema's own tables (a partition is part of its table). */
const tabelasDoBanco = () =>
  linhas<{ tabela: string; coluna: string; tipo: string }>(sql`
    select c.relname as tabela, a.attname as coluna, a.atttypid::regtype::text as tipo
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
      and a.attnum > 0 and not a.attisdropped
    order by 1, a.attnum
  `);

const identificador = (nome: string) => sql.raw(`"${nome.replaceAll('"', '""')}"`);

/** A person no fixture shares a word with: a name, an address and a phone of their own. */
const pessoaUnica = () => {
  const sufixo = randomInt(1e6).toString().padStart(6, '0');
  const nome = `Quitéria Valadares ${sufixo}`;
  const email = novoEmail('quiteria');
  const cpf = generateCpf();
  return {
    nome,
    email,
    cpf,
    telefone: `9${sufixo}${randomInt(10, 99)}`,
    cadastro: {
      nome,
      email,
      login: email,
      telefones: [{ ddd: '11', numero: '', tipoTelefone: 1, observacoes: 'Celular' }],
      empresa: novaEmpresa({
        responsavelLegalNome: nome,
        responsavelLegalCPF: cpf,
        responsavelLegalEmail: email,
      }),
    },
  };
};

const valoresNoCaminho = (dados: unknown, caminho: string): unknown[] =>
  caminho.split('.').reduce<unknown[]>(
    (atuais, parte) =>
      atuais.flatMap((atual) => {
        const lista = parte.endsWith('[]');
        const valor = (atual as Record<string, unknown> | null)?.[parte.replace('[]', '')];
        return lista ? ((valor as unknown[] | undefined) ?? []) : [valor];
      }),
    [dados],
  );

// A raw row's timestamp is PostgreSQL's text ('2026-11-25 13:32:22.401+00'); the answer's is ISO.
const TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)$/;
const comoTexto = (valor: unknown) => {
  if (valor instanceof Date) return valor.toISOString();
  const timestamp = typeof valor === 'string' ? TIMESTAMP.exec(valor) : null;
  if (timestamp) return new Date(`${timestamp[1]}T${timestamp[2]}${timestamp[3]}:00`).toISOString();
  return String(valor);
};

describe('o mapa dos dados pessoais cobre o banco inteiro', () => {
  it('toda tabela está classificada, e toda coluna de uma tabela com dados de pessoas também', async () => {
    const colunas = await tabelasDoBanco();
    const tabelas = [...new Set(colunas.map((c) => c.tabela))];
    expect(
      tabelas.filter((t) => !(t in DADOS_PESSOAIS)),
      'tabelas sem classificação',
    ).toEqual([]);
    expect(
      Object.keys(DADOS_PESSOAIS).filter((t) => !tabelas.includes(t)),
      'tabelas que não existem',
    ).toEqual([]);
    for (const [tabela, classificacao] of Object.entries(DADOS_PESSOAIS)) {
      if (!('colunas' in classificacao)) continue;
      const doBanco = colunas
        .filter((c) => c.tabela === tabela)
        .map((c) => c.coluna)
        .sort();
      const doMapa = [...Object.keys(classificacao.colunas), ...classificacao.outras].sort();
      expect(doMapa, `colunas de ${tabela}`).toEqual(doBanco);
    }
  });
});

describe('Meus dados e a exclusão da conta', () => {
  const p = pessoaUnica();
  let usuario: UsuarioDeTeste;
  let sessao: Sessao;
  let propostaId: string;
  const solucao = novaProposta({
    descricao: `Solução coordenada por ${p.nome}, fone ${p.telefone}.`,
  });

  beforeAll(async () => {
    p.cadastro.telefones[0]!.numero = p.telefone;
    // Not confirmed: the address waiting for confirmation is the person's data too.
    usuario = await registerCompanyUser(app, p.cadastro, { confirmar: false });
    sessao = await login(app, usuario);
    propostaId = await criarPropostaCompleta(app, sessao, solucao);
    await definirStatus(app, propostaId, 2);
    const status = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/proposta/status',
      payload: {
        idProposta: propostaId,
        idStatusProposta: 5,
        observacao: `Falei com ${p.nome} (${p.email}).`,
      },
    });
    expect(status.statusCode, status.body).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/conta/senha/esqueci',
      payload: { email: p.email },
      remoteAddress: novoIp(),
    });
    const pedido = await injectAs(app, sessao, {
      method: 'POST',
      url: '/api/pedidos-titular',
      payload: {
        tipo: 'correcao',
        descricao: `Sou ${p.nome}, CPF ${formatarCpf(p.cpf)}: corrijam meu cargo.`,
      },
    });
    expect(pedido.statusCode, pedido.body).toBe(201);
  });

  it('"Meus dados" mostra cada valor que o mapa diz guardar sobre a pessoa', async () => {
    const resposta = await injectAs(app, sessao, { method: 'GET', url: '/api/meus-dados' });
    expect(resposta.statusCode).toBe(200);
    const dados = resposta.json<MeusDados>();
    let conferidos = 0;
    for (const [tabela, classificacao] of Object.entries(DADOS_PESSOAIS)) {
      if (!('colunas' in classificacao)) continue;
      const onde = classificacao.daPessoa.replaceAll('$pessoa', `'${usuario.id}'::uuid`);
      const rows = await linhas<Record<string, unknown>>(
        sql`select * from ${identificador(tabela)} where ${sql.raw(onde)}`,
      );
      for (const row of rows) {
        for (const [coluna, { meusDados }] of Object.entries(classificacao.colunas)) {
          if (!(typeof meusDados === 'string' || Array.isArray(meusDados))) continue;
          if (row[coluna] === null) continue;
          const caminhos = [meusDados].flat();
          const mostrados = caminhos.flatMap((c) => valoresNoCaminho(dados, c)).map(comoTexto);
          expect(mostrados, `${tabela}.${coluna} em ${caminhos}`).toContain(comoTexto(row[coluna]));
          conferidos += 1;
        }
      }
    }
    // Every kind of row the person has: account, phone, session, e-mails, consent, request,
    // sign-in record, company's legal representative, address to confirm.
    expect(conferidos).toBeGreaterThan(25);
    expect(dados.exclusao).toMatchObject({
      permitida: true,
      ultimoIntegrante: true,
      empresaComSolucoesEnviadas: true,
    });
    expect(dados.solucoes[0]!.historico.length).toBeGreaterThan(0);
  });

  it('a exclusão pede a senha, anonimiza, encerra as sessões e não deixa vestígio em nenhuma coluna de texto', async () => {
    const errada = await injectAs(app, sessao, {
      method: 'POST',
      url: '/api/meus-dados/exclusao',
      payload: { senhaAtual: 'Outra@Senha_9876' },
    });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().issues).toEqual([{ path: 'senhaAtual', message: 'Senha incorreta.' }]);

    const exclusao = await injectAs(app, sessao, {
      method: 'POST',
      url: '/api/meus-dados/exclusao',
      payload: { senhaAtual: usuario.senha },
    });
    expect(exclusao.statusCode, exclusao.body).toBe(200);
    // The last member of a company that sent solutions hears why its data stays and whom to ask.
    expect(exclusao.json().mensagem).toMatch(/continuam guardados.*encarregado/);
    expect(exclusao.headers['set-cookie']).toMatch(/portal_sessao=;/);

    expect(
      (await injectAs(app, sessao, { method: 'GET', url: '/api/autenticado' })).statusCode,
    ).toBe(401);
    const entrada = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: p.email, SenhaAtual: usuario.senha },
      remoteAddress: novoIp(),
    });
    expect(entrada.json().autenticado).not.toBe(true);

    const tracos = [p.nome, p.email, p.cpf, formatarCpf(p.cpf), p.telefone];
    const padrao = tracos.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const achados: string[] = [];
    for (const { tabela, coluna, tipo } of await tabelasDoBanco()) {
      if (!/text|char|json/.test(tipo)) continue;
      const [row] = await linhas<{ n: number }>(
        sql`select count(*)::int as n from ${identificador(tabela)} where ${identificador(coluna)}::text ~* ${padrao}`,
      );
      if (row!.n > 0) achados.push(`${tabela}.${coluna}`);
    }
    expect(achados).toEqual([]);

    for (const [tabela, classificacao] of Object.entries(DADOS_PESSOAIS)) {
      if (!('colunas' in classificacao)) continue;
      const apagadas = Object.values(classificacao.colunas).every((c) => c.aoSair === 'apagado');
      if (!apagadas) continue;
      const [row] = await linhas<{ n: number }>(
        sql`select count(*)::int as n from ${identificador(tabela)} where ${sql.raw(classificacao.daPessoa.replaceAll('$pessoa', `'${usuario.id}'::uuid`))}`,
      );
      expect(row!.n, `linhas de ${tabela}`).toBe(0);
    }
  });

  it('a equipe continua lendo a solução, os arquivos e a história, com a pessoa anonimizada', async () => {
    const lida = await injectAs(app, admin, { method: 'GET', url: `/api/proposta/${propostaId}` });
    expect(lida.statusCode).toBe(200);
    expect(lida.json().titulo).toBe(solucao.titulo);
    // The person's name inside the solution's text is gone; the text around it stays.
    expect(lida.body).toContain('Solução coordenada por ***, fone ***.');
    const historia = await injectAs(app, admin, {
      method: 'GET',
      url: `/api/proposta/${propostaId}/auditoria`,
    });
    const registros = historia.json().itens as { acao: string; pessoa: { nome: string } | null }[];
    expect(registros.find((r) => r.acao === 'proposta.criacao')?.pessoa?.nome).toBe(
      NOME_ANONIMIZADO,
    );
    const auditoria = await injectAs(app, admin, {
      method: 'GET',
      url: '/api/auditoria?acao=conta.exclusao',
    });
    expect(auditoria.json().itens).toHaveLength(1);
  });
});

describe('a limpeza de vestígios não apaga outra pessoa de mesmo nome', () => {
  it('o homônimo de outra empresa mantém nome, e-mail do responsável legal e telefone', async () => {
    const p = pessoaUnica();
    p.cadastro.telefones[0]!.numero = p.telefone;
    const saindo = await registerCompanyUser(app, p.cadastro);
    const homonimo = await registerCompanyUser(app, {
      ...p.cadastro,
      email: novoEmail('homonimo'),
      empresa: novaEmpresa({ responsavelLegalNome: p.nome }),
    });
    const exclusao = await injectAs(app, await login(app, saindo), {
      method: 'POST',
      url: '/api/meus-dados/exclusao',
      payload: { senhaAtual: saindo.senha },
    });
    expect(exclusao.statusCode).toBe(200);
    // Nothing sent by the company: the plain message.
    expect(exclusao.json().mensagem).not.toMatch(/continuam guardados/);
    const dados = (
      await injectAs(app, await login(app, homonimo), { method: 'GET', url: '/api/meus-dados' })
    ).json<MeusDados>();
    expect(dados.conta.nome).toBe(p.nome);
    expect(dados.empresa?.responsavelLegal.nome).toBe(p.nome);
    expect(dados.telefones[0]?.numero).toBe(p.telefone);
  });
});
