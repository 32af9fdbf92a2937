import { rotuloCampoProposta } from '@portal/domain';
import { reaplicarSobreAtual, type Divergencia } from '@/lib/conflito-versao';
import { CAMINHOS_API, CAMPOS_PROPOSTA, type TextosProposta } from './formulario-proposta';

/** A solution's texts after a refused save: the generic merge, with the form's field labels. */
export const reaplicarTextos = (
  meus: TextosProposta,
  base: TextosProposta,
  atual: TextosProposta,
): { valores: TextosProposta; divergencias: Divergencia[] } =>
  reaplicarSobreAtual(meus, base, atual, {
    campos: CAMPOS_PROPOSTA,
    rotulo: (campo) => rotuloCampoProposta(CAMINHOS_API[campo]),
  });
