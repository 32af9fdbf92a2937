import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Hundreds of requests per test: a few seconds on an idle machine, far more on a shared one.
const DEMORADO = 300_000;
import { criarFixturesAcesso, type FixturesAcesso } from '../acesso/fixtures-acesso.ts';
import {
  TABELA_ACESSO,
  type EntradaAcesso,
  type Nivel,
  type Papel,
} from '../acesso/tabela-acesso.ts';
import { injectAs, novoIp } from '../fixtures.ts';

/**
 * Every registered route, fed a valid request with one part made odd (a NUL, a number past
 * PostgreSQL's `integer` or JavaScript's safe range, a 100,000-character text), answers a
 * Portuguese 4xx and never a 5xx. The valid requests are the access table's samples, which
 * every registered route must have: a new route enters this test by being registered.
 */

// Past PostgreSQL's integer, past JavaScript's safe integers, below integer, and a float-looking one.
const NUMEROS_ESTRANHOS = [2_147_483_648, 9_007_199_254_740_991, -2_147_483_649, 1e15];
const TEXTO_ENORME = 'a'.repeat(100_000);
const PARAMETROS_ESTRANHOS = ['%00', 'a%00b', '2147483648', '9007199254740991', '..%2F..%2Fetc'];
const CONSULTAS_ESTRANHAS = ['a%00b', '2147483648', '9007199254740992'];

// Control characters no field accepts, multi-line or not.
const controleProibido = fc.oneof(
  fc.integer({ min: 0x00, max: 0x08 }),
  fc.constantFrom(0x0b, 0x0c),
  fc.integer({ min: 0x0e, max: 0x1f }),
  fc.integer({ min: 0x7f, max: 0x9f }),
);

// English words of framework or driver messages; a Portuguese answer has none of them.
const INGLES =
  /\b(the|is|must|expected|invalid|error|not found|unexpected|required|bad request)\b/i;

type Caminho = (string | number)[];

/** The paths of a body's string and number leaves. */
function folhas(valor: unknown, caminho: Caminho = []): { caminho: Caminho; valor: unknown }[] {
  if (typeof valor === 'string' || typeof valor === 'number') return [{ caminho, valor }];
  if (Array.isArray(valor)) return valor.flatMap((item, i) => folhas(item, [...caminho, i]));
  if (valor !== null && typeof valor === 'object') {
    return Object.entries(valor).flatMap(([chave, item]) => folhas(item, [...caminho, chave]));
  }
  return [];
}

function comFolha(corpo: object, caminho: Caminho, valor: unknown): object {
  const copia = structuredClone(corpo) as Record<string | number, unknown>;
  const alvo = caminho
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (atual, chave) => atual[chave] as Record<string | number, unknown>,
      copia,
    );
  alvo[caminho.at(-1)!] = valor;
  return copia;
}

