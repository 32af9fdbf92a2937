import { Group, Radio, SimpleGrid } from '@mantine/core';
import { ROTULOS_FILTROS_SIM_NAO, type ContagemFaceta, type FacetasSolucoes } from '@portal/domain';
import type { FiltroSimNao, FiltrosCatalogo } from '../lib/filtros-catalogo';

interface FacetasCatalogoProps {
  filtros: FiltrosCatalogo;
  facetas: FacetasSolucoes | undefined;
  onAlterar: (mudanca: Partial<FiltrosCatalogo>) => void;
}

const ROTULOS: Record<FiltroSimNao, string> = ROTULOS_FILTROS_SIM_NAO;

const contagem = (faceta: readonly ContagemFaceta<boolean>[] | undefined, valor: boolean) =>
  faceta?.find((item) => item.valor === valor)?.total ?? 0;

const VALORES = { todas: null, sim: true, nao: false } as const;
type Opcao = keyof typeof VALORES;
const opcaoDe = (valor: boolean | null): Opcao =>
  valor === null ? 'todas' : valor ? 'sim' : 'nao';

/** The yes/no filters, each a group of radios with how many solutions each answer gives. */
export function FacetasCatalogo({ filtros, facetas, onAlterar }: FacetasCatalogoProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {(Object.keys(ROTULOS) as FiltroSimNao[]).map((filtro) => (
        <Radio.Group
          key={filtro}
          name={filtro}
          label={ROTULOS[filtro]}
          value={opcaoDe(filtros[filtro])}
          onChange={(opcao) => onAlterar({ [filtro]: VALORES[opcao as Opcao] })}
        >
          <Group gap="lg" mt={6}>
            <Radio value="todas" label="Todas" />
            <Radio value="sim" label={`Sim (${contagem(facetas?.[filtro], true)})`} />
            <Radio value="nao" label={`Não (${contagem(facetas?.[filtro], false)})`} />
          </Group>
        </Radio.Group>
      ))}
    </SimpleGrid>
  );
}
