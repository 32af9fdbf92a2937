import type { TrechoDestacado } from '@portal/domain';

interface TextoDestacadoProps {
  texto: string;
  /** Where the searched words are, by offsets into the text; out of order or overlapping ignored. */
  trechos?: readonly TrechoDestacado[] | undefined;
}

/**
 * A text with the searched words in <mark>. The server sends offsets, never markup, so a
 * solution's text is always rendered as text.
 */
export function TextoDestacado({ texto, trechos = [] }: TextoDestacadoProps) {
  const partes: React.ReactNode[] = [];
  let posicao = 0;
  for (const { inicio, fim } of trechos) {
    if (inicio < posicao || fim <= inicio || fim > texto.length) continue;
    partes.push(texto.slice(posicao, inicio));
    partes.push(<mark key={inicio}>{texto.slice(inicio, fim)}</mark>);
    posicao = fim;
  }
  partes.push(texto.slice(posicao));
  return <>{partes}</>;
}
