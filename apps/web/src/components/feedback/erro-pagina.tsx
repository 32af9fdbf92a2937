import { useEffect } from 'react';
import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A route that fails to render (most often a chunk lost after a new deploy) keeps the header
 * and footer and offers a reload instead of a blank screen.
 */
export function ErroPagina() {
  const erro = useRouteError();
  useEffect(() => {
    // Spec §8: failures are logged to the console for whoever investigates.
    console.error(erro);
  }, [erro]);
  const detalhe = isRouteErrorResponse(erro) ? ` (erro ${erro.status})` : '';

  return (
    <Container size="lg" py={48}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
        <Title order={1} c="azulSp.9">
          Não foi possível abrir esta página
        </Title>
        <Text mt="md" size="lg">
          Ocorreu um problema ao carregar o conteúdo{detalhe}. Verifique sua conexão e tente
          novamente.
        </Text>
        <Button mt="xl" onClick={() => window.location.reload()}>
          Tentar novamente
        </Button>
      </Paper>
    </Container>
  );
}
