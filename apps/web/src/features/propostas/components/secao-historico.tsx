import { useWatch } from 'react-hook-form';
import { LIMITES, ROTULOS_PROPOSTA, SECOES_PROPOSTA } from '@portal/domain';
import { CampoSimNao } from '@/components/form/campo-sim-nao';
import { CampoTexto } from '@/components/form/campo-texto';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useContextoProposta } from '../hooks/use-contexto-proposta';

/** Where the solution already runs and who vouched for it. */
export function SecaoHistorico() {
  const { control, setValue, clearErrors } = useContextoProposta();
  const validada = useWatch({ control, name: 'validacaoOuRegistro' }) === true;
  return (
    <SecaoFormulario titulo={SECOES_PROPOSTA.historico}>
      <CampoSimNao
        control={control}
        name="validacaoOuRegistro"
        label={ROTULOS_PROPOSTA.validacaoOuRegistro}
        withAsterisk
        aoMudar={(sim) => {
          // Spec §4: without a validation the entity is disabled and cleared.
          if (!sim) {
            setValue('entidade', '');
            clearErrors('entidade');
          }
        }}
      />
      <CampoTexto
        control={control}
        name="entidade"
        label={ROTULOS_PROPOSTA.entidadeResponsavelValidacao}
        maxLength={LIMITES.entidadeResponsavelValidacao}
        disabled={!validada}
        withAsterisk={validada}
        description={validada ? undefined : 'Preenchida quando a solução foi validada.'}
      />
      <CampoTextoLongo
        control={control}
        name="cidadeImplementada"
        label={ROTULOS_PROPOSTA.cidadeImplementada}
        maxLength={LIMITES.cidadeImplementada}
        withAsterisk
      />
    </SecaoFormulario>
  );
}
