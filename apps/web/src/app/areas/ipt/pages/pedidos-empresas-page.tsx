import { useState } from 'react';
import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatarCnpj, formatarDataHora } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import {
  useDecidirPedidoEmpresa,
  usePedidosEmpresa,
} from '@/features/empresas/api/pedidos-empresa';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { BotaoCartaoCnpj } from '@/components/empresa/botao-cartao-cnpj';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { isAdministrador } from '@/lib/acesso-equipe';

function ListaPedidos() {
  const { data, isPending, isError, error, refetch } = usePedidosEmpresa();
  const decidir = useDecidirPedidoEmpresa();
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const executar = async (usuarioId: string, aceita: boolean) => {
    setAviso(null);
    try {
      setAviso({
        tipo: 'sucesso',
        mensagem: (await decidir.mutateAsync({ usuarioId, aceita })).message,
      });
    } catch (erro) {
      setAviso({
        tipo: 'erro',
        mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
      });
    }
  };
  if (isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text ml="md">Carregando os pedidos…</Text>
      </Center>
    );
  if (isError) return <ErroConsulta erro={error} onTentarNovamente={() => void refetch()} />;
  return (
    <Stack gap="md">
      <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
      {data.length === 0 ? (
        <Text>Nenhum pedido aguardando uma decisão do IPT.</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.map(({ usuario, empresa, provaCnpj }) => (
            <Paper component="li" key={usuario.id} withBorder radius="md" p="md">
              <Stack gap="xs">
                <Title order={2} fz="h5" c="azulSp.9">
                  {usuario.nome} pede para participar da {empresa.nomeOficial}
                </Title>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {usuario.email}
                  {usuario.cargo ? ` · ${usuario.cargo}` : ''}
                  {usuario.solicitadaEm
                    ? ` · pedido em ${formatarDataHora(usuario.solicitadaEm)}`
                    : ''}
                </Text>
                <Text size="sm">CNPJ {formatarCnpj(empresa.cnpj)}</Text>
                <Group gap="xs">
                  {provaCnpj ? (
                    <BotaoCartaoCnpj
                      empresaId={empresa.id}
                      cnpj={empresa.cnpj}
                      nomeEmpresa={empresa.nomeOficial}
                    />
                  ) : (
                    <Text size="sm">A empresa não enviou o cartão CNPJ.</Text>
                  )}
                  <Button
                    size="compact-sm"
                    loading={decidir.isPending && decidir.variables?.usuarioId === usuario.id}
                    aria-label={`Aceitar ${usuario.nome}`}
                    onClick={() => void executar(usuario.id, true)}
                  >
                    Aceitar
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={`Recusar ${usuario.nome}`}
                    onClick={() => void executar(usuario.id, false)}
                  >
                    Recusar
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /ipt/pedidos-empresas: where a company has no active member left, nobody there can accept a
 * newcomer, so an administrator decides, with the company's CNPJ card at hand.
 */
export function PedidosEmpresasPage() {
  const { data: sessao } = useSessao();
  if (!sessao || !isAdministrador(sessao.tipoUsuario))
    return (
      <AcessoNaoPermitido
        motivo="Somente administradores da equipe do IPT decidem estes pedidos."
        voltarPara={{ rotulo: 'Ir para estatísticas e soluções', para: '/ipt/home' }}
      />
    );
  return (
    <>
      <CabecalhoPagina
        titulo="Pedidos de empresas sem integrantes"
        sobretitulo="Área de avaliação do IPT"
      >
        Pedidos para participar de empresas que não têm mais nenhum integrante ativo para responder.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        <ListaPedidos />
      </Container>
    </>
  );
}
