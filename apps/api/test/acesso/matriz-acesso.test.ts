import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../fixtures.ts';
import { criarFixturesAcesso, type FixturesAcesso } from './fixtures-acesso.ts';
import {
  TABELA_ACESSO,
  type EntradaAcesso,
  type Nivel,
  type Papel,
  type PapelComConflito,
} from './tabela-acesso.ts';

/**
 * Every route as every role, against the hand-written table. The expected answers come from the
 * table and the roles below, never from the level a route declares, so weakening a route in the
 * code breaks this test instead of silently moving the route to another column.
 */

interface DefinicaoPapel {
  /** The levels whose routes this role passes. */
  niveis: Nivel[];
  /** Owns the records of the samples. */
  dono?: true;
  /** Approved staff: reads the records that `equipeVe` opens to the institute. */
  equipe?: true;
}

const PAPEIS: Record<Exclude<Papel, PapelComConflito>, DefinicaoPapel> = {
  anonimo: { niveis: ['public'] },
  empresaA: { niveis: ['public', 'user', 'company'], dono: true },
  empresaB: { niveis: ['public', 'user', 'company'] },
  // Registered into company A, not yet accepted: signed in, but acting for no company.
  pendenteA: { niveis: ['public', 'user'] },
  pendente: { niveis: ['public', 'user'] },
  gestor: { niveis: ['public', 'user', 'gestor'] },
  // Signed in, but no manager's route admits it until staff verify it.
  gestorPendente: { niveis: ['public', 'user'] },
  analista: { niveis: ['public', 'user', 'staff'], equipe: true },
  administrador: { niveis: ['public', 'user', 'staff', 'admin'], equipe: true },
};

/** Staff in conflict are, outside the evaluation's routes, the role they hold. */
const SEM_O_CONFLITO: Record<PapelComConflito, keyof typeof PAPEIS> = {
  analistaComConflito: 'analista',
  administradorComConflito: 'administrador',
};

/** The evaluation's routes: each says in literals what staff in conflict get. */
const ROTA_DA_AVALIACAO =
  /^\w+ \/api\/(avaliacao\/|proposta\/analise$|auditoria|proposta\/:id\/auditoria$)/;

const isPapelComConflito = (papel: Papel): papel is PapelComConflito =>
  Object.hasOwn(SEM_O_CONFLITO, papel);

export function respostaEsperada(entrada: EntradaAcesso, papel: Papel): number {
  if (isPapelComConflito(papel)) {
    return entrada.conflito?.[papel] ?? respostaEsperada(entrada, SEM_O_CONFLITO[papel]);
  }
  const excecao = entrada.excecoes?.[papel];
  if (excecao !== undefined) return excecao;
  const definicao = PAPEIS[papel];
  if (!definicao.niveis.includes(entrada.acesso)) return papel === 'anonimo' ? 401 : 403;
  const alheio = entrada.proprios && !definicao.dono;
  if (alheio && !(definicao.equipe && entrada.proprios!.equipeVe)) return entrada.proprios!.recusa;
  return entrada.sucesso ?? 200;
}

let f: FixturesAcesso;
// Ten accounts and their sign-ins: password hashing is slow on purpose, more so on a busy machine.
beforeAll(async () => {
  f = await criarFixturesAcesso();
}, 180_000);
afterAll(() => f.app.close());

const rotasRegistradas = () =>
  f.app.registeredRoutes
    .filter((r) => r.method !== 'HEAD' && (r.access !== undefined || r.url.startsWith('/api')))
    .map((r) => ({ rota: `${r.method} ${r.url}`, access: r.access }));

describe('tabela de acesso', () => {
  it('cada rota aparece uma só vez', () => {
    const rotas = TABELA_ACESSO.map((e) => e.rota);
    expect(rotas.filter((r, i) => rotas.indexOf(r) !== i)).toEqual([]);
  });

  it('toda rota registrada está na tabela', () => {
    const naTabela = new Set(TABELA_ACESSO.map((e) => e.rota));
    expect(
      rotasRegistradas()
        .filter((r) => !naTabela.has(r.rota))
        .map((r) => r.rota),
    ).toEqual([]);
  });

  it('toda rota da tabela está registrada', () => {
    const registradas = new Set(rotasRegistradas().map((r) => r.rota));
    expect(TABELA_ACESSO.filter((e) => !registradas.has(e.rota)).map((e) => e.rota)).toEqual([]);
  });

  it('toda rota da avaliação diz o que responde a quem declarou conflito', () => {
    const semLiterais = TABELA_ACESSO.filter(
      (e) => ROTA_DA_AVALIACAO.test(e.rota) && e.conflito === undefined,
    ).map((e) => e.rota);
    expect(semLiterais).toEqual([]);
  });

  it('o nível declarado de cada rota é o da tabela', () => {
    const declarado = new Map(rotasRegistradas().map((r) => [r.rota, r.access]));
    const divergentes = TABELA_ACESSO.filter((e) => declarado.get(e.rota) !== e.acesso).map(
      (e) => `${e.rota}: tabela ${e.acesso}, declarado ${declarado.get(e.rota)}`,
    );
    expect(divergentes).toEqual([]);
  });
});

describe('matriz de acesso: cada rota como cada papel', () => {
  // Signing out ends the caller's session, so it runs after every other route.
  const emOrdem = [...TABELA_ACESSO].sort(
    (a, b) => Number(a.encerraSessao ?? false) - Number(b.encerraSessao ?? false),
  );

  it.each([...Object.keys(PAPEIS), ...Object.keys(SEM_O_CONFLITO)] as Papel[])(
    '%s',
    async (papel) => {
      const divergencias: string[] = [];
      for (const entrada of emOrdem) {
        const [method, ...resto] = entrada.rota.split(' ');
        const amostra = await entrada.amostra(f);
        const response = await injectAs(f.app, f.sessoes[papel], {
          method: method as InjectOptions['method'] & string,
          ...amostra,
        });
        const esperado = respostaEsperada(entrada, papel);
        if (response.statusCode !== esperado) {
          divergencias.push(
            `${entrada.rota} (${resto.join(' ')}): esperado ${esperado}, veio ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
      expect(divergencias).toEqual([]);
    },
    120_000,
  );
});
