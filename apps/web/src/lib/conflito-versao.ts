import { hashKey } from '@tanstack/react-query';

/** What the form says once the current copy is loaded with this person's changes over it. */
export const avisoReaplicado = (botaoSalvar: string) =>
  `Carregamos a versão atual com as suas alterações. Confira e clique em ${botaoSalvar} para salvar.`;

/** A field both people changed: the form keeps this person's value and shows the other's. */
export interface Divergencia {
  campo: string;
  rotulo: string;
  /** What the other person saved, as text to read. */
  valorSalvo: string;
}

export interface DescricaoCampos<T> {
  campos: readonly (keyof T & string)[];
  rotulo: (campo: keyof T & string) => string;
  /** The other person's value as text; lists and dates need their record's words. */
  comoTexto?: (campo: keyof T & string, valor: T[keyof T & string]) => string;
}

// Query keys hash with sorted object keys: a phone read back compares equal to the one typed.
const iguais = (a: unknown, b: unknown) => hashKey([a ?? null]) === hashKey([b ?? null]);

const textoPadrao = (valor: unknown): string => {
  if (valor === null || valor === undefined || valor === '') return '(em branco)';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  return String(valor);
};

/**
 * After a save was refused because someone saved meanwhile: the current copy with
 * this person's changes reapplied, a three-way merge field by field. A field only this person
 * changed keeps their value; one only the other changed takes theirs; one both changed keeps this
 * person's and is listed, with the other's value beside it. Nothing typed is lost, nothing saved
 * is dropped unseen.
 */
export function reaplicarSobreAtual<T extends object>(
  meus: T,
  base: T,
  atual: T,
  descricao: DescricaoCampos<T>,
): { valores: T; divergencias: Divergencia[] } {
  const valores = { ...atual };
  const divergencias: Divergencia[] = [];
  for (const campo of descricao.campos) {
    if (iguais(meus[campo], base[campo])) continue;
    valores[campo] = meus[campo];
    if (!iguais(atual[campo], base[campo]) && !iguais(atual[campo], meus[campo])) {
      const valor = atual[campo];
      divergencias.push({
        campo,
        rotulo: descricao.rotulo(campo),
        valorSalvo:
          valor === null || valor === '' || !descricao.comoTexto
            ? textoPadrao(valor)
            : descricao.comoTexto(campo, valor),
      });
    }
  }
  return { valores, divergencias };
}
