import { rotuloCampoProposta } from '@portal/domain';
import {
  CAMINHOS_API,
  CAMPOS_PROPOSTA,
  type CampoProposta,
  type TextosProposta,
} from './formulario-proposta';

/** A field both people changed: the form keeps this person's text and shows the other's. */
export interface Divergencia {
  campo: CampoProposta;
  rotulo: string;
  /** What the other person saved, as text to read. */
  valorSalvo: string;
}

const iguais = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

const comoTexto = (valor: TextosProposta[CampoProposta]): string => {
  if (valor === null || valor === '') return '(em branco)';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  return String(valor);
};

/**
 * After a save was refused because someone saved meanwhile (issue 20): the current copy with
 * this person's changes reapplied. A field only this person changed keeps their text; one only
 * the other changed takes theirs; one both changed keeps this person's and is listed, with the
 * other's value beside it. Nothing typed is lost, nothing saved is dropped unseen.
 */
export function reaplicarSobreAtual(
  meus: TextosProposta,
  base: TextosProposta,
  atual: TextosProposta,
): { textos: TextosProposta; divergencias: Divergencia[] } {
  const textos = { ...atual };
  const divergencias: Divergencia[] = [];
  for (const campo of CAMPOS_PROPOSTA) {
    if (iguais(meus[campo], base[campo])) continue;
    (textos as Record<CampoProposta, unknown>)[campo] = meus[campo];
    if (!iguais(atual[campo], base[campo]) && !iguais(atual[campo], meus[campo])) {
      divergencias.push({
        campo,
        rotulo: rotuloCampoProposta(CAMINHOS_API[campo]),
        valorSalvo: comoTexto(atual[campo]),
      });
    }
  }
  return { textos, divergencias };
}
