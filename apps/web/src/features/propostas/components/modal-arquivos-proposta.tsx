import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ArquivoProposta,
  CATEGORIAS_ANEXO,
  CONTEXTO_ARQUIVO,
  formatarDataHora,
  MENSAGENS,
} from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { DialogoConfirmacao } from '@/components/feedback/dialogo-confirmacao';
import { baixarBase64 } from '@/lib/arquivos';
import { ApiError } from '@/lib/http';
import { apagarArquivo, arquivosPropostaQuery, buscarArquivo } from '../api/arquivos-proposta';

interface ModalArquivosPropostaProps {
  propostaId: string;
  aberto: boolean;
  onFechar: () => void;
}

const ERRO_BAIXAR = 'Erro ao baixar o arquivo.';

const categoriaDe = (contexto: number) =>
  contexto === CONTEXTO_ARQUIVO.FORM_ASSINADO
    ? 'PDF assinado'
    : (CATEGORIAS_ANEXO.find((c) => c.contexto === contexto)?.descricao ?? 'Outros documentos');

/** The folder icon's list: a click downloads, the trash deletes after confirming (spec §2). */
export function ModalArquivosProposta({
  propostaId,
  aberto,
  onFechar,
}: ModalArquivosPropostaProps) {
  const queryClient = useQueryClient();
  const arquivos = useQuery({ ...arquivosPropostaQuery(propostaId), enabled: aberto });
  const [apagando, setApagando] = useState<ArquivoProposta | null>(null);
  const [baixando, setBaixando] = useState<string | null>(null);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);

  const baixar = async (arquivo: ArquivoProposta) => {
    setBaixando(arquivo.id);
    setAviso(null);
    try {
      const completo = await buscarArquivo(propostaId, arquivo.id);
      const tipo = completo.tipo ?? 'application/octet-stream';
      if (!baixarBase64(completo.conteudo, completo.nomeOriginal, tipo))
        setAviso({ tipo: 'erro', mensagem: ERRO_BAIXAR });
    } catch {
      setAviso({ tipo: 'erro', mensagem: ERRO_BAIXAR });
    } finally {
      setBaixando(null);
    }
  };

  const apagar = async () => {
    if (!apagando) return;
    const alvo = apagando;
    setApagando(null);
    try {
      const resposta = await apagarArquivo(alvo.id);
      setAviso({ tipo: resposta.result ? 'sucesso' : 'erro', mensagem: resposta.mensagem });
    } catch (erro) {
      const mensagem =
        erro instanceof ApiError ? erro.message : MENSAGENS.erroAtualizarStatusProposta;
      setAviso({ tipo: 'erro', mensagem });
    }
    await queryClient.invalidateQueries({ queryKey: arquivosPropostaQuery(propostaId).queryKey });
    await queryClient.invalidateQueries({ queryKey: ['propostas-usuario'] });
  };

  const fechar = () => {
    setAviso(null);
    onFechar();
  };

  return (
    <Modal.Stack>
      <Modal
        stackId="arquivos"
        opened={aberto}
        onClose={fechar}
        title="Arquivos enviados"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        styles={{ title: { fontWeight: 700, color: 'var(--mantine-color-azulSp-9)' } }}
      >
        <Stack gap="md">
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          {arquivos.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm">Carregando arquivos…</Text>
            </Group>
          ) : arquivos.isError ? (
            <Aviso aviso={{ tipo: 'erro', mensagem: arquivos.error.message }} />
          ) : arquivos.data.length === 0 ? (
            <Text size="sm">Nenhum arquivo enviado até agora.</Text>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Arquivo</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>Apagar</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {arquivos.data.map((arquivo) => (
                  <Table.Tr key={arquivo.id}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Anchor
                          component="button"
                          type="button"
                          ta="left"
                          style={{ wordBreak: 'break-word' }}
                          onClick={() => baixar(arquivo)}
                        >
                          {arquivo.nomeOriginal}
                        </Anchor>
                        {baixando === arquivo.id && <Loader size={14} aria-label="Baixando" />}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {categoriaDe(arquivo.contexto)} · enviado em{' '}
                        {formatarDataHora(arquivo.dataHoraInclusao)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Apagar ${arquivo.nomeOriginal}`}
                        onClick={() => setApagando(arquivo)}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Modal>
      <DialogoConfirmacao
        stackId="confirmar"
        aberto={apagando !== null}
        titulo={MENSAGENS.confirmarApagarArquivo}
        rotuloConfirmar="Apagar"
        perigoso
        onCancelar={() => setApagando(null)}
        onConfirmar={apagar}
      >
        {apagando ? `O arquivo ${apagando.nomeOriginal} será removido da solução.` : ''}
      </DialogoConfirmacao>
    </Modal.Stack>
  );
}
