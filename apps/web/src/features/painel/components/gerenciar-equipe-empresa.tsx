import { useState } from 'react';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { MembroEmpresa } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { DialogoConfirmacao } from '@/components/feedback/dialogo-confirmacao';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import {
  useAcaoEquipeEmpresa,
  useEquipeEmpresa,
  type AcaoEquipeEmpresa,
} from '../api/equipe-empresa';
import { ListaPessoasEmpresa } from './lista-pessoas-empresa';

/**
 * "Equipe da empresa": who asked to join (accept or refuse) and who is in (remove, never the
 * last one: the server refuses it too).
 */
export function GerenciarEquipeEmpresa({ usuarioId }: { usuarioId: string }) {
  const { data, isPending, isError, error, refetch } = useEquipeEmpresa(true);
  const acao = useAcaoEquipeEmpresa();
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const [remover, setRemover] = useState<MembroEmpresa | null>(null);

  const executar = async (pedido: AcaoEquipeEmpresa) => {
    setAviso(null);
    try {
      const resposta = await acao.mutateAsync(pedido);
      setAviso({ tipo: 'sucesso', mensagem: resposta.message });
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  };
  const ocupado = (pessoa: MembroEmpresa) =>
    acao.isPending && acao.variables?.usuarioId === pessoa.id;

  if (isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando a equipe da empresa…</Text>
      </Center>
    );
  if (isError)
    return (
      <Stack align="flex-start">
        <Aviso aviso={{ tipo: 'erro', mensagem: error.message }} />
        <Button onClick={() => void refetch()}>Tentar novamente</Button>
      </Stack>
    );

  const unico = data.membros.length <= 1;
  return (
    <Stack gap="lg">
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      <ListaPessoasEmpresa
        titulo="Pedidos para participar"
        descricao={`Aceite só quem você sabe que trabalha na ${data.empresa.nomeOficial}: quem é aceito vê os arquivos e as soluções da empresa.`}
        pessoas={data.pedidos}
        vazio="Nenhum pedido aguardando resposta."
        acoes={(pessoa) => (
          <Group gap="xs">
            <Button
              size="compact-sm"
              loading={ocupado(pessoa)}
              aria-label={`Aceitar ${pessoa.nome}`}
              onClick={() => void executar({ tipo: 'aceite', usuarioId: pessoa.id })}
            >
              Aceitar
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              disabled={ocupado(pessoa)}
              aria-label={`Recusar ${pessoa.nome}`}
              onClick={() => void executar({ tipo: 'recusa', usuarioId: pessoa.id })}
            >
              Recusar
            </Button>
          </Group>
        )}
      />
      <ListaPessoasEmpresa
        titulo="Integrantes"
        descricao="A empresa precisa de ao menos um integrante ativo."
        pessoas={data.membros}
        vazio="Nenhum integrante ativo."
        acoes={(pessoa) =>
          unico ? null : (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              loading={ocupado(pessoa)}
              // The accessible name keeps the visible words (WCAG 2.5.3).
              aria-label={pessoa.id === usuarioId ? undefined : `Remover ${pessoa.nome}`}
              onClick={() => setRemover(pessoa)}
            >
              {pessoa.id === usuarioId ? 'Sair da empresa' : 'Remover'}
            </Button>
          )
        }
      />
      <DialogoConfirmacao
        aberto={remover !== null}
        titulo="Deseja realmente remover este integrante?"
        rotuloConfirmar="Remover"
        perigoso
        onCancelar={() => setRemover(null)}
        onConfirmar={() => {
          if (remover) void executar({ tipo: 'remocao', usuarioId: remover.id });
          setRemover(null);
        }}
      >
        {remover && (
          <Text size="sm">{remover.nome} deixa de ver os arquivos e as soluções da empresa.</Text>
        )}
      </DialogoConfirmacao>
    </Stack>
  );
}
