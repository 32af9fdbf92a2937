import 'reflect-metadata';
import { createHash, webcrypto } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { GeneralName, OtherName, SubjectAlternativeName } from '@peculiar/asn1-x509';
import * as x509 from '@peculiar/x509';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import PDFDocument from 'pdfkit';
import * as pkijs from 'pkijs';
import { carregarAncoras } from '../src/modules/assinatura/ancoras.ts';
import { OID_PESSOA_FISICA } from '../src/modules/assinatura/cpf-icp.ts';
import { sha256, type ContextoVerificacao } from '../src/modules/assinatura/verificador.ts';

/**
 * A throwaway ICP-Brasil-shaped hierarchy (root → issuing CA → person certificates whose SAN
 * carries the otherName 2.16.76.1.3.1), a second root nobody trusts, and a signer that writes
 * CMS signatures into PDFs through `@signpdf/signpdf`. Key generation is the slow part, so one
 * hierarchy is built per test file and shared.
 */

/** The legal representative's CPF in every scenario (valid check digits). */
export const CPF_REPRESENTANTE = '52998224725';
/** Someone else's CPF: a colleague who signs instead of the representative. */
export const CPF_OUTRA_PESSOA = '11144477735';

export const ALGORITMO = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;
const VALIDADE = { notBefore: new Date('2020-01-01Z'), notAfter: new Date('2045-01-01Z') };

type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;

x509.cryptoProvider.set(webcrypto as never);

