import { SimpleGrid } from '@mantine/core';
import { LIMITES, rotuloOpcional, ROTULOS_PROPOSTA, SECOES_PROPOSTA } from '@portal/domain';
import { CampoSimNao } from '@/components/form/campo-sim-nao';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useContextoProposta } from '../hooks/use-contexto-proposta';

/** Who keeps the solution running, and how fast. */
export function SecaoSuporte() {
  const { control } = useContextoProposta();
  return (
    <SecaoFormulario titulo={SECOES_PROPOSTA.suporte}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CampoSimNao
          control={control}
          name="suporteTecnicoBrasil"
          label={ROTULOS_PROPOSTA.suporteNoBrasil}
          withAsterisk
        />
        <CampoSimNao control={control} name="softwareServicoSaaS" label={ROTULOS_PROPOSTA.saaS} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <CampoTextoLongo
          control={control}
          name="tempoMedioAtendimento"
          label={ROTULOS_PROPOSTA.tempoMedio}
          maxLength={LIMITES.tempoMedioAtendimento}
          minRows={2}
          withAsterisk
        />
        <CampoTextoLongo
          control={control}
          name="tempoGarantiaSolucao"
          label={ROTULOS_PROPOSTA.tempoGarantia}
          maxLength={LIMITES.tempoGarantiaSolucao}
          minRows={2}
          withAsterisk
        />
        <CampoTextoLongo
          control={control}
          name="tempoMedioEntreFalhas"
          label={rotuloOpcional(ROTULOS_PROPOSTA.mtbf)}
          maxLength={LIMITES.tempoMedioEntreFalhas}
          minRows={2}
        />
      </SimpleGrid>
    </SecaoFormulario>
  );
}
