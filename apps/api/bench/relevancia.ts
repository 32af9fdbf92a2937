/**
 * The catalogue search's relevance: the test set of test/relevancia (62 solutions, 42 queries as
 * municipal managers phrase them) through the real app, printing the share of queries whose
 * expected solution comes in the top 3, and the misses. On an in-memory PGlite and, with
 * BENCH_DATABASE_URL, on PostgreSQL in a throwaway schema: `npm run relevancia`.
 */
import { buildApp } from '../src/app.ts';
import { emCadaBanco } from './medicao.ts';
import { medirRelevancia, semearConjunto } from '../test/relevancia/medir-relevancia.ts';

await emCadaBanco(async (rotulo, databaseUrl, databaseSchema) => {
  const app = buildApp({ databaseUrl, databaseSchema, logLevel: 'silent' });
  await app.ready();
  try {
    const resultado = await medirRelevancia(app, await semearConjunto(app));
    const porcento = (resultado.taxa * 100).toFixed(1).replace('.', ',');
    console.log(
      `\n${rotulo}: ${porcento} % das buscas com a solução esperada entre as 3 primeiras ` +
        `(${resultado.acertos} de ${resultado.total}; meta: 90 %)`,
    );
    for (const falha of resultado.falhas) {
      console.log(
        `  falhou "${falha.busca}": esperada ${falha.esperada}, vieram ${falha.primeiras.join(', ') || 'nenhuma'}`,
      );
    }
  } finally {
    await app.close();
  }
});
