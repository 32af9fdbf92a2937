import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  filtrosEmailSaidaSchema,
  pedidoRedefinicaoSchema,
  redefinicaoSenhaSchema,
  verificacaoLinkSchema,
} from './conta-email.ts';
import { errosDe } from './exemplos.test-helpers.ts';

const TOKEN = 'aZ09_-'.repeat(7) + 'x';
const mensagens = (schema: z.ZodType, valor: unknown) =>
  errosDe(schema, valor).map((e) => e.message);

describe('links de conta e caixa de saída', () => {
  it('"Esqueci minha senha" pede um e-mail como as telas de acesso, e o guarda em minúsculas', () => {
    expect(pedidoRedefinicaoSchema.parse({ email: ' Maria@Exemplo.com.BR ' }).email).toBe(
      'maria@exemplo.com.br',
    );
    for (const email of ['', 'sem-arroba']) {
      expect(mensagens(pedidoRedefinicaoSchema, { email })).toEqual(['Digite um e-mail válido!']);
    }
  });

  it('o token do link tem 43 caracteres base64url; outro formato é um link alterado', () => {
    expect(TOKEN).toHaveLength(43);
    expect(verificacaoLinkSchema.safeParse({ token: TOKEN }).success).toBe(true);
    for (const token of [
      TOKEN.slice(1),
      `${TOKEN}a`,
      `${TOKEN.slice(1)}+`,
      `${TOKEN.slice(1)}=`,
      7,
    ]) {
      expect(mensagens(verificacaoLinkSchema, { token })).toEqual([
        'Este link não é válido. Confira se copiou o endereço inteiro ou peça um novo link.',
      ]);
    }
  });

  it('a senha nova do link segue a regra do cadastro', () => {
    expect(
      redefinicaoSenhaSchema.safeParse({ token: TOKEN, senhaNova: 'Ipe@Amarelo_Serra42' }).success,
    ).toBe(true);
    expect(redefinicaoSenhaSchema.safeParse({ token: TOKEN, senhaNova: 'curta' }).success).toBe(
      false,
    );
  });

  it('os filtros da caixa de saída: página 1 de 25 por padrão, até 100 por página', () => {
    expect(filtrosEmailSaidaSchema.parse({})).toEqual({ pagina: 1, porPagina: 25 });
    expect(
      filtrosEmailSaidaSchema.parse({
        status: 'falhou',
        tipo: ' teste ',
        pagina: '2',
        porPagina: '100',
      }),
    ).toEqual({ status: 'falhou', tipo: 'teste', pagina: 2, porPagina: 100 });
    for (const filtro of [
      { status: 'lido' },
      { pagina: '0' },
      { pagina: '1.5' },
      { porPagina: '101' },
      { porPagina: '0' },
      { tipo: 'a'.repeat(61) },
      { para: 'a'.repeat(201) },
    ]) {
      expect(filtrosEmailSaidaSchema.safeParse(filtro).success, JSON.stringify(filtro)).toBe(false);
    }
    expect(
      filtrosEmailSaidaSchema.safeParse({ tipo: 'a'.repeat(60), para: 'a'.repeat(200) }).success,
    ).toBe(true);
  });
});
