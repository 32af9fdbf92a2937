import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assinarPdf,
  cenarioAssinatura,
  contextoDeVerificacao,
  pdfDeTeste,
  type CenarioAssinatura,
} from '../../../test/fixtures-assinatura.ts';
import { cmsDoPdf, comCms } from '../../../test/fixtures-cms-hostil.ts';
import { AssinaturaMalFormadaError } from './pdf-assinaturas.ts';
import { AssinaturaNaoConfereError } from './verificacao-cms.ts';
import { verificarPdfAssinado, type ContextoVerificacao } from './verificador.ts';

/** Where each TLV of a DER tree starts, and how many bytes its tag and length take. */
interface Cabecalho {
  tag: number;
  comprimento: number;
  bytesDoComprimento: number;
}

/** Every header of the DER tree, outer first: the places a hostile signer would rewrite. */
function cabecalhos(der: Buffer, inicio = 0, fim = der.length): Cabecalho[] {
  const achados: Cabecalho[] = [];
  let i = inicio;
  while (i + 2 <= fim) {
    const primeiro = der[i + 1]!;
    const bytesDoComprimento = primeiro < 0x80 ? 1 : 1 + (primeiro & 0x7f);
    const tamanho = primeiro < 0x80 ? primeiro : der.readUIntBE(i + 2, primeiro & 0x7f);
    const conteudo = i + 1 + bytesDoComprimento;
    achados.push({ tag: i, comprimento: i + 1, bytesDoComprimento });
    // Constructed (bit 6 of the tag): its content is more TLVs.
    if (der[i]! & 0x20) achados.push(...cabecalhos(der, conteudo, conteudo + tamanho));
    i = conteudo + tamanho;
  }
  return achados;
}

type Mutacao =
  | { tipo: 'truncar'; em: number }
  | { tipo: 'comprimento'; cabecalho: number; valor: number }
  | { tipo: 'tag'; cabecalho: number; bit: number }
  | { tipo: 'indefinido'; cabecalho: number }
  | { tipo: 'comprimento-longo'; cabecalho: number; bytes: number; valor: number }
  | { tipo: 'bytes'; em: number; valores: number[] };

const mutacao: fc.Arbitrary<Mutacao> = fc.oneof(
  fc.record({ tipo: fc.constant('truncar' as const), em: fc.nat() }),
  fc.record({
    tipo: fc.constant('comprimento' as const),
    cabecalho: fc.nat(),
    valor: fc.integer({ min: 0, max: 0xff }),
  }),
  fc.record({
    tipo: fc.constant('tag' as const),
    cabecalho: fc.nat(),
    bit: fc.integer({ min: 0, max: 7 }),
  }),
  fc.record({ tipo: fc.constant('indefinido' as const), cabecalho: fc.nat() }),
  fc.record({
    tipo: fc.constant('comprimento-longo' as const),
    cabecalho: fc.nat(),
    bytes: fc.integer({ min: 0, max: 0x7f }),
    valor: fc.integer({ min: 0, max: 0xff }),
  }),
  fc.record({
    tipo: fc.constant('bytes' as const),
    em: fc.nat(),
    valores: fc.array(fc.integer({ min: 0, max: 0xff }), { minLength: 1, maxLength: 8 }),
  }),
);

/**
 * The CMS after one hostile edit. Headers are those of the real signature, found once, so edits
 * pile up on the same places; positions wrap around what the CMS has.
 */
function mutar(der: Buffer, m: Mutacao, todos: Cabecalho[]): Buffer {
  const copia = Buffer.from(der);
  const cabecalho = 'cabecalho' in m ? todos[m.cabecalho % todos.length]! : null;
  // An earlier edit may have truncated the CMS before this one's place.
  if (der.length === 0 || (cabecalho && cabecalho.comprimento >= der.length)) return copia;
  switch (m.tipo) {
    case 'truncar':
      return copia.subarray(0, m.em % der.length);
    case 'comprimento':
      copia[cabecalho!.comprimento] = m.valor;
      return copia;
    case 'tag':
      copia[cabecalho!.tag] = copia[cabecalho!.tag]! ^ (1 << m.bit);
      return copia;
    case 'indefinido':
      copia[cabecalho!.comprimento] = 0x80;
      return copia;
    case 'comprimento-longo':
      // 0x80 | n: n bytes of length follow, whatever the bytes there are.
      copia[cabecalho!.comprimento] = 0x80 | m.bytes;
      copia.fill(
        m.valor,
        cabecalho!.comprimento + 1,
        Math.min(der.length, cabecalho!.comprimento + 2),
      );
      return copia;
    case 'bytes':
      copia.set(m.valores.slice(0, der.length - (m.em % der.length)), m.em % der.length);
      return copia;
  }
}

const VEREDITOS = ['verificada', 'a_conferir', 'sem_assinatura'];

let cenario: CenarioAssinatura;
let assinado: Buffer;
let cms: Buffer;
let estrutura: Cabecalho[];
let contexto: ContextoVerificacao;
beforeAll(async () => {
  cenario = await cenarioAssinatura();
  const gerado = await pdfDeTeste('Proposta gerada pelo portal');
  assinado = await assinarPdf(gerado, cenario.representante);
  cms = cmsDoPdf(assinado);
  estrutura = cabecalhos(cms);
  contexto = await contextoDeVerificacao(gerado);
});

/** A verdict, or one of the two refusals the upload answers with 422; anything else is a 500. */
async function desfecho(pdf: Buffer): Promise<string> {
  try {
    return (await verificarPdfAssinado(pdf, contexto)).veredito;
  } catch (error) {
    if (error instanceof AssinaturaMalFormadaError) return 'mal-formada';
    if (error instanceof AssinaturaNaoConfereError) return 'nao-confere';
    throw error;
  }
}

describe('bytes hostis na assinatura: um veredito ou uma recusa, nunca uma exceção', () => {
  it('a assinatura intacta é verificada (a base das mutações é uma assinatura real)', async () => {
    expect(await desfecho(comCms(assinado, cms))).toBe('verificada');
  });

  it('comprimento indefinido do BER (30 80 00 00): recusada, sem exceção', async () => {
    const pdf = comCms(assinado, Buffer.from('30800000', 'hex'));
    expect(['mal-formada', 'nao-confere']).toContain(await desfecho(pdf));
  });

  it('comprimento de sete bytes (30 87 …): recusada como mal formada', async () => {
    const pdf = comCms(assinado, Buffer.concat([Buffer.from('3087', 'hex'), cms.subarray(2)]));
    expect(await desfecho(pdf)).toBe('mal-formada');
  });

  it('milhares de mutações da assinatura real: cada uma tem veredito ou recusa', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutacao, { minLength: 1, maxLength: 3 }), async (mutacoes) => {
        const hostil = mutacoes.reduce((der, m) => mutar(der, m, estrutura), cms);
        const resultado = await desfecho(comCms(assinado, hostil));
        expect([...VEREDITOS, 'mal-formada', 'nao-confere']).toContain(resultado);
      }),
      { numRuns: 2000 },
    );
  }, 120_000);
});
