import { describe, expect, it } from 'vitest';
import { JPEG, PNG } from '../../../test/fixtures-proposta.ts';
import { decodificarBase64, detectarTipo, sanitizarNome, verificarArquivo } from './file-checks.ts';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');

describe('decodificarBase64', () => {
  it('decodifica base64 canônico e recusa o que o Node aceitaria calado', () => {
    expect(decodificarBase64(PDF.toString('base64'))?.equals(PDF)).toBe(true);
    expect(decodificarBase64('QQ=x')).toBeNull();
    expect(decodificarBase64('QR==')).toBeNull(); // padding bits that are not zero
    expect(decodificarBase64('')).toBeNull();
  });
});

describe('detectarTipo', () => {
  it('reconhece PDF, PNG e JPEG pelos primeiros bytes', () => {
    expect(detectarTipo(PDF)).toBe('pdf');
    expect(detectarTipo(PNG)).toBe('png');
    expect(detectarTipo(JPEG)).toBe('jpeg');
    expect(detectarTipo(Buffer.from('<html>%PDF-'))).toBeNull();
    expect(detectarTipo(Buffer.from('%PD'))).toBeNull();
  });
});

describe('sanitizarNome', () => {
  it('tira pastas e caracteres de controle e mantém acentos', () => {
    expect(sanitizarNome('C:\\Users\\ana\\Cartão CNPJ.pdf')).toBe('Cartão CNPJ.pdf');
    expect(sanitizarNome('../../etc/passwd')).toBe('passwd');
    expect(sanitizarNome('nota\u0000\u0007 fiscal.pdf')).toBe('nota fiscal.pdf');
    expect(sanitizarNome('fatura\u202Efdp.exe')).toBe('faturafdp.exe');
    expect(sanitizarNome('...')).toBe('arquivo');
  });

  it('limita a 200 caracteres preservando a extensão', () => {
    const nome = sanitizarNome(`${'a'.repeat(300)}.pdf`);
    expect(nome).toHaveLength(200);
    expect(nome.endsWith('.pdf')).toBe(true);
  });
});

describe('verificarArquivo', () => {
  const arquivo = (bytes: Buffer, nomeOriginal = 'prova.pdf') => ({
    nomeOriginal,
    conteudo: bytes.toString('base64'),
  });

  it('devolve bytes, tamanho, MIME e tipo do arquivo do PDF', async () => {
    expect(await verificarArquivo(arquivo(PDF), ['pdf'], 'só PDF')).toMatchObject({
      nomeOriginal: 'prova.pdf',
      tipo: 'application/pdf',
      tipoDoArquivo: 4,
      tamanho: PDF.length,
    });
    expect(
      (await verificarArquivo(arquivo(JPEG, 'f.jpg'), ['png', 'jpeg'], 'x')).tipoDoArquivo,
    ).toBe(5);
  });

  it('recusa PNG com nome .pdf e arquivo maior que 2 MiB', async () => {
    await expect(
      verificarArquivo(arquivo(PNG), ['pdf'], 'O arquivo deve ser um PDF.'),
    ).rejects.toThrow(
      expect.objectContaining({ statusCode: 400, message: 'O arquivo deve ser um PDF.' }),
    );
    const grande = Buffer.concat([PDF, Buffer.alloc(2_097_153 - PDF.length)]);
    await expect(verificarArquivo(arquivo(grande), ['pdf'], 'x')).rejects.toThrow(
      expect.objectContaining({ statusCode: 413, message: 'O arquivo prova.pdf é maior que 2MB!' }),
    );
  });
});
