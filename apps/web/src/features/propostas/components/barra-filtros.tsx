import { Button, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { capacidadesDoEixo, EIXOS, STATUS_PROPOSTA_LISTA } from '@portal/domain';
import type { FiltrosAnalise } from '../lib/parametros-analise';
import { CampoBusca } from '@/components/form/campo-busca';
import { useAvaliadores } from '@/hooks/use-avaliadores';

interface BarraFiltrosProps {
  filtros: FiltrosAnalise;
  onAlterar: (mudanca: Partial<FiltrosAnalise>, opcoes?: { substituir?: boolean }) => void;
  onLimpar: () => void;
}

const opcoes = (itens: readonly { id: number; descricao: string }[]) =>
  itens.map((item) => ({ value: String(item.id), label: item.descricao }));

const numeroOuNulo = (valor: string | null) => (valor === null ? null : Number(valor));

/** Status, axis, capability, company and free text: each change asks the server again. */
export function BarraFiltros({ filtros, onAlterar, onLimpar }: BarraFiltrosProps) {
  const avaliadores = useAvaliadores();
  const algumFiltro =
    filtros.status.length > 0 ||
    filtros.eixo !== null ||
    filtros.empresa !== '' ||
    filtros.busca !== '' ||
    filtros.avaliador !== '' ||
    filtros.avaliacao !== '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      <MultiSelect
        label="Status"
        placeholder={filtros.status.length ? undefined : 'Todos'}
        data={opcoes(STATUS_PROPOSTA_LISTA)}
        value={filtros.status.map(String)}
        onChange={(valores) => onAlterar({ status: valores.map(Number).sort((a, b) => a - b) })}
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar status' }}
        hidePickedOptions
        maxDropdownHeight={320}
      />
      <Select
        label="Eixo temático"
        placeholder="Todos"
        data={opcoes(EIXOS)}
        value={filtros.eixo === null ? null : String(filtros.eixo)}
        onChange={(valor) => onAlterar({ eixo: numeroOuNulo(valor) })}
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar eixo temático' }}
      />
      <Select
        label="Capacidade"
        placeholder={filtros.eixo === null ? 'Escolha um eixo primeiro' : 'Todas'}
        data={filtros.eixo === null ? [] : opcoes(capacidadesDoEixo(filtros.eixo))}
        value={filtros.capacidade === null ? null : String(filtros.capacidade)}
        onChange={(valor) => onAlterar({ capacidade: numeroOuNulo(valor) })}
        disabled={filtros.eixo === null}
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar capacidade' }}
      />
      <CampoBusca
        label="Empresa"
        placeholder="Nome da empresa"
        valor={filtros.empresa}
        onMudar={(empresa) => onAlterar({ empresa }, { substituir: true })}
      />
      <CampoBusca
        principal
        label="Busca"
        placeholder="Código ou título da solução"
        valor={filtros.busca}
        onMudar={(busca) => onAlterar({ busca }, { substituir: true })}
      />
      <Select
        label="Avaliador"
        placeholder="Todos"
        data={(avaliadores.data ?? []).map((a) => ({ value: a.id, label: a.nome }))}
        value={filtros.avaliador || null}
        onChange={(valor) => onAlterar({ avaliador: valor ?? '' })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar avaliador' }}
      />
      <Select
        label="Avaliação"
        placeholder="Todas"
        data={[
          { value: 'avaliadas', label: 'Avaliadas' },
          { value: 'pendentes', label: 'Pendentes' },
        ]}
        value={filtros.avaliacao || null}
        onChange={(valor) => onAlterar({ avaliacao: (valor ?? '') as FiltrosAnalise['avaliacao'] })}
        clearable
        clearButtonProps={{ 'aria-label': 'Limpar avaliação' }}
      />
      <Group align="flex-end">
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={onLimpar}
          disabled={!algumFiltro}
        >
          Limpar filtros
        </Button>
      </Group>
    </SimpleGrid>
  );
}
