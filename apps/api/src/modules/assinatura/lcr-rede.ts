import { LRUCache } from 'lru-cache';
import { CertificateRevocationList, CRLDistributionPoints, type Certificate } from 'pkijs';
import { lerCorpoLimitado } from '../../http/corpo-limitado.ts';
import { arrayBufferDe, dersDoArquivo } from './certificados.ts';

const OID_PONTOS_DE_DISTRIBUICAO = '2.5.29.31';
const URI = 6;

/**
 * An ICP-Brasil CA's CRL lists every certificate it revoked that has not expired: a big CA's runs
 * to tens of megabytes. Past this ceiling the download stops and the revocation stays unchecked.
 */
const TAMANHO_MAXIMO_LCR = 64 * 1024 * 1024;
/** The downloaded CRLs an instance keeps, by size; each stays until its next update is due. */
const CACHE_MAXIMO_BYTES = 256 * 1024 * 1024;

/** A CRL fetched from one of the certificate's distribution points. */
export interface LcrDaRede {
  lcr: CertificateRevocationList;
  url: string;
}

/** Finds the current CRL for a certificate on the network; `null` when none could be had. */
export type BuscaLcr = (certificado: Certificate, agora: Date) => Promise<LcrDaRede | null>;

/** The http(s) addresses of the certificate's CRL distribution points, in its own order. */
export function pontosDeDistribuicao(certificado: Certificate): string[] {
  const extensao = certificado.extensions?.find((e) => e.extnID === OID_PONTOS_DE_DISTRIBUICAO);
  if (!(extensao?.parsedValue instanceof CRLDistributionPoints)) return [];
  return extensao.parsedValue.distributionPoints.flatMap((ponto) =>
    Array.isArray(ponto.distributionPoint)
      ? ponto.distributionPoint
          .filter((nome) => nome.type === URI && typeof nome.value === 'string')
          .map((nome) => nome.value as string)
          .filter((url) => /^https?:\/\//i.test(url))
      : [],
  );
}

/** A CRL file as CAs publish it: DER, or PEM now and then. */
const lerLcr = (bytes: Buffer) =>
  CertificateRevocationList.fromBER(arrayBufferDe(dersDoArquivo(bytes, 'X509 CRL')[0]!));

/** Whether the CRL speaks for now: issued already and its next update not yet due. */
export const lcrEmVigor = (lcr: CertificateRevocationList, agora: Date) =>
  lcr.thisUpdate.value <= agora && (!lcr.nextUpdate || agora <= lcr.nextUpdate.value);

/**
 * CRLs from the distribution points of the certificates (docs/decisions/026), for a deployment
 * that allows the network (ASSINATURA_LCR_REDE). Only the certificates of a path already chained
 * to an anchor are asked about, so the addresses come from the CAs, never from whoever uploaded
 * the file. Each instance keeps what it downloaded until the CRL's next update, and an address
 * asked by many uploads at once is downloaded once. A slow, down or confused server means "not
 * checked", never a failed upload.
 */
export function criarBuscaLcr(
  timeoutMs: number,
  aoFalhar: (url: string, motivo: string) => void,
): BuscaLcr {
  const guardadas = new LRUCache<string, CertificateRevocationList>({
    maxSize: CACHE_MAXIMO_BYTES,
    sizeCalculation: (lcr) => Math.max(1, lcr.tbsView.byteLength),
  });
  const emCurso = new Map<string, Promise<CertificateRevocationList | null>>();

  async function baixar(url: string): Promise<CertificateRevocationList | null> {
    try {
      const resposta = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!resposta.ok) {
        await resposta.body?.cancel();
        aoFalhar(url, `HTTP ${resposta.status}`);
        return null;
      }
      return lerLcr(await lerCorpoLimitado(resposta, TAMANHO_MAXIMO_LCR));
    } catch (error) {
      aoFalhar(url, (error as Error).name);
      return null;
    }
  }

  async function lcrDe(url: string, agora: Date): Promise<CertificateRevocationList | null> {
    const guardada = guardadas.get(url);
    if (guardada && lcrEmVigor(guardada, agora)) return guardada;
    let download = emCurso.get(url);
    if (!download) {
      download = baixar(url).finally(() => emCurso.delete(url));
      emCurso.set(url, download);
    }
    const lcr = await download;
    if (lcr && lcrEmVigor(lcr, agora)) guardadas.set(url, lcr);
    return lcr;
  }

  return async (certificado, agora) => {
    for (const url of pontosDeDistribuicao(certificado)) {
      const lcr = await lcrDe(url, agora);
      if (lcr) return { lcr, url };
    }
    return null;
  };
}
