import type { ChangeEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { ACOES_AUDITORIA, LISTA_ACOES_AUDITORIA, type AcaoAuditoria } from '@portal/domain';
import { CampoBusca } from '@/components/form/campo-busca';
import {
  algumFiltroAuditoria,
  type ErrosFiltroAuditoria,
  type FiltrosAuditoria,
} from '../lib/filtros-auditoria';

interface BarraFiltrosAuditoriaProps {
  filtros: FiltrosAuditoria;
  erros: ErrosFiltroAuditoria;
  onAlterar: (mudanca: Partial<FiltrosAuditoria>, opcoes?: { substituir?: boolean }) => void;
  onLimpar: () => void;
}

const OPCOES_ACAO = [
  { value: '', label: 'Todas' },
  ...LISTA_ACOES_AUDITORIA.map((acao) => ({ value: acao, label: ACOES_AUDITORIA[acao].rotulo })),
];

/** Person, company, solution, action and days: each change asks the server again. */
export function BarraFiltrosAuditoria({
  filtros,
  erros,
  onAlterar,
  onLimpar,
}: BarraFiltrosAuditoriaProps) {
  // A date field reports each digit typed in the year as a whole date; the history keeps one.
  const dia = (campo: 'de' | 'ate') => (evento: ChangeEvent<HTMLInputElement>) =>
    onAlterar({ [campo]: evento.currentTarget.value }, { substituir: true });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      <CampoBusca
        principal
        label="Pessoa"
        placeholder="Nome ou e-mail"
        valor={filtros.pessoa}
        erro={erros.pessoa}
        onMudar={(pessoa) => onAlterar({ pessoa }, { substituir: true })}
      />
      <CampoBusca
        label="Empresa"
        placeholder="Nome ou CNPJ"
        valor={filtros.empresa}
        erro={erros.empresa}
        onMudar={(empresa) => onAlterar({ empresa }, { substituir: true })}
      />
      <CampoBusca
        label="Solução"
        placeholder="Código ou título"
        valor={filtros.solucao}
        erro={erros.solucao}
        onMudar={(solucao) => onAlterar({ solucao }, { substituir: true })}
      />
      <NativeSelect
        label="Ação"
        data={OPCOES_ACAO}
        value={filtros.acao}
        error={erros.acao}
        onChange={(evento) => onAlterar({ acao: evento.currentTarget.value as AcaoAuditoria | '' })}
      />
      <Group grow align="flex-start" gap="sm" preventGrowOverflow={false}>
        <TextInput
          type="date"
          label="De"
          value={filtros.de}
          error={erros.de}
          onChange={dia('de')}
        />
        <TextInput
          type="date"
          label="Até"
          value={filtros.ate}
          min={filtros.de || undefined}
          error={erros.ate}
          onChange={dia('ate')}
        />
      </Group>
      <Group align="flex-end">
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={onLimpar}
          disabled={!algumFiltroAuditoria(filtros)}
        >
          Limpar filtros
        </Button>
      </Group>
    </SimpleGrid>
  );
}
