import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helper.ts';
import { migrate } from '../../infra/db/migrate.ts';
import { tentativa } from '../../infra/db/schema.ts';
import { createLimiter, type Limite } from './limiter.ts';
import { createTentativasRepository } from './repository.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database);
});
afterAll(() => database.drop());

const LIMITE: Limite = { escopo: 'teste', max: 3, janelaSegundos: 3600 };

describe('contador de tentativas no banco', () => {
  it('conta por chave e recusa com 429 e retry-after depois do máximo', async () => {
    const limiter = createLimiter(createTentativasRepository(database.db));
    for (let i = 0; i < 3; i++) await limiter.hit(LIMITE, 'a@x.com');
    await limiter.hit(LIMITE, 'b@x.com');
    await expect(limiter.hit(LIMITE, 'a@x.com')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    });
  });

  it('multiplica o máximo pelo fator configurado', async () => {
    const limiter = createLimiter(createTentativasRepository(database.db), 2);
    for (let i = 0; i < 6; i++) await limiter.hit(LIMITE, 'fator@x.com');
    await expect(limiter.hit(LIMITE, 'fator@x.com')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('guarda só o hash do valor na chave', async () => {
    const rows = await database.db.select().from(tentativa);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.chave).toMatch(/^teste:[0-9a-f]{64}$/);
  });

  it('ainda pesa a janela anterior logo depois da virada', async () => {
    const repository = createTentativasRepository(database.db);
    // Three attempts in the window that just closed: right after the edge they still count.
    await database.db.insert(tentativa).values({
      chave: 'virada',
      janela: sql`to_timestamp(floor(extract(epoch from now()) / 3600) * 3600) - interval '1 hour'`,
      contagem: 3,
    });
    const { contagem, anterior } = await repository.increment('virada', 3600);
    expect({ contagem, anterior }).toEqual({ contagem: 1, anterior: 3 });
  });
});
