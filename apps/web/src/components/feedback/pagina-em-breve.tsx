import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A screen the route table already knows but later work will build; it says so plainly. */
export function PaginaEmBreve({ titulo }: { titulo: string }) {
  return (
    <Container size="lg" py={48}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
        <Title order={1} c="azulSp.9">
          {titulo}
        </Title>
        <Text mt="md" size="lg">
          Esta área estará disponível em breve.
        </Text>
        <Anchor component={Link} to="/" mt="lg" display="inline-block">
          Voltar para o início
        </Anchor>
      </Paper>
    </Container>
  );
}
