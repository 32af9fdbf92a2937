/**
 * Background work done one task at a time, with a bound on what may wait: past `maximo`
 * waiting tasks a new one is refused, so a burst (a crawler asking for thousands of pages, each
 * to be recompressed) costs neither unbounded memory nor minutes of a core.
 */
export function filaUmaPorVez(maximo: number) {
  let fila: Promise<void> = Promise.resolve();
  let esperando = 0;
  return {
    /** Queues the task; false when the queue is full and the task was not taken. */
    agendar(tarefa: () => Promise<void>): boolean {
      if (esperando >= maximo) return false;
      esperando++;
      fila = fila.then(async () => {
        try {
          await tarefa();
        } catch {
          // A failed task is the caller's to absorb; the next ones keep their turn.
        } finally {
          esperando--;
        }
      });
      return true;
    },
    /** Resolves when every task taken so far is done. */
    concluida: (): Promise<void> => fila,
  };
}
