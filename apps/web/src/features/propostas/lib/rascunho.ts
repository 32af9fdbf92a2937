import { CAMPOS_PROPOSTA, type TextosProposta } from './formulario-proposta';

/** A draft of the solution form: what was typed and when, never the files. */
export interface Rascunho {
  salvoEm: string;
  valores: TextosProposta;
}

const PREFIXO = 'portal:rascunho-proposta';

/** One draft per user and per solution ('nova' for the one not saved yet). */
export const chaveRascunho = (usuarioId: string, propostaId: string | null): string =>
  `${PREFIXO}:${usuarioId}:${propostaId ?? 'nova'}`;

/** Only the form's own fields, whatever else the values carry (the chosen files). */
export const somenteTextos = (valores: TextosProposta): TextosProposta =>
  Object.fromEntries(CAMPOS_PROPOSTA.map((campo) => [campo, valores[campo]])) as never;

export const textosIguais = (a: TextosProposta, b: TextosProposta): boolean =>
  CAMPOS_PROPOSTA.every((campo) => (a[campo] ?? null) === (b[campo] ?? null));

const isRascunho = (valor: unknown): valor is Rascunho =>
  typeof valor === 'object' &&
  valor !== null &&
  typeof (valor as Rascunho).salvoEm === 'string' &&
  typeof (valor as Rascunho).valores === 'object' &&
  (valor as Rascunho).valores !== null;

/**
 * The browser's storage of drafts. Storage may be full or blocked (private windows): a draft is
 * a convenience, so a failure is logged and never interrupts typing.
 */
export const rascunhos = {
  ler(chave: string): Rascunho | null {
    try {
      const texto = localStorage.getItem(chave);
      const valor: unknown = texto ? JSON.parse(texto) : null;
      return isRascunho(valor) ? valor : null;
    } catch {
      return null;
    }
  },
  salvar(chave: string, valores: TextosProposta, agora = new Date()): void {
    const rascunho: Rascunho = { salvoEm: agora.toISOString(), valores: somenteTextos(valores) };
    try {
      localStorage.setItem(chave, JSON.stringify(rascunho));
    } catch (erro) {
      console.error(erro);
    }
  },
  apagar(chave: string): void {
    try {
      localStorage.removeItem(chave);
    } catch (erro) {
      console.error(erro);
    }
  },
};

/**
 * The draft to offer when the form opens: one that differs from what is saved. The browser
 * drops a draft on every successful save, so a differing one holds typing the server lacks.
 */
export function rascunhoParaOferecer(chave: string, salvos: TextosProposta): Rascunho | null {
  const rascunho = rascunhos.ler(chave);
  if (!rascunho) return null;
  const valores = { ...salvos, ...somenteTextos({ ...salvos, ...rascunho.valores }) };
  return textosIguais(valores, salvos) ? null : { ...rascunho, valores };
}
