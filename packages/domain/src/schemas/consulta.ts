import { z } from 'zod';
import { MENSAGENS } from '../mensagens/index.ts';

// The pieces of a query string's schema (the staff's tables, the audit trail, the catalogue).

// A query string carries text; an empty parameter (`eixo=`) means the filter is off, as when a
// select is cleared, rather than a refusal.
export const semVazio = (valor: unknown) => (valor === '' ? undefined : valor);

const inteiroEntre = (minimo: number, maximo: number) =>
  z.coerce
    .number({ error: MENSAGENS.valorInvalido })
    .int({ error: MENSAGENS.valorInvalido })
    .min(minimo, { error: MENSAGENS.valorInvalido })
    .max(maximo, { error: MENSAGENS.valorInvalido });

export const inteiroOpcional = (minimo: number, maximo: number) =>
  z.preprocess(semVazio, inteiroEntre(minimo, maximo).optional());

export const inteiroComPadrao = (minimo: number, maximo: number, padrao: number) =>
  z.preprocess(semVazio, inteiroEntre(minimo, maximo).default(padrao));

/** A yes/no filter as the query string carries it: `sim` or `nao`; empty or absent is off. */
export const simNaoOpcional = () =>
  z.preprocess(
    semVazio,
    z
      .enum(['sim', 'nao'], { error: MENSAGENS.valorInvalido })
      .transform((valor) => valor === 'sim')
      .optional(),
  );
