import { SimpleGrid } from '@mantine/core';
import { LIMITES, ROTULOS_PROPOSTA } from '@portal/domain';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { useContextoProposta } from '../hooks/use-contexto-proposta';
import type { CampoProposta } from '../lib/formulario-proposta';

type CampoTecnico = CampoProposta & keyof typeof ROTULOS_PROPOSTA;

/** The required long texts (777 characters each) of the technical and justification sections. */
export function CamposTecnicos({ campos }: { campos: readonly CampoTecnico[] }) {
  const { control } = useContextoProposta();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {campos.map((name) => (
        <CampoTextoLongo
          key={name}
          control={control}
          name={name}
          label={ROTULOS_PROPOSTA[name]}
          maxLength={LIMITES.campoTecnico}
          withAsterisk
        />
      ))}
    </SimpleGrid>
  );
}
