import { SimpleGrid } from '@mantine/core';
import { LIMITES } from '@portal/domain';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { useContextoProposta } from '../hooks/use-contexto-proposta';
import type { CampoProposta } from '../lib/formulario-proposta';

const CAMPOS: readonly { name: CampoProposta; label: string }[] = [
  { name: 'conceito', label: 'Conceito da solução' },
  { name: 'aplicacaoPratica', label: 'Aplicação prática' },
  { name: 'requisitosTecnicosOperacionais', label: 'Requisitos técnicos e operacionais' },
  { name: 'limitacoesTecnicas', label: 'Limitações técnicas' },
  { name: 'escalabilidade', label: 'Escalabilidade' },
  { name: 'beneficiosEsperados', label: 'Benefícios esperados' },
  { name: 'custosEstimados', label: 'Custos estimados' },
];

/** How the solution works and what it costs. */
export function SecaoDescricaoTecnica() {
  const { control } = useContextoProposta();
  return (
    <SecaoFormulario titulo="Descrição técnica da solução">
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
      <CampoTextoLongo
        control={control}
        name="modalidadeContratacao"
        label="Modalidade de contratação (opcional)"
        maxLength={LIMITES.modalidadeContratacao}
      />
    </SecaoFormulario>
  );
}
