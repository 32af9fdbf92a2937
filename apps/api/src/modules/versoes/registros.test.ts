// @module-tag dois-bancos
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivoPayload, criarProposta, PDF } from '../../../test/fixtures-proposta.ts';
import {
  adminDeTeste,
  signedInAdmin,
  signedInStaff,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import {
  injectAs,
  login,
  signedInCompanyUser,
  type Sessao,
  type UsuarioDeTeste,
} from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/helper.ts';

/** A signed-in caller: the company user's sessions and the administrators'. */
type ComCookie = { cookie: string };
type Pedido = Parameters<typeof injectAs>[2];

/**
 * Versions for every record besides a solution: two people
 * read one copy, the first saves, the second's save from the old copy is refused with who, when
 * and which fields; the first save survives; a save from the current copy and one with no
 * version (the spec's client) go through.
 */

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let ana: MembroComSessao;
let beatriz: MembroComSessao;
let empresa: UsuarioDeTeste & Sessao;
let outraAba: ComCookie;
let propostaId: string;

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  ana = await signedInAdmin(app, ADMIN);
  beatriz = await signedInStaff(app, 5, { nome: 'Beatriz Lima' });
  empresa = await signedInCompanyUser(app);
  // The same person on a computer and a phone: their own data has two copies too.
  outraAba = await login(app, empresa);
  propostaId = await criarProposta(app, empresa);
  // A calendar in place, so a save changes the one date it changes.
  await pedir(ana, REGISTROS['calendário']!.escrever(ana, 20));
});
afterAll(() => app.close());

const pedir = async (sessao: ComCookie, opcoes: Pedido) => {
  const resposta = await injectAs(app, sessao, opcoes);
  return { status: resposta.statusCode, corpo: resposta.json(), etag: resposta.headers.etag };
};

/** How each record is read and written; `n` makes each write's value differ from the last. */
interface Registro {
  /** Who writes first and who writes second, from the copy both read before. */
  pessoas: () => { primeira: ComCookie & { nome?: string }; segunda: ComCookie };
  ler: (sessao: ComCookie) => Promise<{ versao: number; etag: string | undefined; valor: unknown }>;
  escrever: (sessao: ComCookie, n: number, versao?: number) => Pedido;
  /** The value `escrever(…, n)` stores, as `ler` gives it back. */
  valor: (n: number) => unknown;
  mensagem: RegExp;
  campos: string[];
}

const telefones = (n: number) => [
  { ddd: '11', numero: `9${String(n).padStart(8, '0')}`, tipoTelefone: 1 },
];

