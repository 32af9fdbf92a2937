import { SecaoFormulario } from '@/components/form/secao-formulario';
import { SECOES_PROPOSTA } from '@/lib/rotulos-proposta';
import { CamposTecnicos } from './campos-tecnicos';

/** Why a city would want the solution. */
export function SecaoJustificativa() {
  return (
    <SecaoFormulario titulo={SECOES_PROPOSTA.justificativa}>
      <CamposTecnicos
        campos={['problemaResolvido', 'beneficiosDiretos', 'relevancia', 'diferencial']}
      />
    </SecaoFormulario>
  );
}
