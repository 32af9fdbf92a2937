import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assinarPdf,
  cenarioComLcrNaRede,
  type CenarioAssinatura,
  type VigenciaLcr,
} from '../../../test/fixtures-assinatura.ts';
import {
  portalDeAssinaturas,
  type PortalDeAssinaturas,
} from '../../../test/fixtures-envio-assinado.ts';
import { FakeClock } from '../../infra/clock.ts';
import { pontosDeDistribuicao } from './lcr-rede.ts';

/**
 * ASSINATURA_LCR_REDE: a signature without embedded CRLs has its revocation checked with the
 * CRLs its CAs publish, downloaded from the distribution points its certificates name; here a
 * local server publishes them, and the server's clock moves from one CRL period to the next.
 */

/** What the CA's server answers on a path: a CRL, an error status, or nothing for a while. */
type Publicacao = Buffer | { status: number } | 'travado';

const publicadas = new Map<string, Publicacao>();
const downloads = new Map<string, number>();
const servidor = createServer((req, res) => {
  const caminho = req.url ?? '/';
  downloads.set(caminho, (downloads.get(caminho) ?? 0) + 1);
  const publicada = publicadas.get(caminho);
  if (publicada === 'travado') return; // never answers: the portal's timeout ends it
  if (!publicada) return res.writeHead(404).end();
  if ('status' in publicada) return res.writeHead(publicada.status).end();
  res.writeHead(200, { 'content-type': 'application/pkix-crl' }).end(publicada);
});
const baixadas = (caminho: string) => downloads.get(caminho) ?? 0;

let lcrDe: Awaited<ReturnType<typeof cenarioComLcrNaRede>>['lcr'];
let cenario: CenarioAssinatura;
const relogio = new FakeClock('2026-03-10T12:00:00-03:00');
let portal: PortalDeAssinaturas;

/** A CRL period around the clock's day: issued a week before, the next due three weeks after. */
const vigenciaAtual = (): VigenciaLcr => {
  const agora = relogio.now().getTime();
  const dia = 24 * 60 * 60 * 1000;
  return { emitidaEm: new Date(agora - 7 * dia), proximaEm: new Date(agora + 21 * dia) };
};

/** Both CAs publish a CRL for the current period (the root's as PEM); the issuing CA's may revoke the signer. */
async function publicar({ revogaRepresentante = false } = {}) {
  publicadas.set('/raiz.crl', emPem(await lcrDe('raiz', vigenciaAtual())));
  publicadas.set('/ac.crl', await lcrDe('ac', vigenciaAtual(), { revogaRepresentante }));
}

/** Some CAs publish their CRL as PEM: the root's is served so, the issuing CA's as DER. */
const emPem = (der: Buffer) =>
  Buffer.from(
    `-----BEGIN X509 CRL-----\n${der.toString('base64')}\n-----END X509 CRL-----\n`,
    'latin1',
  );

beforeAll(async () => {
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  ({ cenario, lcr: lcrDe } = await cenarioComLcrNaRede(base));
  portal = await portalDeAssinaturas(
    { ancoras: [cenario.pastaAncoras], lcrRedeTimeoutMs: 500 },
    { clock: relogio },
  );
});
afterAll(async () => {
  await portal.app.close();
  servidor.closeAllConnections();
  await new Promise((resolve) => servidor.close(resolve));
});
beforeEach(() => {
  publicadas.clear();
  downloads.clear();
});

/** Uploads the representative's signature, with no CRL inside, on a new solution's PDF. */
async function enviarAssinadoSemLcrs() {
  const { id, pdf } = await portal.solucaoComPdf();
  const assinado = await assinarPdf(pdf, cenario.representante, { comLcrs: false });
  const resposta = await portal.enviar(id, assinado);
  expect(resposta.statusCode).toBe(200);
  const verificacao = await portal.verificacao(id);
  return {
    veredito: resposta.json().assinatura.veredito as string,
    motivos: verificacao.motivos.map((m) => m.codigo),
    assinatura: verificacao.assinaturas[0]!,
  };
}

describe('pontosDeDistribuicao', () => {
  it('lê os endereços http das LCRs que o certificado indica', () => {
    const [ac] = cenario.representante.cadeia;
    expect(pontosDeDistribuicao(cenario.representante.certificado)).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/ac\.crl$/),
    ]);
    expect(pontosDeDistribuicao(ac!)).toEqual([expect.stringMatching(/\/raiz\.crl$/)]);
    expect(pontosDeDistribuicao(cenario.raiz)).toEqual([]);
  });
});