const gerarChaves = () =>
  webcrypto.subtle.generateKey(
    { ...ALGORITMO, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  ) as Promise<CryptoKeyPair>;

export const paraPkijs = (der: ArrayBuffer) => pkijs.Certificate.fromBER(der);

/** Who signs: key, certificate, the chain above it and the CRLs a signature may embed. */
export interface Identidade {
  chave: CryptoKey;
  certificado: pkijs.Certificate;
  cadeia: pkijs.Certificate[];
  lcrs: pkijs.CertificateRevocationList[];
}

/** Where the issuer publishes its CRL, as ICP-Brasil certificates say (2.5.29.31). */
const pontoDeDistribuicao = (url: string | undefined) =>
  url ? [new x509.CRLDistributionPointsExtension([url])] : [];

async function autoridade(
  nome: string,
  emissor?: { chaves: CryptoKeyPair; nome: string },
  lcrDoEmissor?: string,
) {
  const chaves = await gerarChaves();
  const extensoes = [
    new x509.BasicConstraintsExtension(true, undefined, true),
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    await x509.SubjectKeyIdentifierExtension.create(chaves.publicKey),
  ];
  const certificado = emissor
    ? await x509.X509CertificateGenerator.create({
        ...VALIDADE,
        subject: nome,
        issuer: emissor.nome,
        publicKey: chaves.publicKey,
        signingKey: emissor.chaves.privateKey,
        signingAlgorithm: ALGORITMO,
        extensions: [
          ...extensoes,
          await x509.AuthorityKeyIdentifierExtension.create(emissor.chaves.publicKey),
          ...pontoDeDistribuicao(lcrDoEmissor),
        ],
      })
    : await x509.X509CertificateGenerator.createSelfSigned({
        ...VALIDADE,
        name: nome,
        keys: chaves,
        signingAlgorithm: ALGORITMO,
        extensions: extensoes,
      });
  return { chaves, nome, certificado };
}

type Autoridade = Awaited<ReturnType<typeof autoridade>>;

/** The SAN of an ICP-Brasil e-CPF: birth date (8), CPF (11), NIS (11), RG (15) and issuer. */
function sanIcpBrasil(cpf: string): x509.Extension {
  const valor = `01011980${cpf}${'0'.repeat(11)}${'123456789'.padStart(15, '0')}SSPSP`;
  const san = new SubjectAlternativeName([
    new GeneralName({
      otherName: new OtherName({
        typeId: OID_PESSOA_FISICA,
        value: AsnConvert.serialize(new OctetString(Buffer.from(valor, 'latin1'))),
      }),
    }),
  ]);
  return new x509.Extension('2.5.29.17', false, AsnConvert.serialize(san));
}

async function pessoa(nome: string, cpf: string, emissor: Autoridade, lcrDoEmissor?: string) {
  const chaves = await gerarChaves();
  const certificado = await x509.X509CertificateGenerator.create({
    ...VALIDADE,
    subject: `CN=${nome}:${cpf}, OU=Pessoa Fisica A1, O=ICP-Brasil, C=BR`,
    issuer: emissor.nome,
    publicKey: chaves.publicKey,
    signingKey: emissor.chaves.privateKey,
    signingAlgorithm: ALGORITMO,
    extensions: [
      new x509.BasicConstraintsExtension(false),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
      await x509.AuthorityKeyIdentifierExtension.create(emissor.chaves.publicKey),
      sanIcpBrasil(cpf),
      ...pontoDeDistribuicao(lcrDoEmissor),
    ],
  });
  return { chaves, certificado };
}

/** When a CRL was issued and when the next is due; embedded ones are old, as they may be. */
export interface VigenciaLcr {
  emitidaEm: Date;
  proximaEm: Date;
}
const VIGENCIA_EMBUTIDA = {
  emitidaEm: new Date('2026-01-01Z'),
  proximaEm: new Date('2026-02-01Z'),
};

async function gerarLcr(
  emissor: Autoridade,
  revogados: string[] = [],
  { emitidaEm, proximaEm }: VigenciaLcr = VIGENCIA_EMBUTIDA,
) {
  return x509.X509CrlGenerator.create({
    issuer: emissor.certificado.subject,
    thisUpdate: emitidaEm,
    nextUpdate: proximaEm,
    // With a reason: an entry without extensions is written with an empty SEQUENCE pkijs refuses.
    entries: revogados.map((serialNumber) => ({
      serialNumber,
      revocationDate: new Date('2026-01-01Z'),
      reason: x509.X509CrlReason.keyCompromise,
    })),
    signingKey: emissor.chaves.privateKey,
    signingAlgorithm: ALGORITMO,
  });
}

const lcr = async (emissor: Autoridade, revogados: string[] = []) =>
  pkijs.CertificateRevocationList.fromBER((await gerarLcr(emissor, revogados)).rawData);

export interface CenarioAssinatura {
  /** A folder holding the trusted root as PEM, for ASSINATURA_ANCORAS. */
  pastaAncoras: string;
  raiz: pkijs.Certificate;
  representante: Identidade;
  outraPessoa: Identidade;
  /** The representative's CPF under a root the portal does not trust. */
  desconhecido: Identidade;
  /** The representative again, with a CRL of the issuing CA that lists the certificate. */
  revogado: Identidade;
}

/**
 * The hierarchy; with `lcrNaRede`, its certificates name where their issuer's CRL is published:
 * the issuing CA's certificate `{lcrNaRede}/raiz.crl`, the people's `{lcrNaRede}/ac.crl`.
 */
async function montarCenario(lcrNaRede?: string) {
  const raiz = await autoridade('CN=AC Raiz de Teste v5, O=ICP-Brasil, C=BR');
  const ac = await autoridade(
    'CN=AC Emissora de Teste, O=ICP-Brasil, C=BR',
    raiz,
    lcrNaRede && `${lcrNaRede}/raiz.crl`,
  );
  const lcrDaAc = lcrNaRede && `${lcrNaRede}/ac.crl`;
  const outraRaiz = await autoridade('CN=AC Raiz Desconhecida, O=Teste, C=BR');
  const [rep, outra, estranho] = await Promise.all([
    pessoa('MARIA DA SILVA', CPF_REPRESENTANTE, ac, lcrDaAc),
    pessoa('JOAO SOUZA', CPF_OUTRA_PESSOA, ac, lcrDaAc),
    pessoa('MARIA DA SILVA', CPF_REPRESENTANTE, outraRaiz),
  ]);
  const cadeia = [paraPkijs(ac.certificado.rawData), paraPkijs(raiz.certificado.rawData)];
  const lcrs = [await lcr(raiz), await lcr(ac)];
  const identidade = (p: typeof rep, c = cadeia, l = lcrs): Identidade => ({
    chave: p.chaves.privateKey,
    certificado: paraPkijs(p.certificado.rawData),
    cadeia: c,
    lcrs: l,
  });
  const pastaAncoras = await mkdtemp(join(tmpdir(), 'ancoras-'));
  await writeFile(join(pastaAncoras, 'raiz.pem'), raiz.certificado.toString('pem'));
  const cenario: CenarioAssinatura = {
    pastaAncoras,
    raiz: paraPkijs(raiz.certificado.rawData),
    representante: identidade(rep),
    outraPessoa: identidade(outra),
    desconhecido: identidade(estranho, [paraPkijs(outraRaiz.certificado.rawData)], []),
    revogado: identidade(rep, cadeia, [lcrs[0]!, await lcr(ac, [rep.certificado.serialNumber])]),
  };
  return { cenario, autoridades: { raiz, ac }, serieRepresentante: rep.certificado.serialNumber };
}

/** A one-page PDF with `texto`, as pdfkit (the portal's generator) writes it. */
export const pdfDeTeste = (texto: string) =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const partes: Buffer[] = [];
    doc.on('data', (parte: Buffer) => partes.push(parte));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.text(texto);
    doc.end();
  });

