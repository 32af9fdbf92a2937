import { normalizarNome } from './texto.ts';

export interface TipoLogradouro {
  id: number;
  descricao: string;
}

// Abbreviations the post office and the Receita use in front of a street's name.
const ABREVIACOES: Record<string, string> = {
  r: 'rua',
  av: 'avenida',
  al: 'alameda',
  tv: 'travessa',
};

const idDoTipo = (tipos: readonly TipoLogradouro[], nome: string): number | null => {
  const procurado = normalizarNome(nome).replace(/\.$/, '');
  const completo = ABREVIACOES[procurado] ?? procurado;
  return tipos.find((t) => normalizarNome(t.descricao) === completo)?.id ?? null;
};

/**
 * The form asks the street type apart from its name. A registry gives the type on its own (the
 * Receita's 'AVENIDA') or inside the name ('Avenida Paulista', as the CEP providers do): either
 * way the known type becomes the select's option and the rest stays the name.
 */
export function separarLogradouro(
  tipos: readonly TipoLogradouro[],
  tipoInformado: string | null | undefined,
  logradouro: string | null | undefined,
): { tipoLogradouro: number | null; nomeLogradouro: string | null } {
  const nome = logradouro?.trim() || null;
  const tipo = tipoInformado?.trim() ? idDoTipo(tipos, tipoInformado) : null;
  if (nome === null) return { tipoLogradouro: tipo, nomeLogradouro: null };
  const [primeira = '', ...resto] = nome.split(/\s+/);
  const tipoNoNome = resto.length > 0 ? idDoTipo(tipos, primeira) : null;
  if (tipoNoNome !== null && (tipo === null || tipo === tipoNoNome)) {
    return { tipoLogradouro: tipoNoNome, nomeLogradouro: resto.join(' ') };
  }
  return { tipoLogradouro: tipo, nomeLogradouro: nome };
}
