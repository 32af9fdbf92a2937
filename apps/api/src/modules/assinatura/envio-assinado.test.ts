import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assinarPdf,
  cenarioAssinatura,
  pdfDeTeste,
  CPF_OUTRA_PESSOA,
  CPF_REPRESENTANTE,
  type CenarioAssinatura,
} from '../../../test/fixtures-assinatura.ts';
import { cmsDoPdf, comCms } from '../../../test/fixtures-cms-hostil.ts';
import { injectAs } from '../../../test/fixtures.ts';
import {
  portalDeAssinaturas,
  type PortalDeAssinaturas,
} from '../../../test/fixtures-envio-assinado.ts';
import { baixarPdfGerado } from '../../../test/fixtures-pdf-gerado.ts';
import { criarPropostaCompleta } from '../../../test/fixtures-proposta.ts';
import { verificacaoAssinatura } from '../../infra/db/schema-assinatura.ts';
import { arquivo } from '../../infra/db/schema.ts';
import { FakeClock } from '../../infra/clock.ts';

const AGORA = '2026-03-10T12:00:00-03:00';

let portal: PortalDeAssinaturas;
let app: FastifyInstance;
let cenario: CenarioAssinatura;

beforeAll(async () => {
  cenario = await cenarioAssinatura();
  portal = await portalDeAssinaturas(
    { ancoras: [cenario.pastaAncoras] },
    { clock: new FakeClock(AGORA) },
  );
  ({ app } = portal);
});
afterAll(() => app.close());

