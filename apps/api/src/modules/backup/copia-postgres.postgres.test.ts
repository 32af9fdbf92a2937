import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseClient } from '../../infra/db/client.ts';
import { login, signedInCompanyUser, type UsuarioDeTeste } from '../../../test/fixtures.ts';
import { criarProposta, enviarArquivo, JPEG, PDF } from '../../../test/fixtures-proposta.ts';
import {
  pgliteVazio,
  preencherPortal,
  retrato,
  apagarPastas,
  pastaTemporaria,
  escreverNoPortalRestaurado,
} from '../../../test/fixtures-copia.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { gerarCopia } from './gerar-copia.ts';
import { restaurarCopia } from './restaurar-copia.ts';

/**
 * The portal on PostgreSQL keeps serving during a backup; only where there is a PostgreSQL
 * (TEST_DATABASE_URL).
 */
let app: FastifyInstance;
let origem: DatabaseClient;
let usuario: UsuarioDeTeste;

beforeAll(async () => {
  app = await buildTestApp();
  usuario = await preencherPortal(app);
  origem = await createDatabase({
    url: app.config.databaseUrl!,
    schema: app.config.databaseSchema,
  });
});

afterAll(async () => {
  await origem.close();
  await app.close();
  await apagarPastas();
});

/**
 * Keeps creating solutions with files through the API until told to stop; `criadas` counts the
 * solutions whose files are all in.
 */
function escreverSemParar(sessao: Awaited<ReturnType<typeof signedInCompanyUser>>) {
  let parar = false;
  let criadas = 0;
  const escrevendo = (async () => {
    while (!parar) {
      const id = await criarProposta(app, sessao);
      await enviarArquivo(app, sessao, id, 'fotos', JPEG, 'rua.jpg');
      await enviarArquivo(app, sessao, id, 'documentosentregues/portfolios', PDF, 'p.pdf');
      criadas += 1;
    }
  })();
  return {
    criadas: () => criadas,
    parar: async () => {
      parar = true;
      await escrevendo;
    },
  };
}

describe('cópia do PostgreSQL em uso', () => {
  it('tirada durante escritas, restaura um estado coerente que aceita escritas', async () => {
    const copia = join(await pastaTemporaria('portal-copia-'), 'portal.copia');
    const escritas = escreverSemParar(await signedInCompanyUser(app));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const antes = escritas.criadas();
    await gerarCopia({ database: origem, bucket: null, destino: copia, chave: null });
    const depois = escritas.criadas();
    await escritas.parar();
    // The writes went on while the backup read.
    expect(depois).toBeGreaterThan(antes);

    const destino = await pgliteVazio();
    await restaurarCopia({ database: destino.database, bucket: null, origem: copia, chave: null });
    const restaurado = await retrato(destino.database);
    const [coerencia] = await destino.database.withSession((session) =>
      session.query<{ sem_historico: number }>(
        `select count(*)::int as sem_historico from proposta p
          where not exists (select 1 from historico_status_proposta h where h.proposta_id = p.id)`,
      ),
    );
    await destino.database.close();

    expect(coerencia).toEqual({ sem_historico: 0 });
    expect(Object.values(restaurado.arquivos)).not.toContain('sem conteúdo');
    expect(restaurado.linhas.arquivo).toBe(Object.keys(restaurado.arquivos).length);

    const restaurada = await buildTestApp(destino.config);
    try {
      expect((await login(restaurada, usuario)).empresaId).toBeTruthy();
      // Solutions created while the backup read took codes its rows may not show: none repeats.
      expect(await escreverNoPortalRestaurado(restaurada)).toBeGreaterThan(
        restaurado.linhas.proposta!,
      );
    } finally {
      await restaurada.close();
    }
  }, 180_000);

  it('sem escritas, restaura no banco embutido com as mesmas linhas e arquivos', async () => {
    const copia = join(await pastaTemporaria('portal-copia-'), 'portal.copia');
    await gerarCopia({ database: origem, bucket: null, destino: copia, chave: null });
    const esperado = await retrato(origem);
    const destino = await pgliteVazio();
    await restaurarCopia({ database: destino.database, bucket: null, origem: copia, chave: null });
    expect(await retrato(destino.database)).toEqual(esperado);
    await destino.database.close();
  });
});
