import { describe, expect, it } from 'vitest';
import { rotaExiste } from './rota-existe';

describe('rotaExiste', () => {
  it.each(['/nao-existe', '/painel/nao-existe', '/ipt/nao-existe', '/solutions/a/b', '/sobre/x'])(
    '%s não é página do portal',
    (caminho) => expect(rotaExiste(caminho)).toBe(false),
  );

  it.each([
    '/',
    '/sobre',
    '/solutions/3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    '/painel',
    '/painel/propostas',
    '/painel/propostas/3f2504e0-4f89-41d3-9a0c-0305e82c3301/portal',
    '/ipt',
    '/ipt/home',
    '/ipt/companies',
    '/meus-dados',
    '/sobre/',
  ])('%s é página do portal', (caminho) => expect(rotaExiste(caminho)).toBe(true));
});