const REGISTROS: Record<string, Registro> = {
  'dados do usuário': {
    pessoas: () => ({
      primeira: { ...empresa, nome: empresa.cadastro.nome as string },
      segunda: outraAba,
    }),
    ler: async (sessao) => {
      const { corpo, etag } = await pedir(sessao, {
        method: 'GET',
        url: `/api/login/${empresa.id}`,
      });
      return { versao: corpo.versao, etag, valor: corpo.cargo };
    },
    escrever: (_sessao, n, versao) => ({
      method: 'POST',
      url: '/api/cadastro/usuario',
      payload: {
        id: empresa.id,
        nome: empresa.cadastro.nome,
        email: empresa.email,
        senhaAtual: empresa.senha,
        telefones: telefones(n),
        cargo: `Cargo ${n}`,
        departamento: empresa.cadastro.departamento,
        ...(versao === undefined ? {} : { versao }),
      },
    }),
    valor: (n) => `Cargo ${n}`,
    mensagem: /salvou estes dados (às|em) .+ e alterou: Cargo, Telefones\.$/,
    campos: ['cargo', 'telefones'],
  },
  'rubrica de avaliação': {
    pessoas: () => ({ primeira: ana, segunda: beatriz }),
    ler: async (sessao) => {
      const { corpo, etag } = await pedir(sessao, { method: 'GET', url: '/api/avaliacao/rubrica' });
      return { versao: corpo.revisao, etag, valor: corpo.criterios[0].nome };
    },
    escrever: (_sessao, n, revisao) => ({
      method: 'PUT',
      url: '/api/avaliacao/rubrica',
      payload: {
        criterios: [
          {
            codigo: 'C1',
            nome: `Critério ${n}`,
            orientacao: '',
            peso: 1,
            escalaMinima: 0,
            escalaMaxima: 5,
          },
        ],
        ...(revisao === undefined ? {} : { revisao }),
      },
    }),
    valor: (n) => `Critério ${n}`,
    mensagem: /salvou a configuração da avaliação (às|em) .+ e alterou: Critérios da rubrica\.$/,
    campos: ['criterios'],
  },
  'margem de divergência': {
    pessoas: () => ({ primeira: ana, segunda: beatriz }),
    ler: async (sessao) => {
      const { corpo, etag } = await pedir(sessao, { method: 'GET', url: '/api/avaliacao/rubrica' });
      return { versao: corpo.revisao, etag, valor: corpo.margemDivergencia };
    },
    escrever: (_sessao, n, revisao) => ({
      method: 'PUT',
      url: '/api/avaliacao/configuracao',
      payload: { margemDivergencia: n % 10, ...(revisao === undefined ? {} : { revisao }) },
    }),
    valor: (n) => n % 10,
    mensagem: /salvou a configuração da avaliação (às|em) .+ e alterou: Margem de divergência\.$/,
    campos: ['margemDivergencia'],
  },
  calendário: {
    pessoas: () => ({ primeira: ana, segunda: beatriz }),
    ler: async (sessao) => {
      const { corpo, etag } = await pedir(sessao, {
        method: 'GET',
        url: '/api/calendario/configuracao',
      });
      return { versao: corpo.versao, etag, valor: corpo.calendario?.prazoEnvio ?? null };
    },
    escrever: (_sessao, n, versao) => ({
      method: 'PUT',
      url: '/api/calendario',
      payload: {
        aberturaInscricoes: '2020-01-01T08:00',
        prazoEnvio: `2090-01-${String(n).padStart(2, '0')}T18:00`,
        toleranciaMinutos: 0,
        divulgacaoResultados: null,
        ...(versao === undefined ? {} : { versao }),
      },
    }),
    valor: (n) => `2090-01-${String(n).padStart(2, '0')}T18:00`,
    mensagem: /salvou o calendário (às|em) .+ e alterou: .*Prazo para envio do PDF assinado/,
    campos: ['prazoEnvio'],
  },
  'documento do programa': {
    pessoas: () => ({ primeira: ana, segunda: beatriz }),
    ler: async (sessao) => {
      const { corpo } = await pedir(sessao, { method: 'GET', url: '/api/documentos/admin' });
      const doc = corpo.find((d: { id: string }) => d.id === 'edital');
      // A list: each document's version is in its row, none in an ETag.
      return { versao: doc.versao, etag: `"${doc.versao}"`, valor: doc.nomeOriginal };
    },
    escrever: (_sessao, n, versao) => ({
      method: 'PUT',
      url: '/api/documentos/edital',
      payload: {
        ...arquivoPayload(PDF, `edital ${n}.pdf`),
        ...(versao === undefined ? {} : { versao }),
      },
    }),
    valor: (n) => `edital ${n}.pdf`,
    mensagem: /salvou este documento (às|em) .+ e alterou: Arquivo PDF\.$/,
    campos: ['arquivo'],
  },
  'parecer técnico': {
    pessoas: () => ({ primeira: ana, segunda: beatriz }),
    ler: async (sessao) => {
      const url = `/api/avaliacao/proposta/${propostaId}/parecer`;
      const { corpo, etag } = await pedir(sessao, { method: 'GET', url });
      return { versao: corpo.versao, etag, valor: corpo.conclusao };
    },
    escrever: (_sessao, n, versao) => ({
      method: 'PUT',
      url: `/api/avaliacao/proposta/${propostaId}/parecer`,
      payload: { conclusao: `Conclusão ${n}`, ...(versao === undefined ? {} : { versao }) },
    }),
    valor: (n) => `Conclusão ${n}`,
    mensagem: /salvou este parecer (às|em) .+ e alterou: Conclusão do parecer\.$/,
    campos: ['conclusao'],
  },
};

