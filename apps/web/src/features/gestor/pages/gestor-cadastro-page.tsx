import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { GestorCadastroForm } from '../components/gestor-cadastro-form';

/**
 * /gestor/cadastro: the municipal manager's sign-up. `govbr`, where the portal offers it, is the
 * preferred way in and comes first; the e-mail and password form follows.
 */
export function GestorCadastroPage({ govbr }: { govbr?: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Cadastro de gestor público municipal</Title>
        <Text>
          Para prefeituras e órgãos municipais que procuram soluções: salve as que interessam e
          compare-as lado a lado. Empresas fornecedoras se cadastram em outra página.
        </Text>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {govbr}
          <GestorCadastroForm />
        </Paper>
      </Stack>
    </Container>
  );
}
