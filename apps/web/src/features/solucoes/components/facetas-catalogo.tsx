import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import {
  nomeMunicipioComUf,
  RESULTADOS_PARECER,
  ROTULO_FILTRO_MUNICIPIO,
  ROTULO_FILTRO_PARECER,
  ROTULOS_FILTROS_SIM_NAO,
  ROTULOS_PARECER,
  type ContagemFaceta,
  type FacetasSolucoes,
} from '@portal/domain';
import type { FiltroSimNao, FiltrosCatalogo } from '../lib/filtros-catalogo';

interface FacetasCatalogoProps {
  filtros: FiltrosCatalogo;
  facetas: FacetasSolucoes | undefined;
  onAlterar: (mudanca: Partial<FiltrosCatalogo>) => void;
}

const ROTULOS: Record<FiltroSimNao, string> = ROTULOS_FILTROS_SIM_NAO;

const contagem = <T,>(faceta: readonly ContagemFaceta<T>[] | undefined, valor: T) =>
  faceta?.find((item) => item.valor === valor)?.total ?? 0;

// A radio's value is text; "Todas" is the filter off.
const TODAS = 'todas';

const VALORES = { [TODAS]: null, sim: true, nao: false } as const;
type Opcao = keyof typeof VALORES;
const opcaoDe = (valor: boolean | null): Opcao =>
  valor === null ? 'todas' : valor ? 'sim' : 'nao';

/**
 * The catalogue's facets, each a group of radios with how many solutions each answer gives: the
 * yes/no filters, the opinion's outcome and the municipalities the solutions already run in.
 */
export function FacetasCatalogo({ filtros, facetas, onAlterar }: FacetasCatalogoProps) {
  const municipios = facetas?.municipio ?? [];
  return (
    <Stack gap="md">
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
              <Radio value={TODAS} label="Todas" />
              <Radio value="sim" label={`Sim (${contagem(facetas?.[filtro], true)})`} />
              <Radio value="nao" label={`Não (${contagem(facetas?.[filtro], false)})`} />
            </Group>
          </Radio.Group>
        ))}
      </SimpleGrid>
      <Radio.Group
        name="parecer"
        label={ROTULO_FILTRO_PARECER}
        value={filtros.parecer ?? TODAS}
        onChange={(opcao) =>
          onAlterar({ parecer: RESULTADOS_PARECER.find((r) => r === opcao) ?? null })
        }
      >
        <Group gap="lg" mt={6}>
          <Radio value={TODAS} label="Todas" />
          {RESULTADOS_PARECER.map((resultado) => (
            <Radio
              key={resultado}
              value={resultado}
              label={`${ROTULOS_PARECER[resultado]} (${contagem(facetas?.parecer, resultado)})`}
            />
          ))}
        </Group>
      </Radio.Group>
      {municipios.length > 0 && (
        <Radio.Group
          name="municipio"
          label={ROTULO_FILTRO_MUNICIPIO}
          value={filtros.municipio === null ? TODAS : String(filtros.municipio)}
          onChange={(opcao) => onAlterar({ municipio: opcao === TODAS ? null : Number(opcao) })}
        >
          <Group gap="lg" mt={6}>
            <Radio value={TODAS} label="Todas" />
            {municipios.map((municipio) => (
              <Radio
                key={municipio.valor}
                value={String(municipio.valor)}
                label={`${nomeMunicipioComUf(municipio)} ${municipio.total}`}
              />
            ))}
          </Group>
        </Radio.Group>
      )}
    </Stack>
  );
}
