import { useState } from 'react';
import { Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import type { MembroEquipe } from '@portal/domain';
import { DialogoConfirmacao } from '@/components/feedback/dialogo-confirmacao';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useAcaoEquipe, useEquipe, type AcaoEquipe, type PapelEquipe } from '../api/equipe';
import { nomeDoPapel, PAPEIS, separarEquipe } from '../lib/equipe';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { TabelaEquipe } from './tabela-equipe';

/**
 * The administrator's team page: approve pending accounts as analyst or administrator, change
 * a member's role, deactivate and reactivate. Nobody acts on their own account here.
 */
export function GerenciarEquipe({ usuarioId }: { usuarioId: string }) {
  const { data, isPending, isError, error, refetch } = useEquipe();
  const acao = useAcaoEquipe();
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const [desativar, setDesativar] = useState<MembroEquipe | null>(null);

  const executar = async (pedido: AcaoEquipe) => {
    setAviso(null);
    try {
      const resposta = await acao.mutateAsync(pedido);
      setAviso({ tipo: 'sucesso', mensagem: resposta.message || 'Equipe atualizada.' });
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  };
  const ocupado = (membro: MembroEquipe) => acao.isPending && acao.variables?.id === membro.id;
  const aprovar = (membro: MembroEquipe, tipoUsuario: PapelEquipe) =>
    executar({ tipo: 'aprovacao', id: membro.id, tipoUsuario });

  if (isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando a equipe…</Text>
      </Center>
    );
  if (isError) return <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;

  const { pendentes, ativos, inativos } = separarEquipe(data);
  const texto = (membro: MembroEquipe) => <Text size="sm">{nomeDoPapel(membro.tipoUsuario)}</Text>;
  return (
    <Stack gap="lg">
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      <TabelaEquipe
        titulo="Cadastros aguardando aprovação"
        descricao="Quem se cadastrou em /ipt/registro só vê as estatísticas e as soluções depois de aprovado."
        membros={pendentes}
        vazio="Nenhum cadastro aguardando aprovação."
        papel={texto}
        acoes={(membro) => (
          <Group gap="xs">
            <Button size="compact-sm" loading={ocupado(membro)} onClick={() => aprovar(membro, 4)}>
              Aprovar como analista
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              disabled={ocupado(membro)}
              onClick={() => aprovar(membro, 5)}
            >
              Aprovar como administrador
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              disabled={ocupado(membro)}
              onClick={() => setDesativar(membro)}
            >
              Desativar
            </Button>
          </Group>
        )}
      />
      <TabelaEquipe
        titulo="Membros ativos"
        descricao="Analistas avaliam as soluções; administradores também cuidam da equipe."
        membros={ativos}
        vazio="Nenhum membro ativo."
        papel={(membro) =>
          membro.id === usuarioId ? (
            <Text size="sm">{nomeDoPapel(membro.tipoUsuario)} (você)</Text>
          ) : (
            <Select
              aria-label={`Papel de ${membro.nome}`}
              data={PAPEIS}
              value={String(membro.tipoUsuario)}
              allowDeselect={false}
              disabled={ocupado(membro)}
              onChange={(valor) =>
                valor && valor !== String(membro.tipoUsuario)
                  ? aprovar(membro, Number(valor) as PapelEquipe)
                  : undefined
              }
              size="xs"
              w={160}
            />
          )
        }
        acoes={(membro) =>
          membro.id === usuarioId ? null : (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              loading={ocupado(membro)}
              onClick={() => setDesativar(membro)}
            >
              Desativar
            </Button>
          )
        }
      />
      <TabelaEquipe
        titulo="Membros desativados"
        descricao="Contas desativadas não entram no portal até serem reativadas."
        membros={inativos}
        vazio="Nenhum membro desativado."
        papel={texto}
        acoes={(membro) => (
          <Button
            size="compact-sm"
            variant="light"
            loading={ocupado(membro)}
            onClick={() => executar({ tipo: 'reativacao', id: membro.id })}
          >
            Reativar
          </Button>
        )}
      />
      <DialogoConfirmacao
        aberto={desativar !== null}
        titulo={`Desativar o acesso de ${desativar?.nome ?? ''}?`}
        rotuloConfirmar="Desativar"
        perigoso
        onCancelar={() => setDesativar(null)}
        onConfirmar={() => {
          if (desativar) void executar({ tipo: 'desativacao', id: desativar.id });
          setDesativar(null);
        }}
      >
        A pessoa deixa de entrar na área do IPT. Você pode reativá-la depois.
      </DialogoConfirmacao>
    </Stack>
  );
}
