// @module-tag dois-bancos
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/fixtures.ts';
import {
  pgliteVazio,
  retrato,
  apagarPastas,
  copiaDoPortalEmbutido,
  escreverNoPortalRestaurado,
  tabelasSemEstatisticas,
} from '../../../test/fixtures-copia.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { iniciarCaixaSmtp } from '../../../test/caixa-smtp.ts';
import { ENVIO_RAPIDO } from '../../../test/mensagem-de-teste.ts';
import { restaurarCopia } from './restaurar-copia.ts';

let origem: Awaited<ReturnType<typeof copiaDoPortalEmbutido>>;

beforeAll(async () => {
  origem = await copiaDoPortalEmbutido();
});

afterAll(apagarPastas);

describe('cópia de segurança do banco embutido', () => {
  it('restaura as mesmas linhas e arquivos; o portal aceita escritas novas', async () => {
    const destino = await pgliteVazio();
    await restaurarCopia({
      database: destino.database,
      bucket: null,
      origem: origem.copia,
      chave: null,
    });
    const restaurado = await retrato(destino.database);
    const semEstatisticas = await tabelasSemEstatisticas(destino.database);
    await destino.database.close();

    expect(Object.keys(origem.esperado.arquivos).length).toBeGreaterThanOrEqual(11);
    expect(origem.esperado.linhas.email_saida).toBeGreaterThan(0);
    expect(origem.esperado.linhas.historico_status_proposta).toBeGreaterThan(0);
    expect(restaurado).toEqual(origem.esperado);
    // The embedded database has no autovacuum: without the restore's ANALYZE, never.
    expect(semEstatisticas).toEqual([]);

    // The portal starts on the restored database, the old password still signs in, the messages
    // that waited in the outbox go out and new people write as on the old portal.
    expect(origem.pendentes).toBeGreaterThan(0);
    const caixa = await iniciarCaixaSmtp();
    const app = await buildTestApp({
      ...destino.config,
      smtpUrl: caixa.url,
      emailEnvio: ENVIO_RAPIDO,
      filaIntervaloSegundos: 0.5,
    });
    try {
      const sessao = await login(app, origem.usuario);
      expect(sessao.empresaId).toBeTruthy();
      await caixa.esperar((recebidas) => recebidas.length >= origem.pendentes);
      expect(caixa.recebidas).toHaveLength(origem.pendentes);

      expect(await escreverNoPortalRestaurado(app)).toBe(origem.codigoSeguinte);
    } finally {
      await app.close();
      await caixa.fechar();
    }
  }, 180_000);
});
