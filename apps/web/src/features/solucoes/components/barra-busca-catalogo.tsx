import { Button, Grid, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { capacidadesDoEixo, EIXOS } from '@portal/domain';
import { CampoBusca } from '@/components/form/campo-busca';
import { temFiltroCatalogo, type FiltrosCatalogo } from '../lib/filtros-catalogo';

interface BarraBuscaCatalogoProps {
  filtros: FiltrosCatalogo;
  onAlterar: (mudanca: Partial<FiltrosCatalogo>, opcoes?: { substituir?: boolean }) => void;
  onLimpar: () => void;
}

const opcoes = (itens: readonly { id: number; descricao: string }[]) =>
  itens.map((item) => ({ value: String(item.id), label: item.descricao }));

const numeroOuNulo = (valor: string | null) => (valor === null ? null : Number(valor));

/** Words, axis and capability: the capability list is the chosen axis's own. */
export function BarraBuscaCatalogo({ filtros, onAlterar, onLimpar }: BarraBuscaCatalogoProps) {
  return (
    <Grid gap="md" role="search" aria-label="Buscar soluções" align="flex-end">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <CampoBusca
          principal
          label="Buscar"
          placeholder="Palavras do título, da descrição ou palavras-chave"
          valor={filtros.busca}
          onMudar={(busca) => onAlterar({ busca }, { substituir: true })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 'auto' }}>
        <Select
          label="Eixo temático"
          placeholder="Todos os eixos"
          data={opcoes(EIXOS)}
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
          data={filtros.eixo === null ? [] : opcoes(capacidadesDoEixo(filtros.eixo))}
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
