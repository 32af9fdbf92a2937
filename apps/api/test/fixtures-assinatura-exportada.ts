import { webcrypto } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pkijs from 'pkijs';
import {
  ALGORITMO,
  paraPkijs,
  type CenarioAssinatura,
  type Identidade,
} from './fixtures-assinatura.ts';

/**
 * The test hierarchy written to a file and read back, keys included, so the browser tests'
 * workers sign with the keys of the hierarchy whose root the server trusts.
 */

const IDENTIDADES = ['representante', 'outraPessoa', 'desconhecido', 'revogado'] as const;
const base64 = (der: ArrayBuffer) => Buffer.from(der).toString('base64');
const der = (texto: string) => Uint8Array.from(Buffer.from(texto, 'base64')).buffer;

/**
 * Writes the hierarchy to a JSON file, keys included, so another process (the browser tests'
 * workers, apart from the setup that started the server with its root) signs with the same keys.
 */
export async function exportarCenario(cenario: CenarioAssinatura): Promise<string> {
  const identidades: Record<string, unknown> = {};
  for (const nome of IDENTIDADES) {
    const { chave, certificado, cadeia, lcrs } = cenario[nome];
    identidades[nome] = {
      chave: base64(await webcrypto.subtle.exportKey('pkcs8', chave)),
      certificado: base64(certificado.toSchema().toBER()),
      cadeia: cadeia.map((c) => base64(c.toSchema().toBER())),
      lcrs: lcrs.map((l) => base64(l.toSchema().toBER())),
    };
  }
  const arquivo = join(cenario.pastaAncoras, 'cenario.json');
  await writeFile(
    arquivo,
    JSON.stringify({
      pastaAncoras: cenario.pastaAncoras,
      raiz: base64(cenario.raiz.toSchema().toBER()),
      identidades,
    }),
  );
  return arquivo;
}

interface IdentidadeExportada {
  chave: string;
  certificado: string;
  cadeia: string[];
  lcrs: string[];
}

/** The hierarchy `exportarCenario` wrote. */
export async function importarCenario(arquivo: string): Promise<CenarioAssinatura> {
  const dados = JSON.parse(await readFile(arquivo, 'utf8')) as {
    pastaAncoras: string;
    raiz: string;
    identidades: Record<(typeof IDENTIDADES)[number], IdentidadeExportada>;
  };
  const identidade = async (e: IdentidadeExportada): Promise<Identidade> => ({
    chave: await webcrypto.subtle.importKey('pkcs8', der(e.chave), ALGORITMO, false, ['sign']),
    certificado: paraPkijs(der(e.certificado)),
    cadeia: e.cadeia.map((c) => paraPkijs(der(c))),
    lcrs: e.lcrs.map((l) => pkijs.CertificateRevocationList.fromBER(der(l))),
  });
  const { identidades } = dados;
  return {
    pastaAncoras: dados.pastaAncoras,
    raiz: paraPkijs(der(dados.raiz)),
    representante: await identidade(identidades.representante),
    outraPessoa: await identidade(identidades.outraPessoa),
    desconhecido: await identidade(identidades.desconhecido),
    revogado: await identidade(identidades.revogado),
  };
}
