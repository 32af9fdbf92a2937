/** A copy of the object without one key (e.g. the password confirmation the API never gets). */
export const omitir = <T extends object, K extends keyof T>(objeto: T, chave: K): Omit<T, K> =>
  Object.fromEntries(Object.entries(objeto).filter(([nome]) => nome !== chave)) as Omit<T, K>;
