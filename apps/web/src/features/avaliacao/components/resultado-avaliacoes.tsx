import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import {
  type AvaliacaoApresentada as Avaliacao,
  descricaoRecomendacao,
  formatarDataHora,
  LIMITES_AVALIACAO,
  type PainelAvaliacao,
} from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { useReabrirAvaliacao } from '../api/painel';
import { avisoDeErro } from '../lib/aviso-de-erro';

type Consolidacao = NonNullable<PainelAvaliacao['consolidacao']>;

const nota = (valor: number | null) =>
  valor === null ? '—' : valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

interface ResultadoAvaliacoesProps {
  consolidacao: Consolidacao | null;
  avaliacoes: readonly Avaliacao[];
  /** Administrators may reopen a submitted evaluation. */
  podeReabrir: boolean;
}

/** The consolidated score, the spread, the disagreement flag and each submitted evaluation. */
export function ResultadoAvaliacoes({
  consolidacao,
  avaliacoes,
  podeReabrir,
}: ResultadoAvaliacoesProps) {
  const [reabrindo, setReabrindo] = useState<Avaliacao | null>(null);
  return (
    <Stack gap="sm">
      {consolidacao ? (
        <Group gap="lg">
          <Text>
            Nota consolidada:{' '}
            <strong data-testid="nota-consolidada">{nota(consolidacao.media)}</strong> de 10
          </Text>
          <Text>Amplitude: {nota(consolidacao.amplitude)}</Text>
          <Text>
            {consolidacao.quantidade === 1
              ? '1 avaliação enviada'
              : `${consolidacao.quantidade} avaliações enviadas`}
          </Text>
          {consolidacao.divergente && <Badge color="orange">Avaliadores divergem</Badge>}
        </Group>
      ) : (
        <Text c="dimmed">Nenhuma avaliação enviada ainda.</Text>
      )}
      {avaliacoes.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Avaliador</Table.Th>
                <Table.Th>Nota</Table.Th>
                <Table.Th>Recomendação</Table.Th>
                <Table.Th>Enviada em</Table.Th>
                {podeReabrir && <Table.Th>Ações</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {avaliacoes.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.avaliador.nome}</Table.Td>
                  <Table.Td>{nota(a.notaFinal)}</Table.Td>
                  <Table.Td>{descricaoRecomendacao(a.recomendacao)}</Table.Td>
                  <Table.Td>{a.enviadaEm ? formatarDataHora(a.enviadaEm) : '—'}</Table.Td>
                  {podeReabrir && (
                    <Table.Td>
                      <Button size="xs" variant="default" onClick={() => setReabrindo(a)}>
                        Reabrir
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ModalReabrir avaliacao={reabrindo} onFechar={() => setReabrindo(null)} />
    </Stack>
  );
}

function ModalReabrir({
  avaliacao,
  onFechar,
}: {
  avaliacao: Avaliacao | null;
  onFechar: () => void;
}) {
  const reabrir = useReabrirAvaliacao();
  const [motivo, setMotivo] = useState('');
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const fechar = () => {
    setMotivo('');
    setAviso(null);
    onFechar();
  };
  const confirmar = async () => {
    if (!avaliacao) return;
    try {
      await reabrir.mutateAsync({ avaliacaoId: avaliacao.id, motivo });
      fechar();
    } catch (erro) {
      setAviso(avisoDeErro(erro));
    }
  };
  return (
    <Modal
      opened={avaliacao !== null}
      onClose={fechar}
      title="Reabrir avaliação"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <Text size="sm">
          A versão enviada por {avaliacao?.avaliador.nome} fica registrada como está; uma nova
          versão volta ao avaliador como rascunho, com o motivo abaixo.
        </Text>
        <Textarea
          label="Motivo da reabertura"
          withAsterisk
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          maxLength={LIMITES_AVALIACAO.motivo}
          autosize
          minRows={2}
          data-autofocus
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={fechar}>
            Cancelar
          </Button>
          <Button onClick={() => void confirmar()} loading={reabrir.isPending}>
            Reabrir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
