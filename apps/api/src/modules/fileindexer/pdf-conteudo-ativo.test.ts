import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  pdfComArquivoEmbutido,
  pdfComJavaScriptELaunch,
  pdfComNomesEscapados,
  pdfComObjetos,
  pdfComScriptNoObjStm,
  pdfComXfaERichMedia,
} from '../../../test/fixtures-arquivos-hostis.ts';
import { assinarPdf, cenarioAssinatura, pdfDeTeste } from '../../../test/fixtures-assinatura.ts';
import { PDF } from '../../../test/fixtures-proposta.ts';
import { analisarPdf } from './pdf-conteudo-ativo.ts';

const ativos = (pdf: Buffer) => analisarPdf(pdf).ativos.sort();

describe('analisarPdf: conteúdo ativo pelos nomes do PDF', () => {
  it('um PDF comum, o gerado pelo portal e o assinado não têm nada', async () => {
    const gerado = await pdfDeTeste('Proposta');
    const assinado = await assinarPdf(gerado, (await cenarioAssinatura()).representante);
    for (const pdf of [PDF, gerado, assinado]) {
      expect(analisarPdf(pdf)).toEqual({ ativos: [], naoVerificavel: false });
    }
  });

  it('/OpenAction com /JavaScript e uma ação /Launch: acha os dois', () => {
    expect(ativos(pdfComJavaScriptELaunch())).toEqual(['JS', 'JavaScript', 'Launch']);
  });

  it('nomes escapados em hexadecimal (/Java#53cript, /J#53) são os mesmos nomes', () => {
    expect(ativos(pdfComNomesEscapados())).toEqual(['JS', 'JavaScript']);
  });

  it('o script dentro de um object stream comprimido com FlateDecode é achado', () => {
    const pdf = pdfComScriptNoObjStm();
    expect(pdf.toString('latin1')).not.toContain('JavaScript');
    expect(ativos(pdf)).toEqual(['JS', 'JavaScript']);
  });

  it('FlateDecode duas vezes sobre o object stream também', () => {
    const duasVezes = (b: Buffer) => deflateSync(deflateSync(b));
    expect(ativos(pdfComScriptNoObjStm('[/FlateDecode /FlateDecode]', duasVezes))).toEqual([
      'JS',
      'JavaScript',
    ]);
  });

  it('um object stream que não se consegue abrir não é verificável', () => {
    const hex = (b: Buffer) => Buffer.from(b.toString('hex'), 'latin1');
    expect(analisarPdf(pdfComScriptNoObjStm('/ASCIIHexDecode', hex))).toEqual({
      ativos: [],
      naoVerificavel: true,
    });
  });

  it('arquivo embutido, XFA e RichMedia', () => {
    expect(ativos(pdfComArquivoEmbutido())).toEqual(['EmbeddedFiles']);
    expect(ativos(pdfComXfaERichMedia())).toEqual(['RichMedia', 'XFA']);
  });

  it('um nome que só começa como um deles não é ele (/JSON, /Launcher)', () => {
    expect(ativos(pdfComObjetos('<< /Type /Catalog /JSON 1 /Launcher 2 >>'))).toEqual([]);
  });
});
