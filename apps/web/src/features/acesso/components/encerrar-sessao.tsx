import { useEffect, useRef } from 'react';
import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MENSAGENS } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { ApiError } from '@/lib/http';
import { sair } from '../api/sair';

/** /logout and /ipt/logout: the session ends on arrival (spec §2), then the way back in. */
export function EncerrarSessao({ entrada }: { entrada: '/login' | '/ipt' }) {
  const queryClient = useQueryClient();
  const { mutate, isSuccess, isError, error } = useMutation({
    mutationFn: () => sair(queryClient),
    // Signing out of the portal alone would leave gov.br's session open on a shared computer;
    // gov.br ends it and comes back here, where there is no session left to end.
    onSuccess: (govbrLogout) => {
      if (govbrLogout) window.location.assign(govbrLogout);
    },
  });
  // React's development double-run would otherwise log out twice.
  const pedido = useRef(false);

  useEffect(() => {
    if (pedido.current) return;
    pedido.current = true;
    mutate();
  }, [mutate]);

  return (
    <Container size="sm" py={{ base: 40, sm: 72 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 40 }}>
        {isSuccess && (
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={64} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={40} aria-hidden="true" />
            </ThemeIcon>
            <Title order={1} c="azulSp.9" fz={{ base: 24, sm: 30 }}>
              {MENSAGENS.sessaoEncerrada}
            </Title>
            <Text c="dimmed">Obrigado por participar. Para continuar, entre novamente.</Text>
            <Group justify="center" mt="sm">
              <Button component={Link} to={entrada}>
                Entrar novamente
              </Button>
              <Button component={Link} to="/" variant="default">
                Voltar ao início
              </Button>
            </Group>
          </Stack>
        )}
        {isError && (
          <Stack gap="md">
            <Title order={1} c="azulSp.9" fz={{ base: 24, sm: 30 }}>
              Não foi possível encerrar a sessão
            </Title>
            <Aviso
              aviso={{
                tipo: 'erro',
                mensagem: error instanceof ApiError ? error.message : String(error),
              }}
            />
            <Group>
              <Button onClick={() => mutate()}>Tentar novamente</Button>
            </Group>
          </Stack>
        )}
        {!isSuccess && !isError && (
          <Center py="xl" role="status">
            <Loader aria-hidden="true" />
            <Text ml="md">Encerrando a sessão…</Text>
          </Center>
        )}
      </Paper>
    </Container>
  );
}
