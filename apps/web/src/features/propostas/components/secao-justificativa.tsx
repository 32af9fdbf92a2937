import { SimpleGrid } from '@mantine/core';
import { LIMITES } from '@portal/domain';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { ROTULOS_PROPOSTA, SECOES_PROPOSTA } from '@/lib/rotulos-proposta';
import { useContextoProposta } from '../hooks/use-contexto-proposta';
import type { CampoProposta } from '../lib/formulario-proposta';

const CAMPOS: readonly { name: CampoProposta; label: string }[] = [
  { name: 'problemaResolvido', label: ROTULOS_PROPOSTA.problemaResolvido },
  { name: 'beneficiosDiretos', label: ROTULOS_PROPOSTA.beneficiosDiretos },
  { name: 'relevancia', label: ROTULOS_PROPOSTA.relevancia },
  { name: 'diferencial', label: ROTULOS_PROPOSTA.diferencial },
];

/** Why a city would want the solution. */
export function SecaoJustificativa() {
  const { control } = useContextoProposta();
  return (
    <SecaoFormulario titulo={SECOES_PROPOSTA.justificativa}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {CAMPOS.map(({ name, label }) => (
          <CampoTextoLongo
            key={name}
            control={control}
            name={name}
            label={label}
            maxLength={LIMITES.campoTecnico}
            withAsterisk
          />
        ))}
      </SimpleGrid>
    </SecaoFormulario>
  );
}
