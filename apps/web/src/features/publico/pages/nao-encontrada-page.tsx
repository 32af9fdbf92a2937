import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NaoEncontradaPage() {
  return (
    <Container size="lg" py={48}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
        <Text fw={800} fz={48} c="azulSp.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} mt="md" c="azulSp.9">
          Página não encontrada
        </Title>
        <Text mt="md" size="lg">
          O endereço que você procurou não existe ou foi alterado. Confira o endereço digitado ou
          volte para a página inicial.
        </Text>
        <Button component={Link} to="/" mt="xl">
          Voltar para o início
        </Button>
      </Paper>
    </Container>
  );
}