let cenario: Promise<CenarioAssinatura> | null = null;
/** The shared hierarchy of this test file, built on first use. */
export const cenarioAssinatura = () => (cenario ??= montarCenario().then((m) => m.cenario));

/**
 * What the verifier checks against in a unit test: the scenario's root trusted, a day when its
 * certificates are valid, the representative as the company's, `gerado` as the portal's PDF.
 */
export const contextoDeVerificacao = async (gerado: Buffer): Promise<ContextoVerificacao> => ({
  ancoras: await carregarAncoras([(await cenarioAssinatura()).pastaAncoras]),
  buscarLcr: null,
  agora: new Date('2026-03-10T12:00:00Z'),
  cpfResponsavel: CPF_REPRESENTANTE,
  hashesGerados: [sha256(gerado)],
});

/**
 * A hierarchy of its own whose certificates point to CRLs under `base` (`/raiz.crl`, `/ac.crl`),
 * and the CRLs its CAs would publish there, in DER.
 */
export async function cenarioComLcrNaRede(base: string) {
  const { cenario, autoridades, serieRepresentante } = await montarCenario(base);
  return {
    cenario,
    lcr: async (
      de: keyof typeof autoridades,
      vigencia: VigenciaLcr,
      { revogaRepresentante = false } = {},
    ) =>
      Buffer.from(
        (await gerarLcr(autoridades[de], revogaRepresentante ? [serieRepresentante] : [], vigencia))
          .rawData,
      ),
  };
}

const atributo = (type: string, value: asn1js.AsnType) =>
  new pkijs.Attribute({ type, values: [value] });

/** A CMS detached signature (adbe.pkcs7.detached) as a desktop signer or gov.br makes it. */
class SignerCms extends Signer {
  constructor(
    private readonly quem: Identidade,
    private readonly comLcrs: boolean,
  ) {
    super();
  }

  override async sign(pdf: Buffer, assinadoEm = new Date('2026-03-10T15:00:00Z')): Promise<Buffer> {
    const { certificado } = this.quem;
    const resumo = createHash('sha256').update(pdf).digest();
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: '1.2.840.113549.1.7.1' }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({
            issuer: certificado.issuer,
            serialNumber: certificado.serialNumber,
          }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              atributo(
                '1.2.840.113549.1.9.3',
                new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.1' }),
              ),
              atributo(
                '1.2.840.113549.1.9.4',
                new asn1js.OctetString({ valueHex: Uint8Array.from(resumo).buffer }),
              ),
              atributo('1.2.840.113549.1.9.5', new asn1js.UTCTime({ valueDate: assinadoEm })),
            ],
          }),
        }),
      ],
      certificates: [certificado, ...this.quem.cadeia],
      ...(this.comLcrs ? { crls: this.quem.lcrs } : {}),
    });
    await signedData.sign(this.quem.chave, 0, 'SHA-256');
    const info = new pkijs.ContentInfo({
      contentType: pkijs.ContentInfo.SIGNED_DATA,
      content: signedData.toSchema(true),
    });
    return Buffer.from(info.toSchema().toBER());
  }
}

/**
 * Signs `pdf` as `quem` in a new incremental update (the document before it stays byte for
 * byte). Without CRLs the revocation cannot be checked.
 */
export async function assinarPdf(
  pdf: Buffer,
  quem: Identidade,
  { comLcrs = true }: { comLcrs?: boolean } = {},
): Promise<Buffer> {
  const comEspaco = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: 'Proposta da chamada pública',
    contactInfo: '',
    name: 'Signatário de teste',
    location: 'São Paulo',
    signatureLength: 16_384,
  });
  return new SignPdf().sign(comEspaco, new SignerCms(quem, comLcrs));
}
