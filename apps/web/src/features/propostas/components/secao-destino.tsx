import { SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import {
  capacidadesDoEixo,
  EIXOS,
  isCapacidadeOutros,
  LIMITES,
  ROTULOS_PROPOSTA,
  SECOES_PROPOSTA,
} from '@portal/domain';
import { CampoSelect } from '@/components/form/campo-select';
import { CampoTexto } from '@/components/form/campo-texto';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useContextoProposta } from '../hooks/use-contexto-proposta';

/**
 * The thematic axis, then one of that axis's capabilities (global ids, docs/decisions/001);
 * the axis's "Outros" asks which one.
 */
export function SecaoDestino() {
  const { control, setValue, clearErrors } = useContextoProposta();
  const eixo = useWatch({ control, name: 'destino' });
  const capacidade = useWatch({ control, name: 'destinoIndiceDetalhe' });
  const capacidades = eixo ? capacidadesDoEixo(eixo) : [];
  const outros = capacidade !== null && isCapacidadeOutros(capacidade);

  return (
    <SecaoFormulario titulo={SECOES_PROPOSTA.destino}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CampoSelect
          control={control}
          name="destino"
          label={ROTULOS_PROPOSTA.destino}
          opcoes={EIXOS}
          withAsterisk
          aoMudar={() => {
            // A capability belongs to one axis: a new axis starts the choice over.
            setValue('destinoIndiceDetalhe', null);
            setValue('destinoOutro', '');
            clearErrors(['destinoIndiceDetalhe', 'destinoOutro']);
          }}
        />
        <CampoSelect
          control={control}
          name="destinoIndiceDetalhe"
          label={ROTULOS_PROPOSTA.indiceDetalhe}
          opcoes={capacidades}
          disabled={!eixo}
          placeholder={eixo ? 'Selecione' : 'Escolha antes o eixo temático'}
          withAsterisk
        />
      </SimpleGrid>
      {outros && (
        <CampoTexto
          control={control}
          name="destinoOutro"
          label={ROTULOS_PROPOSTA.destinoOutro}
          maxLength={LIMITES.destinoOutro}
          withAsterisk
        />
      )}
    </SecaoFormulario>
  );
}
