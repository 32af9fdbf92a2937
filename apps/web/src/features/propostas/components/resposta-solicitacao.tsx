import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatarDataHoraExtenso, LIMITES_SOLICITACAO, type SolicitacaoLida } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { responderSolicitacao } from '@/hooks/solicitacoes';

interface RespostaSolicitacaoProps {
  propostaId: string;
  solicitacao: SolicitacaoLida;
}

/** One request of the institute beside the part it points at, with the company's answer. */
export function RespostaSolicitacao({ propostaId, solicitacao }: RespostaSolicitacaoProps) {
  const [resposta, setResposta] = useState(solicitacao.resposta ?? '');
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const queryClient = useQueryClient();
  const salvar = useMutation({
    mutationFn: () => responderSolicitacao(propostaId, solicitacao.id, resposta),
    onSuccess: async ({ message }) => {
      setAviso({ tipo: 'sucesso', mensagem: message });
      await queryClient.invalidateQueries({ queryKey: ['solicitacoes', propostaId] });
    },
    onError: (erro) => setAviso({ tipo: 'erro', mensagem: erro.message }),
  });
  const id = `resposta-${solicitacao.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="yellow.0"
      component="section"
      aria-labelledby={`${id}-titulo`}
    >
      <Stack gap="xs">
        <Text id={`${id}-titulo`} fw={700} c="gray.9">
          Solicitação da equipe: {solicitacao.rotulo}
        </Text>
        <Text style={{ whiteSpace: 'pre-line' }}>{solicitacao.texto}</Text>
        {solicitacao.prazo && (
          <Text size="sm" fw={600}>
            Responda até {formatarDataHoraExtenso(solicitacao.prazo)}.
          </Text>
        )}
        <Textarea
          id={id}
          label="Sua resposta"
          description="Explique o que mudou. A resposta pode ser corrigida até o envio do novo PDF assinado."
          autosize
          minRows={2}
          maxLength={LIMITES_SOLICITACAO.resposta}
          value={resposta}
          onChange={(e) => setResposta(e.currentTarget.value)}
        />
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        <Group justify="flex-end">
          <Button
            type="button"
            variant="light"
            leftSection={<IconMessageReply size={18} aria-hidden="true" />}
            loading={salvar.isPending}
            disabled={resposta.trim() === ''}
            onClick={() => salvar.mutate()}
          >
            Salvar resposta
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
