import { describe, expect, it } from 'vitest';
import { CATEGORIAS_ANEXO, TIPO_ARQUIVO } from './arquivos.ts';
import { acceptDosFormatos, FORMATOS_ARQUIVO, tipoConteudoDeclarado } from './formatos-arquivo.ts';

describe('formatos de arquivo', () => {
  it('numera PDF como 4 e imagens como 5, como o serviço de arquivos', () => {
    expect(FORMATOS_ARQUIVO.pdf.tipoDoArquivo).toBe(TIPO_ARQUIVO.PDF);
    expect(FORMATOS_ARQUIVO.png.tipoDoArquivo).toBe(TIPO_ARQUIVO.IMAGEM);
    expect(FORMATOS_ARQUIVO.jpeg.tipoDoArquivo).toBe(TIPO_ARQUIVO.IMAGEM);
  });

  it('reconhece o tipo declarado pelo mime', () => {
    expect(tipoConteudoDeclarado('foto.png', 'image/png')).toBe('png');
    expect(tipoConteudoDeclarado('foto', 'image/jpeg')).toBe('jpeg');
    expect(tipoConteudoDeclarado('doc.pdf', 'application/pdf')).toBe('pdf');
  });

  it('não aceita um mime de outro tipo, mesmo com extensão .pdf', () => {
    expect(tipoConteudoDeclarado('planilha.pdf', 'application/vnd.ms-excel')).toBeNull();
    expect(tipoConteudoDeclarado('imagem.gif', 'image/gif')).toBeNull();
  });

  it('usa a extensão quando o navegador não informa o mime', () => {
    expect(tipoConteudoDeclarado('FOTO.JPG', '')).toBe('jpeg');
    expect(tipoConteudoDeclarado('relatorio.pdf', 'application/octet-stream')).toBe('pdf');
    expect(tipoConteudoDeclarado('script.exe', '')).toBeNull();
  });

  it('monta o accept do seletor de cada categoria', () => {
    const fotos = CATEGORIAS_ANEXO.find((c) => c.caminho === 'fotos')!;
    expect(acceptDosFormatos(fotos.aceita)).toBe(
      'image/png,.png,image/jpeg,.jpg,.jpeg,application/pdf,.pdf',
    );
    expect(acceptDosFormatos(['pdf'])).toBe('application/pdf,.pdf');
  });
});
