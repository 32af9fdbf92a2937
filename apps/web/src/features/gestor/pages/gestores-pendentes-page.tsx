import { useState } from 'react';
import { Button, Container, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { LIMITES_GESTOR, MENSAGENS, type GestorPendente } from '@portal/domain';
import { Aviso, type AvisoDados } from '@/components/feedback/aviso';
import { ErroConsulta } from '@/components/feedback/erro-consulta';
import { ApiError, MENSAGEM_ERRO_INESPERADO } from '@/lib/http';
import { useDecidirGestor, useGestoresPendentes } from '../api/gestores-pendentes';

const dataHora = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** One pending manager: approve, or refuse saying why (the manager reads it in the e-mail). */
function CartaoGestor({
  gestor,
  aoDecidir,
}: {
  gestor: GestorPendente;
  aoDecidir: (aviso: AvisoDados) => void;
}) {
  const decidir = useDecidirGestor();
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string | null>(null);

  const enviar = async (aprovar: boolean) => {
    if (!aprovar && !motivo.trim()) {
      setErroMotivo(MENSAGENS.motivoRecusaObrigatorio);
      return;
    }
    try {
      const resposta = await decidir.mutateAsync({
        id: gestor.id,
        decisao: { aprovar, motivo: aprovar ? null : motivo.trim() },
      });
      aoDecidir({ tipo: 'sucesso', mensagem: `${gestor.nome}: ${resposta.message}` });
    } catch (erro) {
      const mensagem = erro instanceof ApiError ? erro.message : MENSAGEM_ERRO_INESPERADO;
      aoDecidir({ tipo: 'erro', mensagem });
    }
  };

  return (
    <Paper component="li" withBorder radius="sm" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {gestor.nome}
        </Title>
        <Text size="sm">
          {gestor.cargo} — {gestor.municipio.nome}/{gestor.municipio.uf} (IBGE {gestor.municipio.id}
          )
        </Text>
        <Text size="sm">
          {gestor.email}
          {gestor.telefoneInstitucional ? ` · ${gestor.telefoneInstitucional}` : ''}
        </Text>
        <Text size="sm" c="gray.8">
          Cadastrado em {dataHora(gestor.criadoEm)}
        </Text>
        <Textarea
          label="Motivo da recusa (obrigatório para recusar)"
          value={motivo}
          maxLength={LIMITES_GESTOR.motivoRecusa}
          onChange={(e) => {
            setMotivo(e.currentTarget.value);
            setErroMotivo(null);
          }}
          error={erroMotivo}
          autosize
          minRows={2}
        />
        <Group>
          <Button
            color="green"
            leftSection={<IconCheck size={18} aria-hidden="true" />}
            loading={decidir.isPending}
            onClick={() => void enviar(true)}
          >
            Aprovar
          </Button>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconX size={18} aria-hidden="true" />}
            loading={decidir.isPending}
            onClick={() => void enviar(false)}
          >
            Recusar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /ipt/gestores: managers whose e-mail did not prove the public body, waiting for staff. */
export function GestoresPendentesPage() {
  const pendentes = useGestoresPendentes();
  const [aviso, setAviso] = useState<AvisoDados | null>(null);
  if (pendentes.isError) return <ErroConsulta erro={pendentes.error} />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Gestores públicos aguardando verificação</Title>
        <Text>
          Confira se a pessoa ocupa o cargo no município (portal da prefeitura, diário oficial)
          antes de aprovar. Quem se cadastra com e-mail de um domínio público configurado não passa
          por aqui.
        </Text>
        <Aviso aviso={aviso} onFechar={() => setAviso(null)} />
        {pendentes.data?.length === 0 && <Text>Nenhum gestor aguardando verificação.</Text>}
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {pendentes.data?.map((gestor) => (
            <CartaoGestor key={gestor.id} gestor={gestor} aoDecidir={setAviso} />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
