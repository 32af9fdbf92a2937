import { Button, Container, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { primeiroNome } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { CabecalhoPagina } from '@/components/layout/cabecalho-pagina';
import { useSessao } from '@/hooks/use-sessao';
import { usuarioQuery } from '../api/buscar-usuario';
import { DadosCadastraisForm } from '../components/dados-cadastrais-form';

export function DadosCadastraisPage() {
  const { data: sessao } = useSessao();
  const usuario = useQuery({ ...usuarioQuery(sessao?.id ?? ''), enabled: Boolean(sessao?.id) });
  return (
    <>
      <CabecalhoPagina titulo="Usuário - Dados cadastrais" sobretitulo="Área da empresa">
        {sessao ? `Olá, ${primeiroNome(sessao.nome)}. ` : ''}Mantenha seus contatos atualizados: é
        por eles que a equipe da chamada fala com a sua empresa.
      </CabecalhoPagina>
      <Container size="lg" py={{ base: 24, sm: 40 }}>
        {usuario.isError ? (
          <Stack align="flex-start">
            <Aviso aviso={{ tipo: 'erro', mensagem: usuario.error.message }} />
            <Button onClick={() => usuario.refetch()}>Tentar novamente</Button>
          </Stack>
        ) : usuario.data?.empresa === null ? (
          <Aviso
            aviso={{ tipo: 'info', mensagem: 'Seu usuário não está vinculado a uma empresa.' }}
          />
        ) : usuario.data ? (
          <DadosCadastraisForm usuario={usuario.data} empresa={usuario.data.empresa} />
        ) : (
          <Stack gap="xl" role="status" aria-label="Carregando seus dados">
            <Skeleton h={220} radius="md" />
            <Skeleton h={140} radius="md" />
            <Skeleton h={320} radius="md" />
          </Stack>
        )}
      </Container>
    </>
  );
}
