import { SECOES_PROPOSTA } from '@portal/domain';
import { SecaoFormulario } from '@/components/form/secao-formulario';
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
