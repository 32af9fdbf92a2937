import { LIMITES_ARQUIVO, MENSAGENS, type ArquivoComConteudo } from '@portal/domain';

const isPdf = (arquivo: File): boolean =>
  arquivo.type === 'application/pdf' || /\.pdf$/i.test(arquivo.name);

/**
 * The client's own check of a PDF upload, so a wrong file is refused before it travels; the
 * server checks the content again. Null when the file may go.
 */
export function verificarPdf(arquivo: File | null): string | null {
  if (!arquivo) return MENSAGENS.nenhumArquivoSelecionado;
  if (!isPdf(arquivo)) return MENSAGENS.arquivoNaoPdf;
  if (arquivo.size > LIMITES_ARQUIVO.tamanhoMaximoBytes)
    return MENSAGENS.arquivoMaiorQue2MB(arquivo.name);
  return null;
}

/** The file's content in base64 without the `data:…;base64,` prefix, as the file service takes it. */
export function lerBase64(arquivo: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () => {
      const url = String(leitor.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    leitor.onerror = () => reject(leitor.error ?? new Error(MENSAGENS.erroEnviarArquivo));
    leitor.readAsDataURL(arquivo);
  });
}

/** A file's size as people read it: '340 KB', '1,5 MB'. */
export const tamanhoLegivel = (bytes: number): string =>
  bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(Math.round(bytes / 1024), 1).toLocaleString('pt-BR')} KB`;

/** A title as a file name: characters no file system accepts become '-'. */
export const nomeDeArquivo = (titulo: string, extensao: string): string =>
  `${titulo.replace(/[/\\:*?"<>|\p{Cc}]/gu, '-').trim() || 'arquivo'}${extensao}`;

/**
 * Saves a base64 content as a file: Blob, object URL and a link with `download`. False when the
 * content is empty or not base64, for the caller's own message.
 */
export function baixarBase64(conteudo: string | null | undefined, nome: string, tipo: string) {
  if (!conteudo) return false;
  let binario: string;
  try {
    binario = atob(conteudo);
  } catch {
    return false;
  }
  const bytes = Uint8Array.from(binario, (c) => c.charCodeAt(0));
  salvarBlob(new Blob([bytes], { type: tipo }), nome);
  return true;
}

/** Saves content made in the browser (a download or an export) through a link with `download`. */
export function salvarBlob(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Spec §8: in the staff area an empty or unreadable file is only logged, no message; the
 * person sees that nothing was saved and the console says why.
 */
export function salvarBaixado(
  arquivo: Pick<ArquivoComConteudo, 'conteudo' | 'nomeOriginal' | 'tipo'> | undefined,
  tipoPadrao: string,
  origem: string,
) {
  if (!arquivo || !baixarBase64(arquivo.conteudo, arquivo.nomeOriginal, arquivo.tipo ?? tipoPadrao))
    console.warn(`Arquivo vazio ou inválido: ${origem}`);
}
