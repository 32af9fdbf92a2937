import { useId, useState } from 'react';
import { Button, Collapse, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useBuscaPrincipal } from '@/hooks/use-busca-principal';
import { useTelaDeTelefone } from '@/hooks/use-tela-de-telefone';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { capacidadesDoEixo, EIXOS } from '@portal/domain';
import type { FiltrosSolucoes as Filtros } from '../lib/filtrar-solucoes';

interface FiltrosSolucoesProps {
  filtros: Filtros;
  onChange: (filtros: Filtros) => void;
}

const opcoes = (lista: readonly { id: number; descricao: string }[]) =>
  lista.map((item) => ({ value: String(item.id), label: item.descricao }));
const numero = (valor: string | null) => (valor === null ? null : Number(valor));

// Mantine hides the clear button from keyboards and screen readers; here it is the way back to
// "all", so it is a real button.
const botaoLimpar = (rotulo: string) => ({
  'aria-label': rotulo,
  'aria-hidden': false,
  tabIndex: 0,
});

const ativos = (filtros: Filtros) =>
  [filtros.titulo.trim(), filtros.palavraChave.trim(), filtros.eixo, filtros.capacidade].filter(
    (valor) => valor !== '' && valor !== null,
  ).length;

/**
 * Search by title and keyword, filter by axis and by that axis's capability (spec §2). On a
 * phone the four fields fold behind one button, so the list is what the first screen shows.
 */
export function FiltrosSolucoes(props: FiltrosSolucoesProps) {
  const telefone = useTelaDeTelefone();
  const [aberto, setAberto] = useState(false);
  const id = useId();
  if (!telefone) return <CamposDeFiltro {...props} />;
  const quantos = ativos(props.filtros);
  return (
    <div>
      <Button
        variant="light"
        leftSection={<IconFilter size={16} aria-hidden="true" />}
        aria-expanded={aberto}
        aria-controls={id}
        onClick={() => setAberto(!aberto)}
      >
        {quantos > 0 ? `Filtrar soluções (${quantos} em uso)` : 'Filtrar soluções'}
      </Button>
      <Collapse expanded={aberto} id={id} mt={aberto ? 'sm' : 0}>
        <CamposDeFiltro {...props} />
      </Collapse>
    </div>
  );
}

function CamposDeFiltro({ filtros, onChange }: FiltrosSolucoesProps) {
  const capacidades = filtros.eixo ? capacidadesDoEixo(filtros.eixo) : [];
  const buscaPrincipal = useBuscaPrincipal();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} role="search" aria-label="Filtrar soluções">
      <TextInput
        {...buscaPrincipal}
        label="Buscar por título"
        name="buscaTitulo"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filtros.titulo}
        onChange={(e) => onChange({ ...filtros, titulo: e.currentTarget.value })}
      />
      <TextInput
        label="Buscar por palavra-chave"
        name="buscaPalavraChave"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={filtros.palavraChave}
        onChange={(e) => onChange({ ...filtros, palavraChave: e.currentTarget.value })}
      />
      <Select
        label="Eixo temático"
        name="filtroEixo"
        placeholder="Todos"
        clearable
        clearButtonProps={botaoLimpar('Limpar eixo temático')}
        data={opcoes(EIXOS)}
        value={filtros.eixo === null ? null : String(filtros.eixo)}
        // A capability belongs to one axis: another axis clears it.
        onChange={(valor) => onChange({ ...filtros, eixo: numero(valor), capacidade: null })}
      />
      <Select
        label="Capacidade do eixo"
        name="filtroCapacidade"
        placeholder={filtros.eixo ? 'Todas' : 'Escolha antes o eixo'}
        clearable
        clearButtonProps={botaoLimpar('Limpar capacidade')}
        disabled={!filtros.eixo}
        data={opcoes(capacidades)}
        value={filtros.capacidade === null ? null : String(filtros.capacidade)}
        onChange={(valor) => onChange({ ...filtros, capacidade: numero(valor) })}
      />
    </SimpleGrid>
  );
}
