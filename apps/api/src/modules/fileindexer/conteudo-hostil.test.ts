import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIAS_ANEXO, MENSAGENS } from '@portal/domain';
import {
  imagemReal,
  jpegDeclarando,
  pdfComJavaScriptELaunch,
  pdfComNomesEscapados,
  pdfComScriptNoObjStm,
  pngDeclarando,
} from '../../../test/fixtures-arquivos-hostis.ts';
import {
  adminDeTeste,
  signedInAdmin,
  type MembroComSessao,
} from '../../../test/fixtures-equipe.ts';
import { injectAs, signedInCompanyUser } from '../../../test/fixtures.ts';
import {
  arquivoPayload,
  criarPropostaCompleta,
  enviarArquivo,
  enviarProvaCnpj,
} from '../../../test/fixtures-proposta.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { arquivo } from '../../infra/db/schema.ts';

const ADMIN = adminDeTeste();
let app: FastifyInstance;
let dono: Awaited<ReturnType<typeof signedInCompanyUser>>;
let admin: MembroComSessao;
let propostaId: string;

beforeAll(async () => {
  app = await buildTestApp({ admin: ADMIN });
  dono = await signedInCompanyUser(app);
  await enviarProvaCnpj(app, dono);
  admin = await signedInAdmin(app, ADMIN);
  propostaId = await criarPropostaCompleta(app, dono);
});
afterAll(() => app.close());

const nomesGuardados = async () =>
  (await app.db.select().from(arquivo).where(eq(arquivo.propostaId, propostaId))).map(
    (a) => a.nomeOriginal,
  );

/** Every place a company or staff member can upload a PDF, by the request that does it. */
type Envio = (pdf: Buffer, nome: string) => ReturnType<typeof injectAs>;
const destinosDePdf: (readonly [string, Envio])[] = [
  ...CATEGORIAS_ANEXO.filter((c) => c.aceita.includes('pdf')).map(
    (c) =>
      [
        `anexo ${c.caminho}`,
        (pdf: Buffer, nome: string) => enviarArquivo(app, dono, propostaId, c.caminho, pdf, nome),
      ] as const,
  ),
  ['PDF assinado', (pdf, nome) => enviarArquivo(app, dono, propostaId, 'formassinado', pdf, nome)],
  [
    'prova do CNPJ',
    (pdf, nome) =>
      injectAs(app, dono, {
        method: 'PUT',
        url: `/api/fileindexer/empresa/${dono.empresaId}/provacnpj/file`,
        payload: arquivoPayload(pdf, nome),
      }),
  ],
  [
    'documento do programa (administrador)',
    (pdf, nome) =>
      injectAs(app, admin, {
        method: 'PUT',
        url: '/api/documentos/edital',
        payload: arquivoPayload(pdf, nome),
      }),
  ],
];

describe('PDF com conteúdo ativo', () => {
  it('o portfólio cujo catálogo abre com /JavaScript e traz /Launch: recusado, dizendo o que remover', async () => {
    const resposta = await enviarArquivo(
      app,
      dono,
      propostaId,
      'documentosentregues/portfolios',
      pdfComJavaScriptELaunch(),
      'portfolio.pdf',
    );
    expect(resposta.statusCode).toBe(422);
    expect(resposta.json()).toEqual({
      message: MENSAGENS.pdfComConteudoAtivo('portfolio.pdf', [
        'JavaScript',
        'ação que abre outro programa',
      ]),
      issues: [{ path: 'conteudo', message: expect.stringContaining('Salvar como PDF') }],
    });
    expect(await nomesGuardados()).not.toContain('portfolio.pdf');
  });

  it.each(destinosDePdf)(
    '%s: recusa /Java#53cript e o script num object stream',
    async (_, enviar) => {
      for (const [pdf, nome] of [
        [pdfComNomesEscapados(), 'escapado.pdf'],
        [pdfComScriptNoObjStm(), 'objstm.pdf'],
      ] as const) {
        const resposta = await enviar(pdf, nome);
        expect(resposta.statusCode, nome).toBe(422);
        expect(resposta.json().message).toContain(`O PDF ${nome} traz conteúdo ativo`);
      }
      const guardados = await app.db.select().from(arquivo);
      expect(guardados.map((a) => a.nomeOriginal)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(escapado|objstm)\.pdf$/)]),
      );
    },
  );
});

describe('imagens conferidas pelo cabeçalho e decodificadas antes de guardar', () => {
  const enviarFoto = (bytes: Buffer, nome: string) =>
    enviarArquivo(app, dono, propostaId, 'fotos', bytes, nome);

  it('PNG de poucos bytes que declara 30.000 × 30.000 pixels: recusado pelo limite', async () => {
    const bomba = pngDeclarando(30_000, 30_000);
    expect(bomba.length).toBeLessThan(300);
    const resposta = await enviarFoto(bomba, 'bomba.png');
    expect(resposta.statusCode).toBe(422);
    expect(resposta.json().message).toBe(
      'A imagem bomba.png tem 30.000 × 30.000 pixels; o limite é 10.000 pixels de lado e 40 megapixels. Reduza a imagem e envie de novo.',
    );
    expect(await nomesGuardados()).not.toContain('bomba.png');
  });

  it('recusa acima de 40 megapixels com os lados no limite, e um lado acima de 10.000 px', async () => {
    const area = await enviarFoto(pngDeclarando(8_000, 6_000), 'area.png');
    expect(area.statusCode).toBe(422);
    expect(area.json().message).toContain('8.000 × 6.000 pixels');
    const faixa = await enviarFoto(jpegDeclarando(12_000, 100), 'faixa.jpg');
    expect(faixa.statusCode).toBe(422);
    expect(faixa.json().message).toContain('12.000 × 100 pixels');
  });

  it('bytes que começam como PNG ou JPEG e não decodificam: recusados, nada guardado', async () => {
    const falsoPng = Buffer.concat([pngDeclarando(10, 10).subarray(0, 33), Buffer.alloc(64, 7)]);
    const png = await enviarFoto(falsoPng, 'falso.png');
    expect(png.statusCode).toBe(422);
    expect(png.json().message).toBe(MENSAGENS.imagemIlegivel('falso.png', 'PNG'));
    const jpegCortado = (await imagemReal('jpeg', 300, 200)).subarray(0, 400);
    const jpeg = await enviarFoto(jpegCortado, 'cortado.jpg');
    expect(jpeg.statusCode).toBe(422);
    expect(jpeg.json().message).toBe(MENSAGENS.imagemIlegivel('cortado.jpg', 'JPEG'));
    expect(await nomesGuardados()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(falso\.png|cortado\.jpg)$/)]),
    );
  });

  it('uma foto real de 4.000 × 3.000 é aceita e guardada', async () => {
    const foto = await imagemReal('png', 4_000, 3_000);
    const resposta = await enviarFoto(foto, 'real.png');
    expect(resposta.statusCode).toBe(200);
    expect(await nomesGuardados()).toContain('real.png');
  });
});
