import { SimpleGrid } from '@mantine/core';
import { LIMITES } from '@portal/domain';
import { CampoSimNao } from '@/components/form/campo-sim-nao';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useContextoProposta } from '../hooks/use-contexto-proposta';

/** Who keeps the solution running, and how fast. */
export function SecaoSuporte() {
  const { control } = useContextoProposta();
  return (
    <SecaoFormulario titulo="Suporte da solução">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CampoSimNao
          control={control}
          name="suporteTecnicoBrasil"
          label="Oferece suporte técnico no Brasil?"
          withAsterisk
        />
        <CampoSimNao
          control={control}
          name="softwareServicoSaaS"
          label="É oferecida como software como serviço (SaaS)?"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <CampoTextoLongo
          control={control}
          name="tempoMedioAtendimento"
          label="Tempo médio de atendimento"
          maxLength={LIMITES.tempoMedioAtendimento}
          minRows={2}
          withAsterisk
        />
        <CampoTextoLongo
          control={control}
          name="tempoGarantiaSolucao"
          label="Tempo de garantia da solução"
          maxLength={LIMITES.tempoGarantiaSolucao}
          minRows={2}
          withAsterisk
        />
        <CampoTextoLongo
          control={control}
          name="tempoMedioEntreFalhas"
          label="Tempo médio entre falhas (opcional)"
          maxLength={LIMITES.tempoMedioEntreFalhas}
          minRows={2}
        />
      </SimpleGrid>
    </SecaoFormulario>
  );
}
