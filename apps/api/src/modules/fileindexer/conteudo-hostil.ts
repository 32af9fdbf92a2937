import { CONTEUDO_ATIVO_PDF, MENSAGENS, type TipoConteudo } from '@portal/domain';
import { fieldError } from '../../http/http-error.ts';
import { verificarImagem } from './imagem-segura.ts';
import { analisarPdf } from './pdf-conteudo-ativo.ts';

/** A PDF that runs something when opened is refused, saying what to take out. */
function recusarPdfAtivo(pdf: Buffer, nome: string) {
  const { ativos, naoVerificavel } = analisarPdf(pdf);
  if (ativos.length > 0) {
    const itens = [...new Set(ativos.map((a) => CONTEUDO_ATIVO_PDF[a]))];
    throw fieldError(422, 'conteudo', MENSAGENS.pdfComConteudoAtivo(nome, itens));
  }
  if (naoVerificavel) throw fieldError(422, 'conteudo', MENSAGENS.pdfNaoVerificavel(nome));
}

/**
 * What a file carries, checked after its type is known and before anyone stores or opens it:
 * active content in a PDF, a pixel bomb or a fake in an image. Throws a 422 naming the file.
 */
export async function recusarConteudoHostil(
  conteudo: Buffer,
  tipo: TipoConteudo,
  nome: string,
): Promise<void> {
  if (tipo === 'pdf') recusarPdfAtivo(conteudo, nome);
  else await verificarImagem(conteudo, tipo, nome);
}
