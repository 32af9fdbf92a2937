import type { VersaoPublica } from './versao-publica.ts';

/**
 * Answers made only of what the public pages show, kept while the public version (migrations
 * 0031 and 0042) stays the same: the catalogue changes a few times a month, while on a campaign
 * day thousands of visitors search for the same few words. Each answer is kept with the version
 * read before it was computed, so one computed while a change landed is never served as current.
 * Visitors who ask for one being computed share it; the oldest go first past `maximo`, so a
 * crawler's endless variations cost memory only up to that.
 */
export function criarMemoriaDaVersao<T>(versaoPublica: VersaoPublica, maximo: number) {
  const guardadas = new Map<string, { versao: number; valor: Promise<T> }>();
  return {
    obter(chave: string, calcular: () => Promise<T>): Promise<T> {
      const versao = versaoPublica.atual();
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
      // A failure (the database away) is not kept: the next visitor asks again.
      valor.catch(() => {
        if (guardadas.get(chave)?.valor === valor) guardadas.delete(chave);
      });
      return valor;
    },
  };
}