/** A refusal the form can show: 4xx, with a Portuguese message (and per-field messages). */
function recusaEmPortugues(resposta: LightMyRequestResponse, descricao: string) {
  expect(
    resposta.statusCode,
    `${descricao}: ${resposta.body.slice(0, 300)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(resposta.statusCode, `${descricao}: ${resposta.body.slice(0, 300)}`).toBeLessThan(500);
  const corpo = resposta.json() as { message?: unknown; issues?: { message: unknown }[] };
  const mensagens = [corpo.message, ...(corpo.issues ?? []).map((issue) => issue.message)];
  for (const mensagem of mensagens) {
    expect(typeof mensagem, descricao).toBe('string');
    expect(mensagem as string, descricao).not.toMatch(INGLES);
  }
}

/** The query parameters each GET route reads; the table's samples show only some of them. */
const PARAMETROS_DE_CONSULTA: Record<string, readonly string[]> = {
  'GET /api/proposta/analise': [
    'pagina',
    'tamanho',
    'ordem',
    'direcao',
    'status',
    'eixo',
    'capacidade',
    'empresa',
    'busca',
  ],
  'GET /api/solucoes': ['busca', 'eixo', 'capacidade', 'pagina', 'tamanho'],
  'GET /api/pageviews/por-dia': ['dias'],
};

// The profile form sends the company block back, and the route ignores it by design (the
// company is read-only there): what it holds never reaches a query.
const IGNORADOS: Record<string, readonly string[]> = {
  'POST /api/cadastro/usuario': ['empresa'],
};

/** Who calls each level's routes: a caller the route admits, so the request reaches its schema. */
const PAPEL_POR_NIVEL: Record<Nivel, Papel> = {
  public: 'anonimo',
  user: 'empresaA',
  company: 'empresaA',
  gestor: 'gestor',
  staff: 'analista',
  admin: 'administrador',
};

interface Caso {
  entrada: EntradaAcesso;
  method: string;
  padrao: string;
  url: string;
  payload: unknown;
}

let f: FixturesAcesso;
let casos: Caso[];

beforeAll(async () => {
  f = await criarFixturesAcesso();
  casos = [];
  for (const entrada of TABELA_ACESSO) {
    const [method, padrao] = entrada.rota.split(' ') as [string, string];
    if (!padrao.startsWith('/api/')) continue;
    const { url, payload } = await entrada.amostra(f);
    casos.push({ entrada, method, padrao, url, payload });
  }
  // The fixtures create several accounts (argon2) and a published solution.
}, 180_000);

afterAll(() => f.app.close());

const pedir = (caso: Caso, url: string, payload?: unknown) =>
  injectAs(f.app, f.sessoes[PAPEL_POR_NIVEL[caso.entrada.acesso]], {
    method: caso.method as 'GET',
    url,
    remoteAddress: novoIp(),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** The sample's url with the path parameter `nome` replaced by `valor`. */
function trocarParametro(caso: Caso, nome: string, valor: string): string {
  const [caminho, consulta] = caso.url.split('?') as [string, string | undefined];
  const segmentos = caminho.split('/');
  const indice = caso.padrao.split('/').indexOf(`:${nome}`);
  segmentos[indice] = valor;
  return segmentos.join('/') + (consulta ? `?${consulta}` : '');
}

const corpoMutavel = (caso: Caso) =>
  caso.payload !== null && typeof caso.payload === 'object' ? caso.payload : null;

const folhasMutaveis = (caso: Caso, corpo: object) =>
  folhas(corpo).filter(
    ({ caminho }) => !(IGNORADOS[caso.entrada.rota] ?? []).includes(String(caminho[0])),
  );

describe('corpos com um campo estranho', { timeout: DEMORADO }, () => {
  it('toda rota da API está na tabela de acesso, que dá a cada uma um pedido válido', () => {
    const naTabela = new Set(casos.map((caso) => caso.entrada.rota));
    const fora = f.app.registeredRoutes
      .filter((rota) => rota.url.startsWith('/api/') && rota.method !== 'HEAD')
      .map((rota) => `${rota.method} ${rota.url}`)
      .filter((rota) => !naTabela.has(rota));
    expect(fora, 'acrescente-as em test/acesso/tabela-acesso.ts, com um corpo válido').toEqual([]);
  });

  it('recusa em português NUL, números fora do integer e textos enormes em cada campo', async () => {
    for (const caso of casos) {
      const corpo = corpoMutavel(caso);
      if (!corpo) continue;
      for (const { caminho, valor } of folhasMutaveis(caso, corpo)) {
        const estranhos =
          typeof valor === 'number'
            ? NUMEROS_ESTRANHOS
            : [`${String(valor).slice(0, 1)}\u0000${String(valor).slice(1)}`, TEXTO_ENORME];
        for (const estranho of estranhos) {
          const descricao = `${caso.entrada.rota} ${caminho.join('.')}=${String(estranho).slice(0, 20)}`;
          const resposta = await pedir(caso, caso.url, comFolha(corpo, caminho, estranho));
          recusaEmPortugues(resposta, descricao);
        }
      }
    }
  });

  it('recusa qualquer caractere de controle em qualquer posição de qualquer texto', async () => {
    const textos = casos.flatMap((caso) => {
      const corpo = corpoMutavel(caso);
      if (!corpo) return [];
      return folhasMutaveis(caso, corpo)
        .filter((folha) => typeof folha.valor === 'string')
        .map((folha) => ({ caso, corpo, caminho: folha.caminho, valor: folha.valor as string }));
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...textos),
        controleProibido,
        fc.nat(),
        async ({ caso, corpo, caminho, valor }, codigo, posicao) => {
          const i = posicao % (valor.length + 1);
          const estranho = `${valor.slice(0, i)}${String.fromCharCode(codigo)}${valor.slice(i)}`;
          const descricao = `${caso.entrada.rota} ${caminho.join('.')} com U+${codigo.toString(16)}`;
          recusaEmPortugues(
            await pedir(caso, caso.url, comFolha(corpo, caminho, estranho)),
            descricao,
          );
        },
      ),
      { numRuns: 60, seed: 18 },
    );
  });
});

describe('parâmetros estranhos no caminho e na consulta', { timeout: DEMORADO }, () => {
  it('recusa em português cada parâmetro de caminho estranho, um de cada vez', async () => {
    for (const caso of casos) {
      const nomes = [...caso.padrao.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      for (const nome of nomes) {
        for (const estranho of PARAMETROS_ESTRANHOS) {
          const url = trocarParametro(caso, nome, estranho);
          recusaEmPortugues(
            await pedir(caso, url, caso.payload),
            `${caso.entrada.rota} :${nome}=${estranho}`,
          );
        }
      }
    }
  });

  it('nunca responde 5xx a um parâmetro de consulta estranho, e NUL é recusado', async () => {
    for (const caso of casos.filter((c) => c.method === 'GET')) {
      const daAmostra = [...new URL(caso.url, 'http://x').searchParams.keys()];
      const nomes = new Set([...daAmostra, ...(PARAMETROS_DE_CONSULTA[caso.entrada.rota] ?? [])]);
      const caminho = caso.url.split('?')[0]!;
      for (const nome of nomes) {
        for (const estranho of CONSULTAS_ESTRANHAS) {
          const resposta = await pedir(caso, `${caminho}?${nome}=${estranho}`);
          const descricao = `${caso.entrada.rota} ?${nome}=${estranho}`;
          if (estranho.includes('%00') || resposta.statusCode >= 400) {
            recusaEmPortugues(resposta, descricao);
          }
        }
      }
    }
  });
});
