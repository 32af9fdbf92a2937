import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { GestorCadastroForm } from '../components/gestor-cadastro-form';

/** /gestor/cadastro: the municipal manager's sign-up. */
export function GestorCadastroPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Cadastro de gestor público municipal</Title>
        <Text>
          Para prefeituras e órgãos municipais que procuram soluções: salve as que interessam e
          compare-as lado a lado. Empresas fornecedoras se cadastram em outra página.
        </Text>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <GestorCadastroForm />
        </Paper>
      </Stack>
    </Container>
  );
}