describe('envio do PDF assinado: o veredito da assinatura digital', () => {
  it('assinatura do responsável legal no PDF gerado: verificada, com a evidência guardada', async () => {
    const { id, pdf } = await portal.solucaoComPdf();
    const resposta = await portal.enviar(id, await assinarPdf(pdf, cenario.representante));
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toMatchObject({
      status: 0,
      result: true,
      assinatura: { veredito: 'verificada', rotulo: 'Assinatura verificada', motivos: [] },
    });

    const verificacao = await portal.verificacao(id);
    expect(verificacao).toMatchObject({
      arquivoId: resposta.json().idCriadoGuid,
      veredito: 'verificada',
      verificadaEm: new Date(AGORA).toISOString(),
      primeiraRevisaoGerada: true,
      atualizacoesPosteriores: 0,
      decisao: null,
    });
    expect(verificacao.assinaturas).toEqual([
      expect.objectContaining({
        signatario: `MARIA DA SILVA:${CPF_REPRESENTANTE}`,
        cpf: CPF_REPRESENTANTE,
        assinadaEm: '2026-03-10T15:00:00.000Z',
        cadeiaConfiavel: true,
        revogacao: 'verificada',
      }),
    ]);
    expect(verificacao.assinaturas[0]!.cadeia.map((c) => c.titular)).toEqual([
      expect.stringContaining('MARIA DA SILVA'),
      expect.stringContaining('AC Emissora de Teste'),
      expect.stringContaining('AC Raiz de Teste v5'),
    ]);
    expect(verificacao.assinaturas[0]!.lcrs).toHaveLength(2);
  });

  it('uma cópia gerada antes da última geração também é o documento do portal', async () => {
    const { id, pdf: primeira } = await portal.solucaoComPdf();
    const segunda = await baixarPdfGerado(app, portal.dono, id);
    expect(segunda.equals(primeira)).toBe(false);
    const resposta = await portal.enviar(id, await assinarPdf(primeira, cenario.representante));
    expect(resposta.json().assinatura.veredito).toBe('verificada');
  });

  it('outro CPF assinou: a conferir, com o motivo', async () => {
    const { id, pdf } = await portal.solucaoComPdf();
    const resposta = await portal.enviar(id, await assinarPdf(pdf, cenario.outraPessoa));
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json().assinatura).toEqual({
      veredito: 'a_conferir',
      rotulo: 'Assinatura a conferir',
      motivos: ['Quem assinou não é o responsável legal cadastrado da empresa (CPF diferente).'],
    });
    const verificacao = await portal.verificacao(id);
    expect(verificacao.assinaturas[0]!.cpf).toBe(CPF_OUTRA_PESSOA);
    expect(verificacao.motivos.map((m) => m.codigo)).toEqual(['outro-signatario']);
  });

  it('documento diferente do gerado: a conferir', async () => {
    const id = await criarPropostaCompleta(app, portal.dono);
    await baixarPdfGerado(app, portal.dono, id);
    const resposta = await portal.enviar(
      id,
      await assinarPdf(
        await pdfDeTeste('Um documento que o portal não gerou.'),
        cenario.representante,
      ),
    );
    expect(resposta.json().assinatura.veredito).toBe('a_conferir');
    const verificacao = await portal.verificacao(id);
    expect(verificacao.motivos.map((m) => m.codigo)).toEqual(['documento-diferente']);
    expect(verificacao.primeiraRevisaoGerada).toBe(false);
  });

  it('raiz que o portal não conhece: a conferir', async () => {
    const { id, pdf } = await portal.solucaoComPdf();
    const resposta = await portal.enviar(id, await assinarPdf(pdf, cenario.desconhecido));
    expect(resposta.json().assinatura.veredito).toBe('a_conferir');
    const verificacao = await portal.verificacao(id);
    expect(verificacao.motivos.map((m) => m.codigo)).toEqual(['raiz-desconhecida']);
    expect(verificacao.assinaturas[0]!.cadeiaConfiavel).toBe(false);
  });

  it('sem LCR na assinatura: a conferir, revogação não verificada', async () => {
    const { id, pdf } = await portal.solucaoComPdf();
    const assinado = await assinarPdf(pdf, cenario.representante, { comLcrs: false });
    const resposta = await portal.enviar(id, assinado);
    expect(resposta.json().assinatura).toMatchObject({
      veredito: 'a_conferir',
      motivos: [expect.stringMatching(/^Revogação não verificada/)],
    });
  });

  it('certificado na LCR da AC: a conferir, revogado', async () => {
    const { id, pdf } = await portal.solucaoComPdf();
    const resposta = await portal.enviar(id, await assinarPdf(pdf, cenario.revogado));
    const verificacao = await portal.verificacao(id);
    expect(resposta.json().assinatura.veredito).toBe('a_conferir');
    expect(verificacao.motivos.map((m) => m.codigo)).toEqual(['certificado-revogado']);
  });

  it('duas assinaturas (atualização incremental): as duas são lidas', async () => {
    const { id, pdf } = await portal.solucaoComPdf();
    const uma = await assinarPdf(pdf, cenario.representante);
    const duas = await assinarPdf(uma, cenario.outraPessoa);
    const resposta = await portal.enviar(id, duas);
    expect(resposta.json().assinatura.veredito).toBe('verificada');
    const verificacao = await portal.verificacao(id);
    expect(verificacao.assinaturas.map((a) => a.cpf)).toEqual([
      CPF_REPRESENTANTE,
      CPF_OUTRA_PESSOA,
    ]);
  });

  it('bytes alterados depois da assinatura: recusa 422 e nada é guardado', async () => {
    const { id, pdf } = await portal.solucaoComPdf();
    const assinado = await assinarPdf(pdf, cenario.representante);
    // One byte of the generated document's text, inside the signed range.
    const alterado = Buffer.from(assinado);
    const posicao = alterado.indexOf('/Producer');
    alterado[posicao + 2] = alterado[posicao + 2] === 0x72 ? 0x52 : 0x72;
    const resposta = await portal.enviar(id, alterado, 'alterado.pdf');
    expect(resposta.statusCode).toBe(422);
    expect(resposta.json().message).toMatch(/^A assinatura digital do PDF não confere/);
    expect(await portal.verificacoes(id)).toEqual([]);
    const arquivos = await app.db.select().from(arquivo).where(eq(arquivo.propostaId, id));
    expect(arquivos.map((a) => a.nomeOriginal)).not.toContain('alterado.pdf');
    const lida = await injectAs(app, portal.dono, { method: 'GET', url: `/api/proposta/${id}` });
    expect(lida.json().statusProposta.idStatusProposta).toBe(1);
  });

  it.each([
    ['comprimento indefinido do BER (<30800000>)', () => Buffer.from('30800000', 'hex')],
    [
      'comprimento de sete bytes (30 87 …)',
      (cms: Buffer) => Buffer.concat([Buffer.from('3087', 'hex'), cms.subarray(2)]),
    ],
  ])('CMS hostil, %s: recusa 422 em português e nada é guardado', async (_, hostil) => {
    const { id, pdf } = await portal.solucaoComPdf();
    const assinado = await assinarPdf(pdf, cenario.representante);
    const resposta = await portal.enviar(
      id,
      comCms(assinado, hostil(cmsDoPdf(assinado))),
      'hostil.pdf',
    );
    expect(resposta.statusCode).toBe(422);
    expect(resposta.json().message).toMatch(
      /^A assinatura digital do PDF não confere|^O PDF traz uma assinatura digital que não pôde ser lida/,
    );
    expect(await portal.verificacoes(id)).toEqual([]);
    const arquivos = await app.db.select().from(arquivo).where(eq(arquivo.propostaId, id));
    expect(arquivos.map((a) => a.nomeOriginal)).not.toContain('hostil.pdf');
  });

  it('PDF sem assinatura digital: aceito e marcado para a equipe', async () => {
    const { id, pdf } = await portal.solucaoComPdf();
    const resposta = await portal.enviar(id, pdf);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json().assinatura).toEqual({
      veredito: 'sem_assinatura',
      rotulo: 'Sem assinatura digital',
      motivos: [],
    });
    const linhas = await app.db
      .select()
      .from(verificacaoAssinatura)
      .where(eq(verificacaoAssinatura.propostaId, id));
    expect(linhas.map((l) => l.veredito)).toEqual(['sem_assinatura']);
  });
});

describe('com ASSINATURA_DIGITAL_OBRIGATORIA', () => {
  it('recusa o PDF sem assinatura digital, dizendo como assinar pelo gov.br', async () => {
    const obrigatoria = await portalDeAssinaturas({
      ancoras: [cenario.pastaAncoras],
      obrigatoria: true,
    });
    try {
      const { id, pdf } = await obrigatoria.solucaoComPdf();
      const recusa = await obrigatoria.enviar(id, pdf, 'a.pdf');
      expect(recusa.statusCode).toBe(422);
      expect(recusa.json().message).toContain('https://assinador.iti.br');
      const assinado = await assinarPdf(pdf, cenario.representante);
      const aceito = await obrigatoria.enviar(id, assinado, 'b.pdf');
      expect(aceito.json().assinatura.veredito).toBe('verificada');
    } finally {
      await obrigatoria.app.close();
    }
  });
});
