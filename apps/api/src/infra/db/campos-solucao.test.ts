import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPOS_SOLUCAO } from '@portal/domain';
import { createTestDatabase } from '../../../test/helper.ts';
import { migrate } from './migrate.ts';
import { proposta } from './schema-propostas.ts';

/** The columns the server keeps about a solution, which no company writes. */
const COLUNAS_DO_SERVIDOR = [
  'id',
  'codigoProposta',
  'usuarioId',
  'empresaId',
  'statusPropostaId',
  'dataCadastro',
  'dataAlteracao',
  'dataHoraEnvioPdf',
  'tituloNormalizado',
  'publicadaEm',
  'versao',
  // Kept by the database from the text and the status (0040).
  'municipiosImplantada',
  'parecerComDct',
];

const colunas = getTableColumns(proposta);

/**
 * Columns the database keeps for itself and the app reads only by name in SQL: the search
 * document (0032) stays out of the Drizzle schema so a row read whole never carries it.
 */
const SO_DO_BANCO = ['documento_busca'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database);
});
afterAll(() => database.drop());

/** The `proposta` table as the migrations leave it, by SQL column. */
const colunasMigradas = () =>
  database.withSession((s) =>
    s.query<{ coluna: string; tamanho: number | null }>(
      `select column_name as coluna, character_maximum_length as tamanho
       from information_schema.columns
       where table_schema = current_schema() and table_name = 'proposta'`,
    ),
  );

describe('a lista dos campos da solução', () => {
  it('guarda cada campo numa coluna do esquema, sem repetir coluna nem caminho', () => {
    for (const campo of CAMPOS_SOLUCAO) expect(Object.keys(colunas)).toContain(campo.coluna);
    expect(new Set(CAMPOS_SOLUCAO.map((c) => c.coluna)).size).toBe(CAMPOS_SOLUCAO.length);
    expect(new Set(CAMPOS_SOLUCAO.map((c) => c.caminho)).size).toBe(CAMPOS_SOLUCAO.length);
  });

  it('tem uma entrada para cada coluna do esquema que não é do servidor', () => {
    const semEntrada = Object.keys(colunas).filter(
      (coluna) =>
        !COLUNAS_DO_SERVIDOR.includes(coluna) &&
        !CAMPOS_SOLUCAO.some((campo) => campo.coluna === coluna),
    );
    expect(semEntrada).toEqual([]);
  });

  it('confere com as migrações: as mesmas colunas, e cada texto com o limite do formulário', async () => {
    const migradas = await colunasMigradas();
    expect(
      migradas
        .map((c) => c.coluna)
        .filter((coluna) => !SO_DO_BANCO.includes(coluna))
        .sort(),
    ).toEqual(
      Object.values(colunas)
        .map((coluna) => coluna.name)
        .sort(),
    );
    for (const campo of CAMPOS_SOLUCAO) {
      if (campo.tipo !== 'texto' && campo.tipo !== 'linha') continue;
      const migrada = migradas.find((c) => c.coluna === colunas[campo.coluna].name);
      expect({ coluna: campo.coluna, tamanho: migrada?.tamanho }).toEqual({
        coluna: campo.coluna,
        tamanho: campo.limite,
      });
    }
  });
});
