import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assinarPdf,
  cenarioAssinatura,
  contextoDeVerificacao,
  pdfDeTeste,
  CPF_OUTRA_PESSOA,
  CPF_REPRESENTANTE,
  type CenarioAssinatura,
} from '../../../test/fixtures-assinatura.ts';
import { cpfDoCertificado } from './cpf-icp.ts';
import { AssinaturaNaoConfereError } from './verificacao-cms.ts';
import { verificarPdfAssinado, type ContextoVerificacao } from './verificador.ts';

let cenario: CenarioAssinatura;
let gerado: Buffer;
let contexto: ContextoVerificacao;
beforeAll(async () => {
  cenario = await cenarioAssinatura();
  gerado = await pdfDeTeste('Proposta gerada pelo portal');
  contexto = await contextoDeVerificacao(gerado);
});

describe('cpfDoCertificado', () => {
  it('lê o CPF dos caracteres 9 a 19 do otherName 2.16.76.1.3.1', () => {
    expect(cpfDoCertificado(cenario.representante.certificado)).toBe(CPF_REPRESENTANTE);
    expect(cpfDoCertificado(cenario.outraPessoa.certificado)).toBe(CPF_OUTRA_PESSOA);
  });

  it('um certificado de AC não traz CPF', () => {
    expect(cpfDoCertificado(cenario.raiz)).toBeNull();
  });
});

describe('verificarPdfAssinado', () => {
  it('tudo em ordem: verificada, sem motivos', async () => {
    const pdf = await assinarPdf(gerado, cenario.representante);
    expect(await verificarPdfAssinado(pdf, contexto)).toMatchObject({
      veredito: 'verificada',
      motivos: [],
      evidencias: { primeiraRevisaoGerada: true, atualizacoesPosteriores: 0 },
    });
  });

  it('sem âncoras configuradas, nenhuma cadeia é confiável', async () => {
    const pdf = await assinarPdf(gerado, cenario.representante);
    const { veredito, motivos } = await verificarPdfAssinado(pdf, { ...contexto, ancoras: [] });
    expect(veredito).toBe('a_conferir');
    expect(motivos).toEqual(['raiz-desconhecida']);
  });

  it('certificado vencido na hora da verificação: fora da validade', async () => {
    const pdf = await assinarPdf(gerado, cenario.representante);
    const depois = { ...contexto, agora: new Date('2046-01-01Z') };
    expect((await verificarPdfAssinado(pdf, depois)).motivos).toEqual(['fora-da-validade']);
  });

  it('alteração depois da assinatura (atualização incremental): a conferir', async () => {
    const pdf = plainAddPlaceholder({
      pdfBuffer: await assinarPdf(gerado, cenario.representante),
      reason: 'nova revisão',
      contactInfo: '',
      name: 'editor',
      location: '',
    });
    const resultado = await verificarPdfAssinado(pdf, contexto);
    expect(resultado.motivos).toEqual(['alteracoes-posteriores']);
    expect(resultado.evidencias.atualizacoesPosteriores).toBe(1);
  });

  it('vários motivos juntos, sem repetir', async () => {
    const outro = await pdfDeTeste('Outro documento');
    const pdf = await assinarPdf(outro, cenario.outraPessoa, { comLcrs: false });
    expect((await verificarPdfAssinado(pdf, contexto)).motivos).toEqual([
      'revogacao-nao-verificada',
      'outro-signatario',
      'documento-diferente',
    ]);
  });

  it('um byte assinado trocado: a assinatura não confere', async () => {
    const pdf = await assinarPdf(gerado, cenario.representante);
    const alterado = Buffer.from(pdf);
    // The document information (not compressed, unlike the page's text), inside the signed range.
    const posicao = alterado.indexOf('/Producer');
    expect(posicao).toBeGreaterThan(0);
    alterado[posicao + 2] = 0x52;
    await expect(verificarPdfAssinado(alterado, contexto)).rejects.toThrow(
      AssinaturaNaoConfereError,
    );
  });

  it('um PDF sem assinatura: sem_assinatura', async () => {
    expect((await verificarPdfAssinado(gerado, contexto)).veredito).toBe('sem_assinatura');
  });
});
