import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Proposta } from '@portal/domain';
import { usuario } from '../src/infra/db/schema.ts';
import { proposta } from '../src/infra/db/schema-propostas.ts';
import { exemploPropostaMaxima } from '../src/modules/proposta/pdf/proposta-pdf.fixtures.ts';
import { injectAs } from './fixtures.ts';

/** Proposals, files and shortcuts for the proposal and file-service tests (and the benchmark). */

type Sessao = { cookie: string };

/** A valid proposal payload, as the form sends it; `titulo` is unique unless overridden. */
export const novaProposta = (overrides: Partial<Proposta> = {}): Proposta => ({
  titulo: `Semáforos que conversam ${randomBytes(3).toString('hex')}`,
  descricao: 'Controle adaptativo de tráfego com sensores de fluxo.',
  keyWords: ['mobilidade', 'semáforos', 'tráfego'],
  destino: { destino: 3, indiceDetalhe: 24 },
  descricaoTecnicaSolucao: {
    conceito: 'Controladores que ajustam o tempo de verde conforme a fila medida.',
    aplicacaoPratica: 'Corredores de ônibus e cruzamentos congestionados.',
    requisitosTecnicosOperacionais: 'Energia estável e conexão 4G.',
    limitacoesTecnicas: 'Manutenção periódica dos sensores.',
    escalabilidade: 'De um cruzamento a toda a malha.',
    beneficiosEsperados: 'Até 20% menos tempo de viagem.',
    custosEstimados: 'R$ 35.000,00 por cruzamento.',
  },
  justificativa: {
    problemaResolvido: 'Congestionamentos em horários de pico.',
    beneficiosDiretos: 'Menos tempo parado e menos emissões.',
    relevancia: 'A mobilidade é prioridade do plano diretor.',
    diferencial: 'Comunicação entre cruzamentos sem central dedicada.',
  },
  historicoSolucao: { validacaoOuRegistro: false, cidadeImplementada: 'Campinas e Sorocaba' },
  suporteSolucao: { suporteNoBrasil: true, tempoMedio: '4 horas', tempoGarantia: '12 meses' },
  ...overrides,
});

/** Every field at its maximum length: the renderer's maximal fixture, as a payload. */
export const propostaMaxima = (): Proposta => {
  const { titulo, descricao, keyWords, destino, descricaoTecnicaSolucao, justificativa } =
    exemploPropostaMaxima();
  const { historicoSolucao, suporteSolucao } = exemploPropostaMaxima();
  return {
    titulo,
    descricao,
    keyWords,
    destino,
    descricaoTecnicaSolucao,
    justificativa,
    historicoSolucao,
    suporteSolucao,
  };
};

/** A deep copy of `objeto` with the dot path set to `valor` (removed when undefined). */
export const comValor = (objeto: object, caminho: string, valor: unknown) => {
  const copia = structuredClone(objeto) as Record<string, unknown>;
  const chaves = caminho.split('.');
  const ultima = chaves.pop()!;
  const alvo = chaves.reduce((atual, chave) => atual[chave] as Record<string, unknown>, copia);
  if (valor === undefined) delete alvo[ultima];
  else alvo[ultima] = valor;
  return copia;
};

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
// Real 1×1 images: a photo must decode as what its first bytes claim.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);

/** A PDF of exactly `bytes` bytes (the 2 MiB limit is on the decoded size). */
export const pdfDeTamanho = (bytes: number) =>
  Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]);

export const arquivoPayload = (bytes: Buffer, nomeOriginal: string) => ({
  nomeOriginal,
  conteudo: bytes.toString('base64'),
  tipoDoArquivo: 4,
});

/** Creates a proposal through the API and returns its id; throws with the answer if refused. */
export async function criarProposta(
  app: FastifyInstance,
  sessao: Sessao,
  proposta: Proposta = novaProposta(),
): Promise<string> {
  const response = await injectAs(app, sessao, {
    method: 'PUT',
    url: '/api/proposta',
    payload: proposta,
  });
  if (response.statusCode !== 201) {
    throw new Error(`proposta recusada: ${response.statusCode} ${response.body}`);
  }
  return response.json().idCriadoGuid;
}

/**
 * A proposal ready to be printed and signed: every field and one photo (the completeness rule
 * asks for both before the PDF, the signed PDF and publication).
 */
export async function criarPropostaCompleta(
  app: FastifyInstance,
  sessao: Sessao,
  proposta: Proposta = novaProposta(),
): Promise<string> {
  const id = await criarProposta(app, sessao, proposta);
  const foto = await enviarArquivo(app, sessao, id, 'fotos', PNG, 'foto-da-solucao.png');
  if (foto.statusCode !== 200) throw new Error(`foto recusada: ${foto.body}`);
  return id;
}

/** Uploads to `/api/fileindexer/proposta/{id}/{caminho}/file`. */
export const enviarArquivo = (
  app: FastifyInstance,
  sessao: Sessao | null,
  propostaId: string,
  caminho: string,
  bytes: Buffer,
  nome = 'arquivo.pdf',
) =>
  injectAs(app, sessao, {
    method: 'POST',
    url: `/api/fileindexer/proposta/${propostaId}/${caminho}/file`,
    payload: arquivoPayload(bytes, nome),
  });

/** The company's CNPJ proof, which the signed form waits for. */
export async function enviarProvaCnpj(
  app: FastifyInstance,
  sessao: Sessao & { empresaId: string },
) {
  const response = await injectAs(app, sessao, {
    method: 'PUT',
    url: `/api/fileindexer/empresa/${sessao.empresaId}/provacnpj/file`,
    payload: arquivoPayload(PDF, 'cartao-cnpj.pdf'),
  });
  if (response.statusCode !== 200) throw new Error(`prova recusada: ${response.body}`);
}

/**
 * Sets the current status in SQL, without a history entry: for tests of what a status allows.
 * This instance then reads the public version at once, as after a route's write, so its kept
 * pages and searches follow; other instances learn it as from any write.
 */
export async function definirStatus(app: FastifyInstance, propostaId: string, status: number) {
  await app.db
    .update(proposta)
    .set({ statusPropostaId: status })
    .where(eq(proposta.id, propostaId));
  await app.versaoPublica.atualizar();
}

/**
 * Turns a signed-in user into an analyst (type 4) in SQL; the session reads the type at every
 * request, so the same cookie now acts as staff. Real staff accounts: fixtures-equipe.ts.
 */
export async function tornarAnalista(app: FastifyInstance, usuarioId: string) {
  await app.db.update(usuario).set({ tipoUsuario: 4 }).where(eq(usuario.id, usuarioId));
}
