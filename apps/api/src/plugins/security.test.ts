import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../infra/repo-root.ts';
import { HASH_SCRIPT_CONTRASTE, politicaDeConteudo } from './security.ts';

const diretivas = (vlibras: boolean) =>
  (politicaDeConteudo(vlibras) as { directives: Record<string, string[]> }).directives;

describe('política de segurança de conteúdo', () => {
  it('admite o script em linha do index.html, e só ele, pelo seu hash', () => {
    const index = readFileSync(join(findRepoRoot(), 'apps', 'web', 'index.html'), 'utf8');
    const emLinha = [...index.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, corpo]) => `'sha256-${createHash('sha256').update(corpo!).digest('base64')}'`,
    );
    expect(emLinha).toEqual([HASH_SCRIPT_CONTRASTE]);
    expect(diretivas(false).scriptSrc).toEqual(["'self'", HASH_SCRIPT_CONTRASTE]);
  });

  it('só admite vlibras.gov.br com VLIBRAS=true', () => {
    const semVLibras = JSON.stringify(diretivas(false));
    expect(semVLibras).not.toContain('vlibras');
    expect(semVLibras).not.toContain('wasm-unsafe-eval');
    const comVLibras = diretivas(true);
    for (const diretiva of ['scriptSrc', 'styleSrc', 'imgSrc', 'fontSrc', 'connectSrc'])
      expect(comVLibras[diretiva], diretiva).toContain('https://vlibras.gov.br');
    // Never more than the one origin's hosts: the portal's own scripts stay the only others.
    expect(comVLibras.scriptSrc).toEqual([
      "'self'",
      HASH_SCRIPT_CONTRASTE,
      "'wasm-unsafe-eval'",
      'https://vlibras.gov.br',
      'https://*.vlibras.gov.br',
    ]);
  });
});
