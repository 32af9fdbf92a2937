import { TIPO_ARQUIVO, type TipoConteudo } from './arquivos.ts';

export interface FormatoArquivo {
  mime: string;
  /** Lower-case, with the dot, as a file picker's `accept` lists them. */
  extensoes: readonly string[];
  /** The spec's tipoDoArquivo: 4 for a PDF, 5 for an image. */
  tipoDoArquivo: number;
}

/** How each accepted content type is declared by a browser and numbered by the file service. */
export const FORMATOS_ARQUIVO: Readonly<Record<TipoConteudo, FormatoArquivo>> = {
  pdf: { mime: 'application/pdf', extensoes: ['.pdf'], tipoDoArquivo: TIPO_ARQUIVO.PDF },
  png: { mime: 'image/png', extensoes: ['.png'], tipoDoArquivo: TIPO_ARQUIVO.IMAGEM },
  jpeg: { mime: 'image/jpeg', extensoes: ['.jpg', '.jpeg'], tipoDoArquivo: TIPO_ARQUIVO.IMAGEM },
};

const TIPOS = Object.keys(FORMATOS_ARQUIVO) as TipoConteudo[];

/**
 * The type a file claims by its declared mime type or, when the browser gives none, by its
 * extension. A claim only: the server still reads the first bytes before storing anything.
 */
export function tipoConteudoDeclarado(nome: string, mime: string): TipoConteudo | null {
  const porMime = TIPOS.find((tipo) => FORMATOS_ARQUIVO[tipo].mime === mime);
  if (porMime) return porMime;
  if (mime !== '' && mime !== 'application/octet-stream') return null;
  const nomeMinusculo = nome.toLowerCase();
  return (
    TIPOS.find((tipo) => FORMATOS_ARQUIVO[tipo].extensoes.some((e) => nomeMinusculo.endsWith(e))) ??
    null
  );
}

/** The `accept` attribute of a picker for these types: mime types and extensions. */
export const acceptDosFormatos = (aceita: readonly TipoConteudo[]): string =>
  aceita
    .flatMap((tipo) => [FORMATOS_ARQUIVO[tipo].mime, ...FORMATOS_ARQUIVO[tipo].extensoes])
    .join(',');
