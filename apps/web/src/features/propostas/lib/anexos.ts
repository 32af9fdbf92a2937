import {
  CATEGORIAS_ANEXO,
  FORMATOS_ARQUIVO,
  LIMITES_ARQUIVO,
  MENSAGENS,
  tipoConteudoDeclarado,
  type CategoriaAnexo,
} from '@portal/domain';
import { ApiError } from '@/lib/http';

/** The form field of a category: its path's last segment (`fotos`, `portfolios`, `certificacoes`). */
export const nomeCampoAnexo = (categoria: CategoriaAnexo): string =>
  categoria.caminho.slice(categoria.caminho.lastIndexOf('/') + 1);

/** Files chosen in the form, by category field name; they travel only after the save. */
export type AnexosEscolhidos = Record<string, File[]>;

export const anexosVazios = (): AnexosEscolhidos =>
  Object.fromEntries(CATEGORIAS_ANEXO.map((c) => [nomeCampoAnexo(c), []]));

/**
 * The client's check of one category (spec §5): at most 10 files counting those already sent,
 * each of an accepted type and at most 2 MB. The first problem, or null. The server checks the
 * real bytes again.
 */
export function verificarAnexos(
  categoria: CategoriaAnexo,
  arquivos: readonly File[],
  jaEnviados = 0,
): string | null {
  if (jaEnviados + arquivos.length > LIMITES_ARQUIVO.arquivosPorCategoria)
    return MENSAGENS.limiteArquivosPorCategoria;
  for (const arquivo of arquivos) {
    const tipo = tipoConteudoDeclarado(arquivo.name, arquivo.type);
    if (tipo === null || !categoria.aceita.includes(tipo))
      return MENSAGENS.arquivoTipoNaoPermitido(arquivo.name);
    if (arquivo.size > LIMITES_ARQUIVO.tamanhoMaximoBytes)
      return MENSAGENS.arquivoMaiorQue2MB(arquivo.name);
  }
  return null;
}

/** What the file service calls a file's kind (tipoDoArquivo) and type (mime). */
export function descreverArquivo(arquivo: File): { tipoDoArquivo: number; tipo: string } {
  const tipo = tipoConteudoDeclarado(arquivo.name, arquivo.type) ?? 'pdf';
  return { tipoDoArquivo: FORMATOS_ARQUIVO[tipo].tipoDoArquivo, tipo: FORMATOS_ARQUIVO[tipo].mime };
}

export interface AnexoParaEnvio {
  categoria: CategoriaAnexo;
  arquivo: File;
}

/** The chosen files in the catalogue's order, one upload each. */
export const listarParaEnvio = (anexos: AnexosEscolhidos): AnexoParaEnvio[] =>
  CATEGORIAS_ANEXO.flatMap((categoria) =>
    (anexos[nomeCampoAnexo(categoria)] ?? []).map((arquivo) => ({ categoria, arquivo })),
  );

export interface FalhaEnvio extends AnexoParaEnvio {
  /** Why, in words: the server's refusal (too big, wrong type, category full) or the network. */
  motivo: string;
}

/** A refusal of the server will not change on a second try; a dropped connection may. */
const isRecusa = (erro: unknown): erro is ApiError =>
  erro instanceof ApiError && erro.status >= 400 && erro.status < 500;

const motivoDaFalha = (erro: unknown): string =>
  erro instanceof ApiError && erro.message ? erro.message : MENSAGENS.falhaConexaoArquivo;

/**
 * Sends the files one at a time, a failed one retried once unless the server refused it (spec
 * §4), reporting `i/n` before each. Resolves with the files that did not go, each with why; the
 * others are on the server.
 */
export async function enviarEmSequencia(
  anexos: readonly AnexoParaEnvio[],
  enviar: (anexo: AnexoParaEnvio) => Promise<void>,
  aoAvancar: (atual: number, total: number) => void,
): Promise<FalhaEnvio[]> {
  const falhas: FalhaEnvio[] = [];
  for (const [i, anexo] of anexos.entries()) {
    aoAvancar(i + 1, anexos.length);
    try {
      await enviar(anexo);
    } catch (primeiro) {
      if (isRecusa(primeiro)) {
        falhas.push({ ...anexo, motivo: motivoDaFalha(primeiro) });
        continue;
      }
      try {
        await enviar(anexo);
      } catch (erro) {
        falhas.push({ ...anexo, motivo: motivoDaFalha(erro) });
      }
    }
  }
  return falhas;
}
