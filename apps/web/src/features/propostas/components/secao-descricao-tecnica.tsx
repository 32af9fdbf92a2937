import { SimpleGrid } from '@mantine/core';
import { LIMITES } from '@portal/domain';
import { CampoTextoLongo } from '@/components/form/campo-texto-longo';
import { SecaoFormulario } from '@/components/form/secao-formulario';
import { rotuloOpcional, ROTULOS_PROPOSTA, SECOES_PROPOSTA } from '@/lib/rotulos-proposta';
import { useContextoProposta } from '../hooks/use-contexto-proposta';
import type { CampoProposta } from '../lib/formulario-proposta';

const CAMPOS: readonly { name: CampoProposta; label: string }[] = [
  { name: 'conceito', label: ROTULOS_PROPOSTA.conceito },
  { name: 'aplicacaoPratica', label: ROTULOS_PROPOSTA.aplicacaoPratica },
  {
    name: 'requisitosTecnicosOperacionais',
    label: ROTULOS_PROPOSTA.requisitosTecnicosOperacionais,
  },
  { name: 'limitacoesTecnicas', label: ROTULOS_PROPOSTA.limitacoesTecnicas },
  { name: 'escalabilidade', label: ROTULOS_PROPOSTA.escalabilidade },
  { name: 'beneficiosEsperados', label: ROTULOS_PROPOSTA.beneficiosEsperados },
  { name: 'custosEstimados', label: ROTULOS_PROPOSTA.custosEstimados },
];

/** How the solution works and what it costs. */
export function SecaoDescricaoTecnica() {
  const { control } = useContextoProposta();
  return (
    <SecaoFormulario titulo={SECOES_PROPOSTA.descricaoTecnica}>
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
        label={rotuloOpcional(ROTULOS_PROPOSTA.modalidadeContratacao)}
        maxLength={LIMITES.modalidadeContratacao}
      />
    </SecaoFormulario>
  );
}
