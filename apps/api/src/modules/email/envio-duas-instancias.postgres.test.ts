/**
 * Two servers on one PostgreSQL: each message goes out once. Only where there is a PostgreSQL
 * (TEST_DATABASE_URL; the api project includes `*.postgres.test.ts` only then): PGlite is one
 * connection inside one process, so two instances cannot share it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { iniciarCaixaSmtp, type CaixaSmtp } from '../../../test/caixa-smtp.ts';
import { esperarAte } from '../../../test/esperar-ate.ts';
import { freshTestDatabase } from '../../../test/helper.ts';
import { ENVIO_RAPIDO, mensagemDeTeste } from '../../../test/mensagem-de-teste.ts';
import { enfileirarEmail } from './outbox.ts';

let caixa: CaixaSmtp;
beforeAll(async () => {
  caixa = await iniciarCaixaSmtp();
});
afterAll(() => caixa?.fechar());

it('drenam 200 mensagens e o servidor SMTP recebe cada uma exatamente uma vez', async () => {
  const banco = await freshTestDatabase();
  const config = {
    databaseUrl: banco.url,
    databaseSchema: banco.schema,
    logLevel: 'silent' as const,
    smtpUrl: caixa.url,
    emailEnvio: ENVIO_RAPIDO,
    filaIntervaloSegundos: 0.5,
  };
  const a = buildApp(config);
  await a.ready();
  const b = buildApp(config);
  await b.ready();
  try {
    const assuntos = Array.from({ length: 200 }, (_, i) => `Lote ${i + 1}`);
    // Written by both instances, ten per transaction, as events would.
    for (let i = 0; i < assuntos.length; i += 10) {
      const instancia = (i / 10) % 2 === 0 ? a : b;
      await instancia.db.transaction(async (tx) => {
        for (const assunto of assuntos.slice(i, i + 10)) {
          await enfileirarEmail(tx, mensagemDeTeste('lote@exemplo.com.br', assunto));
        }
      });
    }
    await caixa.esperar(() => caixa.para('lote@exemplo.com.br').length >= 200, 120_000);
    await esperarAte(async () => {
      const resultado = (await a.db.execute(
        sql`select count(*)::int as pendentes from email_saida where status <> 'enviado'`,
      )) as unknown as { rows: { pendentes: number }[] };
      return resultado.rows[0]!.pendentes === 0;
    });
    const recebidos = caixa.para('lote@exemplo.com.br').map((m) => m.assunto);
    expect(recebidos).toHaveLength(200);
    expect(new Set(recebidos)).toEqual(new Set(assuntos));
  } finally {
    await a.close();
    await b.close();
    await banco.drop();
  }
}, 180_000);
