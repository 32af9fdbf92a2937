import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Under a "confirm your password" field: an account registered through gov.br has no password
 * of its own (docs/decisions/027), and "Esqueci minha senha" is how it gets one.
 */
export function SemSenha() {
  return (
    <Text size="sm">
      Entra só com o gov.br ou esqueceu a senha?{' '}
      <Anchor component={Link} to="/senha/esqueci" underline="always" inherit>
        Crie uma em “Esqueci minha senha”
      </Anchor>
      .
    </Text>
  );
}
