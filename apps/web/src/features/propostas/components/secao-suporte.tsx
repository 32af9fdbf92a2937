import { SimpleGrid } from '@mantine/core';
import { ROTULOS_PROPOSTA, SECOES_PROPOSTA } from '@portal/domain';
import { CampoSimNao } from '@/components/form/campo-sim-nao';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useContextoProposta } from '../hooks/use-contexto-proposta';
import { campoDoFormulario } from '../lib/formulario-proposta';

const CAMPOS_DE_TEMPO = [
  'suporteSolucao.tempoMedio',
  'suporteSolucao.tempoGarantia',
  'suporteSolucao.mtbf',
] as const;

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
        {CAMPOS_DE_TEMPO.map((caminho) => (
          <CampoTextoLongo
            key={caminho}
            control={control}
            {...campoDoFormulario(caminho)}
            minRows={2}
          />
        ))}
      </SimpleGrid>
    </SecaoFormulario>
  );
}
