import { randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EIXOS, STATUS_PROPOSTA } from '@portal/domain';
import type { Executor } from '../src/infra/db/client.ts';
import { empresa, telefone, usuario } from '../src/infra/db/schema.ts';
import { historicoStatusProposta, proposta } from '../src/infra/db/schema-propostas.ts';

/**
 * Rows written straight to the database, for tests that need many companies and proposals with
 * chosen names, dates and statuses (and for the benchmark): registering through the API costs a
 * password hash and a strength check each. Seeded users cannot sign in (their hash is not one).
 */

type EmpresaValores = typeof empresa.$inferInsert;
type PropostaValores = typeof proposta.$inferInsert;

let sequencia = 0;
const proximo = () => ++sequencia;

/** 14 digits, unique in the process; the database checks only the shape of a CNPJ. */
const cnpjUnico = () => String(10_000_000_000_000 + proximo() * 7919).slice(-14);

export const linhaEmpresa = (valores: Partial<EmpresaValores> = {}): EmpresaValores => ({
  id: randomUUID(),
  nomeOficial: `Empresa ${proximo()} Ltda`,
  nomeFantasia: null,
  cnpj: cnpjUnico(),
  tipoEmpresa: 2,
  webSite: 'https://exemplo.com.br',
  responsavelLegalNome: 'Responsável Legal',
  responsavelLegalCpf: '52998224725',
  responsavelLegalRg: '123456789',
  responsavelLegalEmail: 'responsavel@exemplo.com.br',
  ...valores,
});

export const linhaUsuario = (
  empresaId: string | null,
  valores: Partial<typeof usuario.$inferInsert> = {},
) => {
  const email = `semeado.${proximo()}.${randomUUID().slice(0, 8)}@exemplo.com.br`;
  return {
    id: randomUUID(),
    nome: 'Contato Semeado',
    email,
    login: email,
    senhaHash: 'semeado-sem-senha',
    tipoUsuario: 1,
    empresaId,
    aceiteLgpd: true,
    dataAceiteLgpd: new Date(),
    ...valores,
  };
};

export const linhaProposta = (
  dono: { usuarioId: string; empresaId: string },
  valores: Partial<PropostaValores> = {},
): PropostaValores => ({
  id: randomUUID(),
  codigoProposta: `CI-2024-${String(proximo()).padStart(6, '0')}`,
  ...dono,
  titulo: `Solução ${proximo()}`,
  descricao: 'Descrição semeada.',
  keyWords: ['semeada'],
  destino: 3,
  indiceDetalhe: 24,
  conceito: 'c',
  aplicacaoPratica: 'a',
  requisitosTecnicosOperacionais: 'r',
  limitacoesTecnicas: 'l',
  escalabilidade: 'e',
  beneficiosEsperados: 'b',
  custosEstimados: 'c',
  problemaResolvido: 'p',
  beneficiosDiretos: 'b',
  relevancia: 'r',
  diferencial: 'd',
  validacaoOuRegistro: false,
  cidadeImplementada: 'São Paulo',
  suporteNoBrasil: true,
  tempoMedio: '4 horas',
  tempoGarantia: '12 meses',
  statusPropostaId: STATUS_PROPOSTA.AGUARDANDO_EMPRESA,
  ...valores,
});

/** Inserts in batches: one statement per 500 rows keeps under PostgreSQL's 65,535 parameters. */
export async function inserirEmLotes<T extends PgTable>(
  db: Executor,
  tabela: T,
  linhas: T['$inferInsert'][],
  lote = 500,
) {
  for (let i = 0; i < linhas.length; i += lote) {
    await db.insert(tabela).values(linhas.slice(i, i + lote));
  }
}

/** A company with one active user (and a phone): the owner proposals point at. */
export async function inserirEmpresaComUsuario(
  db: Executor,
  valores: Partial<EmpresaValores> = {},
  telefoneDe: { ddd: string; numero: string } | null = { ddd: '11', numero: '987654321' },
) {
  const linha = linhaEmpresa(valores);
  const dono = linhaUsuario(linha.id!);
  await db.transaction(async (tx) => {
    await tx.insert(empresa).values({ ...linha, usuarioId: dono.id });
    await tx.insert(usuario).values(dono);
    if (telefoneDe) {
      await tx
        .insert(telefone)
        .values({ id: randomUUID(), usuarioId: dono.id, tipoTelefone: 1, ...telefoneDe });
    }
  });
  return { empresaId: linha.id!, usuarioId: dono.id };
}

/** Proposals with their first history entry, as the API would leave them. */
export async function inserirPropostas(db: Executor, linhas: PropostaValores[]) {
  await inserirEmLotes(db, proposta, linhas, 400);
  await inserirEmLotes(
    db,
    historicoStatusProposta,
    linhas.map((p) => ({
      propostaId: p.id,
      statusPropostaId: p.statusPropostaId ?? 1,
      usuarioId: p.usuarioId,
      dataHora: p.dataCadastro,
    })),
    1000,
  );
}

/** A small deterministic generator, so a seeded data set is the same at every run. */
export function aleatorio(semente: number) {
  let estado = semente >>> 0;
  const proximoNumero = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const inteiro = (min: number, max: number) => min + Math.floor(proximoNumero() * (max - min + 1));
  return {
    numero: proximoNumero,
    inteiro,
    item: <T>(lista: readonly T[]) => lista[inteiro(0, lista.length - 1)]!,
  };
}

/** A random axis and one of its capabilities. */
export const destinoAleatorio = (rng: ReturnType<typeof aleatorio>) => {
  const eixo = rng.item(EIXOS);
  return { destino: eixo.id, indiceDetalhe: rng.item(eixo.capacidades).id };
};
