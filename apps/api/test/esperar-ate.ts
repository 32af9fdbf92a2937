/**
 * Waits until `condicao` holds, checking again as soon as the last check ends: for what a queue
 * does on its own time (a test never sleeps a fixed time).
 */
export async function esperarAte(
  condicao: () => Promise<boolean>,
  limiteMs = 30_000,
): Promise<void> {
  const fim = Date.now() + limiteMs;
  while (!(await condicao())) {
    if (Date.now() > fim) throw new Error('a condição esperada não aconteceu');
    await new Promise((r) => setTimeout(r, 50));
  }
}
