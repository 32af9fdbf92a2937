/**
 * What the campaign day (campanha.bench.ts) finds in the database before the load: published
 * solutions, companies signed in with a draft each, administrators signed in, and a CNPJ card.
 * Straight to the database and through the API as the tests do, in the bench's schema.
 */
import { join } from 'node:path';
import { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { STATUS_PROPOSTA } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { findRepoRoot } from '../src/infra/repo-root.ts';
import { injectAs, signedInCompanyUser } from '../test/fixtures.ts';
import { signedInStaff } from '../test/fixtures-equipe.ts';
import { arquivoPayload, novaProposta } from '../test/fixtures-proposta.ts';
import {
  aleatorio,
  destinoAleatorio,
  inserirEmpresaComUsuario,
  inserirPropostas,
  linhaProposta,
} from '../test/semeadura.ts';
import { TEMAS, type Semeadura } from './campanha-roteiros.ts';

// Sign-up and the per-address limits would answer 429 to a bench that signs in 60 people from
// one address in seconds; the tests raise them the same way. The instances get it too.
export const RATE_LIMIT_FACTOR = '1000';

export const webDist = join(findRepoRoot(), 'apps/web/dist');

/** A one-page PDF like a CNPJ card, made in memory. */
export async function cartaoCnpjPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  const fim = new Promise((resolve) => doc.on('end', resolve));
  doc.fontSize(16).text('Comprovante de Inscrição e de Situação Cadastral');
  doc.moveDown().fontSize(11);
  for (let i = 0; i < 30; i++) doc.text(`Campo ${i + 1}: valor de exemplo para o teste de carga.`);
  doc.end();
  await fim;
  return Buffer.concat(partes);
}

/** How much the campaign day seeds. */
export interface Tamanho {
  solucoes: number;
  empresas: number;
  equipe: number;
}

/** Seeds through a third app (not listening) that also migrates the schema, then closes it. */
export async function semear(
  databaseUrl: string,
  schema: string,
  pdf: Buffer,
  tamanho: Tamanho,
): Promise<Semeadura> {
  const app = buildApp(
    {
      databaseUrl,
      databaseSchema: schema,
      logLevel: 'warn',
      webDist,
      rateLimitFactor: Number(RATE_LIMIT_FACTOR),
    },
    { logStream: new Writable({ write: (_chunk, _encoding, done) => done() }) },
  );
  try {
    await app.ready();
    const rng = aleatorio(2026);
    const dono = await inserirEmpresaComUsuario(app.db);
    const publicadas = Array.from({ length: tamanho.solucoes }, (_, i) => {
      const [titulo, palavra] = TEMAS[i % TEMAS.length]!;
      return linhaProposta(dono, {
        titulo: `${titulo} ${i + 1}`,
        descricao: `Solução publicada sobre ${palavra} para municípios paulistas.`,
        keyWords: [palavra, 'cidades inteligentes'],
        ...destinoAleatorio(rng),
        statusPropostaId: STATUS_PROPOSTA.DISPONIBILIZADA_NO_PORTAL,
      });
    });
    await inserirPropostas(app.db, publicadas);
    const catalogo = await app.inject({ method: 'GET', url: '/api/solucoes?tamanho=1' });
    if (catalogo.json().total !== tamanho.solucoes)
      throw new Error(`o catálogo não mostra as soluções semeadas: ${catalogo.body}`);

    // Signed in through the API: a real password hash and a real session for each.
    const empresas: Semeadura['empresas'] = [];
    for (let i = 0; i < tamanho.empresas; i++) {
      const usuario = await signedInCompanyUser(app);
      const rascunho = linhaProposta(
        { usuarioId: usuario.id, empresaId: usuario.empresaId },
        { titulo: `Rascunho da empresa ${i + 1}` },
      );
      await inserirPropostas(app.db, [rascunho]);
      empresas.push({
        cookie: usuario.cookie,
        empresaId: usuario.empresaId,
        rascunhoId: rascunho.id!,
      });
    }
    // Administrators: exporting the scores is theirs only.
    const equipe: string[] = [];
    for (let i = 0; i < tamanho.equipe; i++) equipe.push((await signedInStaff(app, 5)).cookie);

    // One of each request before the load, so a refused payload fails here with its answer
    // instead of as thousands of errors.
    const [empresa] = empresas;
    const conferencias = [
      injectAs(app, empresa!, {
        method: 'POST',
        url: '/api/proposta',
        payload: { ...novaProposta(), id: empresa!.rascunhoId },
      }),
      injectAs(app, empresa!, {
        method: 'PUT',
        url: `/api/fileindexer/empresa/${empresa!.empresaId}/provacnpj/file`,
        payload: arquivoPayload(pdf, 'cartao-cnpj.pdf'),
      }),
      injectAs(app, { cookie: equipe[0]! }, { method: 'GET', url: '/api/proposta/analise' }),
      injectAs(app, { cookie: equipe[0]! }, { method: 'GET', url: '/api/avaliacao/exportacao' }),
    ];
    for (const resposta of await Promise.all(conferencias)) {
      if (resposta.statusCode >= 300) {
        throw new Error(`conferência recusada: ${resposta.statusCode} ${resposta.body}`);
      }
    }
    return { solucoes: publicadas.map((p) => p.id!), empresas, equipe };
  } finally {
    await app.close();
  }
}
