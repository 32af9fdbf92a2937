import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo } from '../infra/db/schema.ts';
import { registroAuditoria } from '../infra/db/schema-auditoria.ts';
import { injectAs, signedInCompanyUser, type Sessao } from '../../test/fixtures.ts';
import { adminDeTeste, signedInAdmin } from '../../test/fixtures-equipe.ts';
import {
  arquivoPayload,
  criarProposta,
  enviarArquivo,
  PDF,
  pdfDeTamanho,
} from '../../test/fixtures-proposta.ts';
import {
  ASSINATURA_EICAR,
  clamdDeTeste,
  EICAR,
  type ClamdDeTeste,
} from '../../test/clamd-de-teste.ts';
import { buildTestApp, tempDir } from '../../test/helper.ts';
import { logCapturado } from '../../test/log-capturado.ts';
import { lerClamdUrl } from '../infra/clamd.ts';

/** A PDF that carries the EICAR string: what clamd must find inside an accepted format. */
const PDF_INFECTADO = Buffer.concat([PDF, EICAR, Buffer.from('\n%%EOF\n')]);
const ANEXO = 'documentosentregues/portfolios';
const ADMIN = adminDeTeste();

let clamd: ClamdDeTeste;
let app: FastifyInstance;
let empresa: Sessao & { id: string };
let propostaId: string;

const arquivosDaProposta = async () =>
  (await app.db.select({ n: count() }).from(arquivo).where(eq(arquivo.propostaId, propostaId)))[0]!
    .n;

const tentativasComVirus = (usuarioId: string) =>
  app.db
    .select()
    .from(registroAuditoria)
    .where(eq(registroAuditoria.acao, 'arquivo.malware'))
    .then((linhas) => linhas.filter((linha) => linha.usuarioId === usuarioId));

beforeAll(async () => {
  clamd = await clamdDeTeste();
  const inicio = performance.now();
  await clamd.iniciar();
  console.info(`clamd respondeu PING em ${Math.round(performance.now() - inicio)} ms`);
  app = await buildTestApp({
    admin: ADMIN,
    antivirus: { clamd: lerClamdUrl(clamd.url), timeoutMs: 5000 },
  });
  empresa = await signedInCompanyUser(app);
  propostaId = await criarProposta(app, empresa);
});
afterAll(async () => {
  await app?.close();
  await clamd?.encerrar();
});

