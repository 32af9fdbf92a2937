import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/portal-server.ts';
import { TELAS_ACESSO } from './telas-acesso.ts';
import { TELAS_IPT } from './telas-ipt.ts';
import { TELAS_PAINEL } from './telas-painel.ts';
import { TELAS_PUBLICO } from './telas-publico.ts';
import { TELAS_GESTOR } from './telas-gestor.ts';

/**
 * Every path the router declares, read from its source (the table and each area's
 * `rotas.tsx`): the first argument of `rota(` and `rotaLazy(`, each `path:` entry, and '' for the
 * index route. Read as text, so a new route counts here the moment it is written, whatever it
 * imports.
 */
function rotasDoRouter(): string[] {
  const app = join(ROOT, 'apps/web/src/app');
  const areas = readdirSync(join(app, 'areas')).map((area) =>
    join(app, 'areas', area, 'rotas.tsx'),
  );
  const fonte = [join(app, 'router.tsx'), ...areas].map((f) => readFileSync(f, 'utf8')).join('\n');
  const caminhos = [
    ...fonte.matchAll(/\brota(?:Lazy)?\(\s*'([^']*)'/g),
    ...fonte.matchAll(/\bpath:\s*'([^']*)'/g),
  ].map((achado) => achado[1]!);
  if (/\bindex:\s*true\b/.test(fonte)) caminhos.push('');
  return caminhos;
}

describe('a lista de telas verificadas pelo axe', () => {
  const listadas = [
    ...TELAS_PUBLICO,
    ...TELAS_ACESSO,
    ...TELAS_PAINEL,
    ...TELAS_IPT,
    ...TELAS_GESTOR,
  ].map((tela) => tela.rota);

  it('lê as rotas do router', () => {
    // A guard against a regex that silently stopped matching: the portal has dozens of routes.
    expect(rotasDoRouter().length).toBeGreaterThan(40);
  });

  it('cobre cada rota do router, uma vez', () => {
    const rotas = rotasDoRouter();
    expect(
      rotas.filter((rota) => !listadas.includes(rota)),
      'rotas sem telas na lista',
    ).toEqual([]);
    expect(
      listadas.filter((rota) => !rotas.includes(rota)),
      'telas de rotas que o router não tem mais',
    ).toEqual([]);
    expect(
      listadas.filter((rota, i) => listadas.indexOf(rota) !== i),
      'rotas listadas duas vezes',
    ).toEqual([]);
  });
});
