import { useState } from 'react';
import {
  Container,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { STATUS_EMAIL_SAIDA, type StatusEmailSaida } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import {
  POR_PAGINA,
  useEmailsSaida,
  useReenviarEmail,
  type FiltrosEmails,
} from '@/features/emails/api/emails';
import { AcessoNaoPermitido } from '@/components/feedback/acesso-nao-permitido';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { ListaEmails, rotuloTipo } from '@/features/emails/components/lista-emails';
import { isAdministrador } from '@/lib/acesso-equipe';

const INICIAIS: FiltrosEmails = { status: '', tipo: '', para: '', pagina: 1 };

/** /ipt/emails: the outbox, for administrators; bodies with secret links are never shown. */
export function EmailsPage() {
  const { data: sessao } = useSessao();
  const [filtros, setFiltros] = useState(INICIAIS);
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  const consulta = useEmailsSaida(filtros);
  const reenviar = useReenviarEmail();
  if (!sessao || !isAdministrador(sessao.tipoUsuario))
    return (
      <AcessoNaoPermitido
        motivo="Somente administradores da equipe do IPT veem os e-mails enviados pelo portal."
        voltarPara={{ rotulo: 'Ir para estatísticas e soluções', para: '/ipt/home' }}
      />
    );

  const filtrar = (mudanca: Partial<FiltrosEmails>) =>
    setFiltros((atual) => ({ ...atual, ...mudanca, pagina: 1 }));
  const aoReenviar = (id: string) =>
    reenviar.mutate(id, {
      onSuccess: (r) => setAviso({ tipo: 'sucesso', mensagem: r.message }),
      onError: (erro) =>
        setAviso({
          tipo: 'erro',
          mensagem: erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO,
        }),
    });
  const total = consulta.data?.total ?? 0;

  return (
    <>
      <CabecalhoPagina titulo="E-mails enviados" sobretitulo="Área de avaliação do IPT">
        Cada mensagem que o portal enviou ou vai enviar, com o resultado. O conteúdo de mensagens
        com links de acesso não é mostrado.
      </CabecalhoPagina>
      <Container size="xl" py={{ base: 24, sm: 40 }}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" component="section" aria-label="Filtros">
            <Group align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
              <NativeSelect
                label="Status"
                value={filtros.status}
                onChange={(e) =>
                  filtrar({ status: e.currentTarget.value as StatusEmailSaida | '' })
                }
                data={[
                  { value: '', label: 'Todos' },
                  ...STATUS_EMAIL_SAIDA.map((s) => ({ value: s, label: s })),
                ]}
              />
              <NativeSelect
                label="Tipo"
                value={filtros.tipo}
                onChange={(e) => filtrar({ tipo: e.currentTarget.value })}
                data={[
                  { value: '', label: 'Todos' },
                  ...(consulta.data?.tipos ?? []).map((t) => ({ value: t, label: rotuloTipo(t) })),
                ]}
              />
              <TextInput
                label="Destinatário"
                type="search"
                value={filtros.para}
                onChange={(e) => filtrar({ para: e.currentTarget.value })}
              />
            </Group>
          </Paper>
          <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
          {consulta.isError ? (
            <ErroConsulta erro={consulta.error} onTentarNovamente={() => void consulta.refetch()} />
          ) : consulta.data ? (
            <>
              <Text size="sm" aria-live="polite">
                {total} mensagem(ns)
              </Text>
              <ListaEmails
                emails={consulta.data.itens}
                reenviando={reenviar.isPending ? (reenviar.variables ?? null) : null}
                onReenviar={aoReenviar}
              />
              {total > POR_PAGINA && (
                <Pagination
                  total={Math.ceil(total / POR_PAGINA)}
                  value={filtros.pagina}
                  onChange={(pagina) => setFiltros((atual) => ({ ...atual, pagina }))}
                  getControlProps={(controle) => ({
                    'aria-label': controle === 'next' ? 'Próxima página' : 'Página anterior',
                  })}
                />
              )}
            </>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}