describe('antivírus (clamd) nos envios de arquivo', () => {
  it('recusa o anexo com vírus (422 com o nome da assinatura), não grava e registra a tentativa', async () => {
    const resposta = await enviarArquivo(
      app,
      empresa,
      propostaId,
      ANEXO,
      PDF_INFECTADO,
      'port.pdf',
    );
    const mensagem = `O arquivo port.pdf foi recusado: o antivírus encontrou ${ASSINATURA_EICAR}. Verifique o computador de onde ele veio.`;
    expect(resposta.statusCode).toBe(422);
    expect(resposta.json()).toEqual({
      message: mensagem,
      issues: [{ path: 'conteudo', message: mensagem }],
    });
    expect(await arquivosDaProposta()).toBe(0);
    const [tentativa, ...outras] = await tentativasComVirus(empresa.id);
    expect(outras).toEqual([]);
    expect(tentativa).toMatchObject({
      classe: 'registro',
      entidade: 'arquivo',
      empresaId: empresa.empresaId,
      detalhes: {
        nome: 'port.pdf',
        ameaca: ASSINATURA_EICAR,
        tamanho: PDF_INFECTADO.length,
        rota: '/api/fileindexer/proposta/:id/documentosentregues/portfolios/file',
      },
    });
  });

  it('acha o vírus num arquivo de 2 MiB que cruza a divisa entre dois pedaços do INSTREAM', async () => {
    const inicio = 64 * 1024 - EICAR.length / 2;
    const grande = pdfDeTamanho(2 * 1024 * 1024);
    EICAR.copy(grande, inicio);
    const antes = performance.now();
    const resposta = await enviarArquivo(app, empresa, propostaId, ANEXO, grande, 'grande.pdf');
    console.info(
      `envio de 2 MiB com vírus respondido em ${Math.round(performance.now() - antes)} ms`,
    );
    expect([resposta.statusCode, resposta.json().message]).toEqual([
      422,
      expect.stringContaining(ASSINATURA_EICAR),
    ]);
    expect(await arquivosDaProposta()).toBe(0);
  });

  it('aceita e grava o arquivo limpo', async () => {
    const resposta = await enviarArquivo(app, empresa, propostaId, ANEXO, PDF, 'limpo.pdf');
    expect(resposta.statusCode).toBe(200);
    expect(await arquivosDaProposta()).toBe(1);
  });

  it('todo envio de arquivo passa por ele: anexo, PDF assinado, comprovante de CNPJ, documento', async () => {
    expect([...app.rotasExaminadas].sort()).toEqual([
      'POST /api/fileindexer/proposta/:id/:context',
      'POST /api/fileindexer/proposta/:id/documentosentregues/certificadosvalidacao/file',
      'POST /api/fileindexer/proposta/:id/documentosentregues/comprovantesimplementacao/file',
      'POST /api/fileindexer/proposta/:id/documentosentregues/outros/file',
      'POST /api/fileindexer/proposta/:id/documentosentregues/portfolios/file',
      'POST /api/fileindexer/proposta/:id/documentosentregues/relatoriosdesempenho/file',
      'POST /api/fileindexer/proposta/:id/documentosentregues/relatoriosestudoscaso/file',
      'POST /api/fileindexer/proposta/:id/formassinado/file',
      'POST /api/fileindexer/proposta/:id/fotos/file',
      'POST /api/fileindexer/proposta/:id/historicosolucao/certificacoes/file',
      'POST /api/fileindexer/proposta/:id/historicosolucao/premiosrecebidos/file',
      'PUT /api/documentos/:id',
      'PUT /api/fileindexer/empresa/:companyId/provacnpj/file',
    ]);
    const admin = await signedInAdmin(app, ADMIN);
    const envios = [
      {
        sessao: empresa,
        method: 'POST',
        url: `/api/fileindexer/proposta/${propostaId}/formassinado/file`,
      },
      {
        sessao: empresa,
        method: 'PUT',
        url: `/api/fileindexer/empresa/${empresa.empresaId}/provacnpj/file`,
      },
      { sessao: admin, method: 'PUT', url: '/api/documentos/edital' },
    ] as const;
    for (const { sessao, method, url } of envios) {
      const payload = arquivoPayload(PDF_INFECTADO, 'x.pdf');
      const resposta = await injectAs(app, sessao, { method, url, payload });
      expect([resposta.statusCode, resposta.json().message], url).toEqual([
        422,
        expect.stringContaining(ASSINATURA_EICAR),
      ]);
    }
    const [todos] = await app.db.select({ n: count() }).from(arquivo);
    expect(todos?.n).toBe(1);
  });

  it('clamd parado: 503 "Verificação de arquivos indisponível" e nada gravado; de volta, o envio passa', async () => {
    const antes = await arquivosDaProposta();
    await clamd.parar();
    const parado = await enviarArquivo(app, empresa, propostaId, ANEXO, PDF, 'parado.pdf');
    expect(parado.statusCode).toBe(503);
    expect(parado.json()).toEqual({
      message: 'Verificação de arquivos indisponível. Tente enviar de novo em alguns minutos.',
    });
    expect(await arquivosDaProposta()).toBe(antes);

    await clamd.iniciar();
    const deVolta = await enviarArquivo(app, empresa, propostaId, ANEXO, PDF, 'de-volta.pdf');
    expect(deVolta.statusCode).toBe(200);
    expect(await arquivosDaProposta()).toBe(antes + 1);
  });
});

describe('clamd que não responde', () => {
  let mudo: Server;
  let lento: FastifyInstance;

  beforeAll(async () => {
    // Accepts the connection and reads the file, but never answers: a clamd stuck on a scan.
    const socket = join(await tempDir('portal-clamd-mudo-'), 'mudo.sock');
    mudo = createServer((conexao) => conexao.resume());
    await new Promise<void>((resolve) => mudo.listen(socket, resolve));
    lento = await buildTestApp({ antivirus: { clamd: { path: socket }, timeoutMs: 300 } });
  });
  afterAll(async () => {
    await lento?.close();
    mudo?.close();
  });

  it('passado CLAMD_TIMEOUT_MS, recusa com 503 e nada é gravado', async () => {
    const sessao = await signedInCompanyUser(lento);
    const id = await criarProposta(lento, sessao);
    const resposta = await enviarArquivo(lento, sessao, id, ANEXO, PDF, 'lento.pdf');
    expect(resposta.statusCode).toBe(503);
    const [todos] = await lento.db.select({ n: count() }).from(arquivo);
    expect(todos?.n).toBe(0);
  });
});

describe('sem CLAMD_URL', () => {
  it('nada é examinado e a partida diz isso uma vez no log', async () => {
    const log = logCapturado();
    const semAntivirus = await buildTestApp(
      { antivirus: null, logLevel: 'info' },
      { logStream: log.stream },
    );
    try {
      const sessao = await signedInCompanyUser(semAntivirus);
      const id = await criarProposta(semAntivirus, sessao);
      const resposta = await enviarArquivo(semAntivirus, sessao, id, ANEXO, PDF_INFECTADO, 'e.pdf');
      expect(resposta.statusCode).toBe(200);
      expect(semAntivirus.rotasExaminadas).toEqual([]);
      expect(log.texto().split('CLAMD_URL não definida').length - 1).toBe(1);
    } finally {
      await semAntivirus.close();
    }
  });
});
