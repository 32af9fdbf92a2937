/**
 * Answers kept while the version they were computed from stays the same: the public pages'
 * version for catalogue searches (migrations 0031 and 0042) and for the calendar a company's
 * write is checked against, a company's list version for its list (0043). Each answer is kept with the version read before it was computed, so one computed
 * while a change landed is never served as current. Callers asking for one being computed share
 * it; the oldest go first past `maximo`, so endless variations (a crawler's searches, every
 * company of the call) cost memory only up to that.
 */
export function criarMemoriaPorVersao<T>(maximo: number) {
  const guardadas = new Map<string, { versao: number; valor: Promise<T> }>();
  return {
    obter(chave: string, versao: number, calcular: () => Promise<T>): Promise<T> {
      const guardada = guardadas.get(chave);
      guardadas.delete(chave);
      if (guardada?.versao === versao) {
        // Most recently used last: the first of the Map is the first out.
        guardadas.set(chave, guardada);
        return guardada.valor;
      }
      const valor = calcular();
      if (guardadas.size >= maximo) guardadas.delete(guardadas.keys().next().value!);
      guardadas.set(chave, { versao, valor });
      // A failure (the database away) is not kept: the next caller asks again.
      valor.catch(() => {
        if (guardadas.get(chave)?.valor === valor) guardadas.delete(chave);
      });
      return valor;
    },
  };
}
