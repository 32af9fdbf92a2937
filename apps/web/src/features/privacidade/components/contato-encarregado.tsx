import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { Privacidade } from '@portal/domain';

/**
 * The encarregado, first thing on the notice: Resolução CD/ANPD n.º 18/2024 asks for the name and
 * the way to reach them to be clear and easy to find.
 */
export function ContatoEncarregado({ encarregado }: Pick<Privacidade, 'encarregado'>) {
  return (
    <Paper
      component="section"
      aria-labelledby="titulo-encarregado"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      bg="azulSp.0"
      style={{ borderColor: 'var(--mantine-color-azulSp-3)' }}
    >
      <Stack gap="xs">
        <Title order={2} id="titulo-encarregado" fz="h3" c="azulSp.9">
          Encarregado pelo tratamento de dados pessoais
        </Title>
        <Text>
          É com quem você fala sobre os seus dados pessoais: dúvidas, pedidos e reclamações.
        </Text>
        <Text fw={700} fz="lg">
          {encarregado.nome}
        </Text>
        <Text>
          E-mail:{' '}
          <Anchor
            underline="always"
            href={`mailto:${encarregado.email}`}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {encarregado.email}
          </Anchor>
        </Text>
        {encarregado.telefone && (
          // Typed freely by an administrator (with or without the country code): shown as is.
          <Text>Telefone: {encarregado.telefone}</Text>
        )}
      </Stack>
    </Paper>
  );
}
