import { Button, Grid, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import {
  capacidadesDoEixo,
  EIXOS,
  type ContagemFaceta,
  type FacetasSolucoes,
} from '@portal/domain';
import { CampoBusca } from '@/components/form/campo-busca';
import { temFiltroCatalogo, type FiltrosCatalogo } from '../lib/filtros-catalogo';

interface BarraBuscaCatalogoProps {
  filtros: FiltrosCatalogo;
  /** How many solutions each axis and capability gives; absent while the first page loads. */
  facetas?: FacetasSolucoes | undefined;
  onAlterar: (mudanca: Partial<FiltrosCatalogo>, opcoes?: { substituir?: boolean }) => void;
  onLimpar: () => void;
}

const opcoes = (
  itens: readonly { id: number; descricao: string }[],
  contagens: readonly ContagemFaceta<number>[] | undefined,
) =>
  itens.map((item) => {
    const total = contagens && (contagens.find((c) => c.valor === item.id)?.total ?? 0);
    return {
      value: String(item.id),
      label: total === undefined ? item.descricao : `${item.descricao} (${total})`,
    };
  });

const numeroOuNulo = (valor: string | null) => (valor === null ? null : Number(valor));

/**
 * Words, axis and capability, each option with how many solutions it gives: the capability list
 * is the chosen axis's own.
 */
export function BarraBuscaCatalogo({
  filtros,
  facetas,
  onAlterar,
  onLimpar,
}: BarraBuscaCatalogoProps) {
  return (
    <Grid gap="md" role="search" aria-label="Buscar soluções" align="flex-end">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <CampoBusca
          principal
          label="Buscar"
          placeholder='Ex.: iluminação pública -solar ou "semáforo inteligente"'
          valor={filtros.busca}
          onMudar={(busca) => onAlterar({ busca }, { substituir: true })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 'auto' }}>
        <Select
          label="Eixo temático"
          placeholder="Todos os eixos"
          data={opcoes(EIXOS, facetas?.eixo)}
          value={filtros.eixo === null ? null : String(filtros.eixo)}
          onChange={(valor) => onAlterar({ eixo: numeroOuNulo(valor) })}
          clearable
          clearButtonProps={{ 'aria-label': 'Limpar eixo temático' }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 'auto' }}>
        <Select
          label="Capacidade do eixo"
          placeholder={filtros.eixo === null ? 'Escolha um eixo primeiro' : 'Todas as capacidades'}
          data={
            filtros.eixo === null
              ? []
              : opcoes(capacidadesDoEixo(filtros.eixo), facetas?.capacidade)
          }
          value={filtros.capacidade === null ? null : String(filtros.capacidade)}
          onChange={(valor) => onAlterar({ capacidade: numeroOuNulo(valor) })}
          disabled={filtros.eixo === null}
          clearable
          clearButtonProps={{ 'aria-label': 'Limpar capacidade do eixo' }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 'content' }}>
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={onLimpar}
          disabled={!temFiltroCatalogo(filtros)}
        >
          Limpar filtros
        </Button>
      </Grid.Col>
    </Grid>
  );
}
