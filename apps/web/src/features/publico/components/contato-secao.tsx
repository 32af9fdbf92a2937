import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLifebuoy, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { contato, telefoneHref } from '@/lib/contato';
import { ContatoLinha } from './contato-linha';
import classes from './publico.module.css';
import { Secao } from './secao';

/** The programme's contact, the same on every public page (content/contato.json). */
export function ContatoSecao() {
  return (
    <Secao id="contato" titulo="Contato" fundo="branco">
      <Paper component="address" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} fs="normal">
        <Text fw={700} size="lg" mb="lg">
          {contato.orgao}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="lg">
            <ContatoLinha icone={<IconMapPin size={18} />} rotulo="Endereço">
              <Text>{contato.endereco}</Text>
            </ContatoLinha>
            <ContatoLinha icone={<IconPhone size={18} />} rotulo="Telefone">
              <Anchor href={telefoneHref(contato.telefone)} className={classes.contatoLink}>
                {contato.telefone}
              </Anchor>
            </ContatoLinha>
          </Stack>
          <Stack gap="lg">
            <ContatoLinha icone={<IconMail size={18} />} rotulo="E-mails">
              <Stack gap={2}>
                {contato.emails.map((email) => (
                  <Anchor
                    key={email}
                    href={`mailto:${email}`}
                    fz={{ base: 'sm', xs: 'md' }}
                    className={classes.contatoLink}
                  >
                    {email}
                  </Anchor>
                ))}
              </Stack>
            </ContatoLinha>
            <ContatoLinha icone={<IconLifebuoy size={18} />} rotulo="Suporte ao cadastro no portal">
              <Anchor
                href={`mailto:${contato.suporte}`}
                fz={{ base: 'sm', xs: 'md' }}
                className={classes.contatoLink}
              >
                {contato.suporte}
              </Anchor>
            </ContatoLinha>
          </Stack>
        </SimpleGrid>
      </Paper>
    </Secao>
  );
}
