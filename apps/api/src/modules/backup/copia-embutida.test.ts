import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { login } from '../../../test/fixtures.ts';
import {
  pgliteVazio,
  portalEmbutidoComDados,
  postgresVazio,
  retrato,
  apagarPastas,
  pastaTemporaria,
} from '../../../test/fixtures-copia.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { gerarCopia } from './gerar-copia.ts';
import { restaurarCopia } from './restaurar-copia.ts';

let origem: Awaited<ReturnType<typeof portalEmbutidoComDados>>;
let copia: string;
let esperado: Awaited<ReturnType<typeof retrato>>;

beforeAll(async () => {
  origem = await portalEmbutidoComDados();
  copia = join(await pastaTemporaria('portal-copia-'), 'portal.copia');
  const database = await createDatabase({ url: origem.local });
  try {
    await gerarCopia({ database, bucket: null, destino: copia, chave: null });
    esperado = await retrato(database);
  } finally {
    await database.close();
  }
});

afterAll(apagarPastas);

describe('cópia de segurança do banco embutido', () => {
  it('restaura noutro banco embutido com as mesmas linhas e os mesmos arquivos', async () => {
    const destino = await pgliteVazio();
    await restaurarCopia({ database: destino.database, bucket: null, origem: copia, chave: null });
    const restaurado = await retrato(destino.database);
    await destino.database.close();

    expect(Object.keys(esperado.arquivos).length).toBeGreaterThanOrEqual(11);
    expect(esperado.linhas.email_saida).toBeGreaterThan(0);
    expect(esperado.linhas.historico_status_proposta).toBeGreaterThan(0);
    expect(restaurado).toEqual(esperado);

    // The portal starts on the restored database and the old password still signs in.
    const app = await buildTestApp(destino.config);
    try {
      const sessao = await login(app, origem.usuario);
      expect(sessao.empresaId).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

// Outgrowing the embedded default: the same archive moves the portal to PostgreSQL.
describe.runIf(process.env.TEST_DATABASE_URL)('do banco embutido para o PostgreSQL', () => {
  it('restaura com as mesmas linhas e arquivos, e a senha antiga entra', async () => {
    const destino = await postgresVazio();
    try {
      await restaurarCopia({
        database: destino.database,
        bucket: null,
        origem: copia,
        chave: null,
      });
      expect(await retrato(destino.database)).toEqual(esperado);
      await destino.database.close();
      const app = await buildTestApp(destino.config);
      try {
        expect((await login(app, origem.usuario)).empresaId).toBeTruthy();
      } finally {
        await app.close();
      }
    } finally {
      await destino.drop();
    }
  });
});
