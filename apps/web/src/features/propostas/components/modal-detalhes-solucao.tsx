import type { ReactNode } from 'react';
import { Badge, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Aviso } from '@/components/feedback/aviso';
import { VersoesSolucao } from './versoes-solucao';
import { propostaQuery } from '../api/buscar-proposta';

interface ModalDetalhesSolucaoProps {
  propostaId: string | null;
  onFechar: () => void;
}

const item = (titulo: string, conteudo: ReactNode) => (
  <div>
    <Title order={3} size="sm" c="azulSp.9">
      {titulo}
    </Title>
    <Text size="sm" style={{ whiteSpace: 'pre-line' }} component="div">
      {conteudo}
    </Text>
  </div>
);

/** The list's details (spec §2): identification, destination and the core of the justification. */
export function ModalDetalhesSolucao({ propostaId, onFechar }: ModalDetalhesSolucaoProps) {
  const proposta = useQuery({ ...propostaQuery(propostaId ?? ''), enabled: propostaId !== null });
  const p = proposta.data;
  return (
    <Modal
      opened={propostaId !== null}
      onClose={onFechar}
      title="Detalhes da solução"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      styles={{ title: { fontWeight: 700, color: 'var(--mantine-color-azulSp-9)' } }}
    >
      {proposta.isError ? (
        <Aviso aviso={{ tipo: 'erro', mensagem: proposta.error.message }} />
      ) : !p ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">Carregando…</Text>
        </Group>
      ) : (
        <Stack gap="md">
          {item('Título', p.titulo)}
          {item('Descrição', p.descricao)}
          {item(
            'Palavras-chave',
            <Group gap={6} mt={4}>
              {(p.keyWords ?? []).map((palavra) => (
                <Badge key={palavra} variant="light" radius="sm" tt="none">
                  {palavra}
                </Badge>
              ))}
            </Group>,
          )}
          {item(
            'Destino',
            `${p.destino.eixoDescricao} — ${p.destino.capacidadeDescricao}${p.destino.destinoOutro ? `: ${p.destino.destinoOutro}` : ''}`,
          )}
          {item('Problema resolvido', p.justificativa.problemaResolvido)}
          {item('Benefícios diretos', p.justificativa.beneficiosDiretos)}
          {item('Diferencial', p.justificativa.diferencial)}
          <VersoesSolucao propostaId={p.id} />
        </Stack>
      )}
    </Modal>
  );
}
