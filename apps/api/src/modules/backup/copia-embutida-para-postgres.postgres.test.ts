import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/fixtures.ts';
import {
  postgresVazio,
  retrato,
  apagarPastas,
  copiaDoPortalEmbutido,
  escreverNoPortalRestaurado,
} from '../../../test/fixtures-copia.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { restaurarCopia } from './restaurar-copia.ts';

/** Outgrowing the embedded default: the same archive moves the portal to PostgreSQL. */
let origem: Awaited<ReturnType<typeof copiaDoPortalEmbutido>>;

beforeAll(async () => {
  origem = await copiaDoPortalEmbutido();
});

afterAll(apagarPastas);

describe('do banco embutido para o PostgreSQL', () => {
  it('restaura as mesmas linhas e arquivos; o portal aceita escritas novas', async () => {
    const destino = await postgresVazio();
    try {
      await restaurarCopia({
        database: destino.database,
        bucket: null,
        origem: origem.copia,
        chave: null,
      });
      expect(await retrato(destino.database)).toEqual(origem.esperado);
      await destino.database.close();
      const app = await buildTestApp(destino.config);
      try {
        expect((await login(app, origem.usuario)).empresaId).toBeTruthy();
        expect(await escreverNoPortalRestaurado(app)).toBe(origem.codigoSeguinte);
      } finally {
        await app.close();
      }
    } finally {
      await destino.drop();
    }
  }, 180_000);
});
