import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../infra/repo-root.ts';
import { AREAS_RESTRITAS, caminhoParaEstatistica, ROTAS_RESTRITAS } from './rotas-restritas.ts';

/**
 * The paths the web router declares, read as text from the route table and each area's
 * `rotas.tsx`: the first argument of `rota(`/`rotaLazy(`, and each `path:`.
 */
function rotasDoRouter(): string[] {
  const app = join(findRepoRoot(), 'apps/web/src/app');
  const areas = readdirSync(join(app, 'areas')).map((area) =>
    join(app, 'areas', area, 'rotas.tsx'),
  );
  const fonte = [join(app, 'router.tsx'), ...areas].map((f) => readFileSync(f, 'utf8')).join('\n');
  return [
    ...fonte.matchAll(/\brota(?:Lazy)?\(\s*'([^']*)'/g),
    ...fonte.matchAll(/\bpath:\s*'([^']*)'/g),
  ].map((achado) => achado[1]!);
}

const restrita = (rota: string) => AREAS_RESTRITAS.some((area) => rota.split('/')[0] === area);

describe('as rotas restritas das estatísticas de visitas', () => {
  it('são as rotas do router nas áreas com login, nem mais nem menos', () => {
    const doRouter = rotasDoRouter().filter(restrita);
    // A guard against a regex that silently stopped matching.
    expect(doRouter.length).toBeGreaterThan(20);
    expect([...ROTAS_RESTRITAS].sort()).toEqual(doRouter.sort());
  });

  it('fora das áreas com login, só a página pública da solução leva um id no endereço', () => {
    // A new route with an id elsewhere must be classified here: public, or one more area.
    expect(rotasDoRouter().filter((rota) => !restrita(rota) && rota.includes(':'))).toEqual([
      'solutions/:id',
    ]);
  });
});

describe('caminhoParaEstatistica', () => {
  const ID = '0b5c9a3e-7f1d-4c2a-9e8b-1a2b3c4d5e6f';

  it('troca o id de uma página restrita pelo modelo da rota', () => {
    expect(caminhoParaEstatistica(`/ipt/solution/${ID}`)).toBe('/ipt/solution/:id');
    expect(caminhoParaEstatistica(`/painel/propostas/${ID}`)).toBe('/painel/propostas/:id');
    expect(caminhoParaEstatistica(`/painel/propostas/${ID}/portal`)).toBe(
      '/painel/propostas/:id/portal',
    );
  });

  it('mantém as páginas restritas sem id, sem a barra final', () => {
    expect(caminhoParaEstatistica('/painel/propostas')).toBe('/painel/propostas');
    expect(caminhoParaEstatistica('/ipt/home/')).toBe('/ipt/home');
    expect(caminhoParaEstatistica('/ipt')).toBe('/ipt');
  });

  it('numa página restrita que o router não conhece, troca por :id o que não é palavra de rota', () => {
    expect(caminhoParaEstatistica(`/ipt/solution/${ID}/historico`)).toBe('/ipt/solution/:id/:id');
    expect(caminhoParaEstatistica('/painel/empresa/123/equipe')).toBe('/painel/:id/:id/equipe');
  });

  it('conta as páginas públicas pelo endereço, a solução publicada com o id', () => {
    for (const caminho of ['/', '/sobre', `/solutions/${ID}`, '/iptv', '/painelx/1']) {
      expect(caminhoParaEstatistica(caminho)).toBe(caminho);
    }
  });
});
