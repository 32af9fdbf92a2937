import { Button, List, Stack, Text, Title } from '@mantine/core';
import { descricaoConflito, formatarData, type PainelAvaliacao } from '@portal/domain';
import { useRemoverAtribuicao } from '../api/painel';
import { SeletorAvaliadores } from './seletor-avaliadores';

interface AtribuicoesSolucaoProps {
  propostaId: string;
  atribuicoes: NonNullable<PainelAvaliacao['atribuicoes']>;
  conflitos: NonNullable<PainelAvaliacao['conflitos']>;
}

/** The administrator's view of who evaluates the solution, who declared a conflict, and more. */
export function AtribuicoesSolucao({
  propostaId,
  atribuicoes,
  conflitos,
}: AtribuicoesSolucaoProps) {
  const remover = useRemoverAtribuicao();
  return (
    <Stack gap="sm">
      <Title order={4} fz="md">
        Avaliadores atribuídos
      </Title>
      {atribuicoes.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum avaliador atribuído.
        </Text>
      ) : (
        <List spacing={4}>
          {atribuicoes.map((a) => (
            <List.Item key={a.id}>
              {a.nome}
              {a.prazo ? ` — prazo ${formatarData(`${a.prazo}T12:00:00`)}` : ''}
              {a.semConflitoEm ? '' : ' (aguardando declaração de conflito)'}{' '}
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => remover.mutate(a.id)}
                aria-label={`Remover ${a.nome}`}
              >
                Remover
              </Button>
            </List.Item>
          ))}
        </List>
      )}
      {conflitos.length > 0 && (
        <Text size="sm">
          Conflitos declarados:{' '}
          {conflitos
            .map((c) => `${c.nome} (${descricaoConflito(c.tipo).toLowerCase()})`)
            .join(', ')}
        </Text>
      )}
      <SeletorAvaliadores propostaIds={[propostaId]} />
    </Stack>
  );
}