describe.each(Object.entries(REGISTROS))('duas pessoas, um registro: %s', (_nome, r) => {
  it('a cópia antiga é recusada com quem, quando e o quê; a primeira gravação fica', async () => {
    const { primeira, segunda } = r.pessoas();
    const lida = await r.ler(segunda);
    expect(lida.etag).toBe(`"${lida.versao}"`);

    const salva = await pedir(primeira, r.escrever(primeira, 1, lida.versao));
    expect(salva.status, JSON.stringify(salva.corpo)).toBe(200);
    expect(salva.corpo.revisao ?? salva.corpo.versao).toBe(lida.versao + 1);

    const recusada = await pedir(segunda, r.escrever(segunda, 2, lida.versao));
    expect(recusada.status).toBe(409);
    const nome = 'nome' in primeira ? primeira.nome : '';
    expect(recusada.corpo.message.startsWith(`${nome} salvou`)).toBe(true);
    expect(recusada.corpo.message).toMatch(r.mensagem);
    expect(recusada.corpo.issues.map((i: { path: string }) => i.path)).toEqual(r.campos);
    expect((await r.ler(primeira)).valor).toEqual(r.valor(1));
  });

  it('grava a partir da cópia atual (corpo ou If-Match) e sem versão, como o cliente original', async () => {
    const { primeira, segunda } = r.pessoas();
    const atual = await r.ler(segunda);
    const pelaVersao = await pedir(segunda, r.escrever(segunda, 3, atual.versao));
    expect(pelaVersao.status).toBe(200);
    expect((await r.ler(primeira)).valor).toEqual(r.valor(3));

    const opcoes = r.escrever(primeira, 4);
    const peloCabecalho = await pedir(primeira, {
      ...opcoes,
      headers: { 'if-match': `"${atual.versao + 1}"` },
    });
    expect(peloCabecalho.status).toBe(200);
    const antigoPeloCabecalho = await pedir(segunda, {
      ...r.escrever(segunda, 5),
      headers: { 'if-match': `"${atual.versao}"` },
    });
    expect(antigoPeloCabecalho.status).toBe(409);

    const semVersao = await pedir(segunda, r.escrever(segunda, 6));
    expect(semVersao.status).toBe(200);
    expect((await r.ler(primeira)).valor).toEqual(r.valor(6));
  });
});

describe('versões dos outros registros', () => {
  it('uma versão que o servidor nunca deu é recusada', async () => {
    const r = REGISTROS['parecer técnico']!;
    const { versao } = await r.ler(ana);
    const resposta = await pedir(ana, r.escrever(ana, 7, versao + 5));
    expect(resposta.status).toBe(409);
    expect(resposta.corpo.message).toBe('Versão inválida: recarregue a página.');
  });

  it('salvar a margem não envelhece a página de quem muda a rubrica, e vice-versa', async () => {
    const rubrica = REGISTROS['rubrica de avaliação']!;
    const margem = REGISTROS['margem de divergência']!;
    const { versao } = await rubrica.ler(ana);
    expect((await pedir(beatriz, margem.escrever(beatriz, 8, versao))).status).toBe(200);
    expect((await pedir(ana, rubrica.escrever(ana, 8, versao))).status).toBe(200);
    expect((await rubrica.ler(ana)).versao).toBe(versao + 2);
  });

  it('salvar sem mudar nada não cria versão', async () => {
    const r = REGISTROS['parecer técnico']!;
    const { versao } = await r.ler(ana);
    await pedir(ana, r.escrever(ana, 9, versao));
    const repetida = await pedir(ana, r.escrever(ana, 9, versao + 1));
    expect(repetida.corpo.versao).toBe(versao + 1);
  });

  it('o histórico de alterações não se apaga nem se reescreve', async () => {
    for (const sql of [
      'delete from registro_alteracao',
      "update registro_alteracao set campos = '{}'",
    ]) {
      const erro = await app.db.execute(sql).then(
        () => null,
        (e: Error) => e,
      );
      expect(erro?.cause).toMatchObject({ message: /não pode ser alterado/ });
    }
  });
});
