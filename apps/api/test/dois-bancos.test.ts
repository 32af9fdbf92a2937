import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROVAS_NOS_DOIS_BANCOS, SINAIS_DE_DIFERENCA } from './dois-bancos.ts';

const API = join(import.meta.dirname, '..');

const arquivosTs = (pasta: string): string[] =>
  readdirSync(join(API, pasta), { recursive: true, encoding: 'utf8' })
    .filter((nome) => nome.endsWith('.ts'))
    .map((nome) => join(pasta, nome));

// The same syntax Vitest reads (a `//` or `*` comment anywhere in the file), which
// scripts/test-api.mjs also reads to choose the PGlite pass's files.
const MARCA = /(\/\/|\*)\s*@module-tag\s+dois-bancos\b/;

const testes = [...arquivosTs('src'), ...arquivosTs('test')].filter((nome) =>
  nome.endsWith('.test.ts'),
);
const marcados = testes.filter((nome) => MARCA.test(readFileSync(join(API, nome), 'utf8'))).sort();

describe('o que difere entre o PGlite e o PostgreSQL roda nos dois', () => {
  it('cada arquivo com um sinal de diferença está na tabela, e só eles', () => {
    const comSinal = arquivosTs('src')
      .filter((nome) => !nome.endsWith('.test.ts'))
      .filter((nome) => {
        const codigo = readFileSync(join(API, nome), 'utf8');
        return SINAIS_DE_DIFERENCA.some(({ sinal }) => sinal.test(codigo));
      })
      .sort();
    expect(comSinal).toEqual(Object.keys(PROVAS_NOS_DOIS_BANCOS).sort());
  });

  it('os testes da tabela existem e são exatamente os marcados dois-bancos', () => {
    const daTabela = [...new Set(Object.values(PROVAS_NOS_DOIS_BANCOS).flat())].sort();
    for (const nome of daTabela) expect(existsSync(join(API, nome)), nome).toBe(true);
    expect(marcados).toEqual(daTabela);
  });
});