describe('envio com ASSINATURA_LCR_REDE', () => {
  it('baixa as LCRs da AC e da raiz, verifica e guarda de onde vieram', async () => {
    await publicar();
    const { veredito, motivos, assinatura } = await enviarAssinadoSemLcrs();
    expect(veredito).toBe('verificada');
    expect(motivos).toEqual([]);
    expect(assinatura.revogacao).toBe('verificada');
    expect(assinatura.lcrs).toEqual([
      expect.objectContaining({
        emissor: expect.stringContaining('AC Emissora de Teste'),
        url: expect.stringMatching(/\/ac\.crl$/),
      }),
      expect.objectContaining({
        emissor: expect.stringContaining('AC Raiz de Teste v5'),
        url: expect.stringMatching(/\/raiz\.crl$/),
      }),
    ]);
    expect([baixadas('/ac.crl'), baixadas('/raiz.crl')]).toEqual([1, 1]);
  });

  it('guarda a LCR até a próxima emissão: baixa de novo só quando ela vence', async () => {
    await publicar();
    // The first test's CRLs are still in force: nothing is downloaded.
    expect((await enviarAssinadoSemLcrs()).veredito).toBe('verificada');
    expect([baixadas('/ac.crl'), baixadas('/raiz.crl')]).toEqual([0, 0]);

    relogio.advance(22 * 24 * 60 * 60 * 1000);
    await publicar();
    expect((await enviarAssinadoSemLcrs()).veredito).toBe('verificada');
    expect([baixadas('/ac.crl'), baixadas('/raiz.crl')]).toEqual([1, 1]);
  });

  it('envios ao mesmo tempo baixam cada LCR uma vez só', async () => {
    relogio.advance(22 * 24 * 60 * 60 * 1000);
    await publicar();
    const resultados = await Promise.all([enviarAssinadoSemLcrs(), enviarAssinadoSemLcrs()]);
    expect(resultados.map((r) => r.veredito)).toEqual(['verificada', 'verificada']);
    expect([baixadas('/ac.crl'), baixadas('/raiz.crl')]).toEqual([1, 1]);
  });

  it('certificado revogado na LCR publicada pela AC: a conferir, revogado', async () => {
    relogio.advance(22 * 24 * 60 * 60 * 1000);
    await publicar({ revogaRepresentante: true });
    const { veredito, motivos, assinatura } = await enviarAssinadoSemLcrs();
    expect(veredito).toBe('a_conferir');
    expect(motivos).toEqual(['certificado-revogado']);
    expect(assinatura.revogacao).toBe('revogado');
  });

  it('servidor da AC fora do ar, lento ou com LCR vencida: aceito, revogação não verificada', async () => {
    relogio.advance(22 * 24 * 60 * 60 * 1000);
    publicadas.set('/ac.crl', { status: 503 });
    publicadas.set('/raiz.crl', 'travado');
    const foraDoAr = await enviarAssinadoSemLcrs();
    expect(foraDoAr.veredito).toBe('a_conferir');
    expect(foraDoAr.motivos).toEqual(['revogacao-nao-verificada']);
    expect(foraDoAr.assinatura.lcrs).toEqual([]);

    // A CRL whose next update is past does not speak for now.
    const vencida = vigenciaAtual();
    vencida.proximaEm = new Date(relogio.now().getTime() - 1000);
    publicadas.set('/ac.crl', await lcrDe('ac', vencida));
    publicadas.set('/raiz.crl', await lcrDe('raiz', vigenciaAtual()));
    const comVencida = await enviarAssinadoSemLcrs();
    expect(comVencida.motivos).toEqual(['revogacao-nao-verificada']);
    expect(comVencida.assinatura.lcrs).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/\/raiz\.crl$/) }),
    ]);
  });

  it('uma LCR assinada por outra AC não conta', async () => {
    relogio.advance(22 * 24 * 60 * 60 * 1000);
    // The root's CRL where the issuing CA's should be: same file format, wrong issuer.
    const daRaiz = await lcrDe('raiz', vigenciaAtual());
    publicadas.set('/ac.crl', daRaiz);
    publicadas.set('/raiz.crl', daRaiz);
    const { motivos, assinatura } = await enviarAssinadoSemLcrs();
    expect(motivos).toEqual(['revogacao-nao-verificada']);
    expect(assinatura.lcrs.map((l) => l.url)).toEqual([expect.stringMatching(/\/raiz\.crl$/)]);
  });
});
