import { LIMITES_ARQUIVO, MENSAGENS } from '@portal/domain';

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
