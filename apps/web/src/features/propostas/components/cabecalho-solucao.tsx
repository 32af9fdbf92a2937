import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconProgressCheck } from '@tabler/icons-react';
import { formatarDataHora, type PropostaLida } from '@portal/domain';
import { SeloStatus } from './selo-status';

interface CabecalhoSolucaoProps {
  proposta: PropostaLida;
  onAlterarStatus: () => void;
  onVoltar: () => void;
}

/** The solution's identity and current status, with the evaluator's main action. */
export function CabecalhoSolucao({ proposta, onAlterarStatus, onVoltar }: CabecalhoSolucaoProps) {
  const status = proposta.statusProposta;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Text size="sm" ff="monospace" c="gray.8">
          {proposta.codigoProposta}
        </Text>
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }} c="azulSp.9">
          {proposta.titulo}
        </Title>
        <Group gap="sm">
          <Text size="sm" fw={700}>
            Status atual:
          </Text>
          <SeloStatus
            idStatusProposta={status.idStatusProposta}
            descricao={status.descricao}
            tamanho="lg"
            leitor="equipe"
          />
        </Group>
        {status.observacao && (
          <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
            <strong>Observação para a empresa:</strong> {status.observacao}
          </Text>
        )}
        <Text size="sm" c="gray.8">
          PDF assinado enviado em:{' '}
          {proposta.dataHoraEnvioPDF
            ? formatarDataHora(proposta.dataHoraEnvioPDF)
            : 'ainda não enviado'}
        </Text>
        <Group gap="sm" mt="xs">
          <Button
            leftSection={<IconProgressCheck size={18} aria-hidden="true" />}
            onClick={onAlterarStatus}
          >
            Alterar Status
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            onClick={onVoltar}
          >
            Voltar para a lista
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
