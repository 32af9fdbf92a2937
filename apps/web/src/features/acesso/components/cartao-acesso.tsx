import type { ReactNode } from 'react';
import { Container, Grid, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { AreaGovbr } from '@portal/domain';
import { CHAMADA } from '@/lib/site';
import classes from './acesso.module.css';

interface CartaoAcessoProps {
  titulo: string;
  /** Whose entrance this is: the side panel explains that entrance's steps. */
  area?: AreaGovbr;
  children: ReactNode;
}

const INSTRUCOES: Record<AreaGovbr, { titulo: string; passos: readonly string[] }> = {
  empresa: {
    titulo: 'Área das empresas fornecedoras',
    passos: [
      'Informe o e-mail da pessoa de contato da empresa.',
      'Se já houver cadastro, digite sua senha; se não, cadastre a empresa.',
      'No painel, cadastre as soluções e acompanhe cada uma.',
    ],
  },
  ipt: {
    titulo: 'Área da equipe do IPT',
    passos: [
      'Informe o seu e-mail de trabalho.',
      'Se já tiver acesso, digite sua senha; se não, faça o cadastro.',
      'Um administrador aprova o novo cadastro antes do primeiro uso.',
    ],
  },
  gestor: {
    titulo: 'Área dos gestores públicos municipais',
    passos: [
      'Entre com a sua conta gov.br ou com e-mail e senha.',
      'No cadastro, informe o município em que atua e o seu cargo.',
      'Com e-mail de um órgão público o cadastro é verificado na hora; com outro, a equipe do portal verifica o vínculo.',
    ],
  },
};

/**
 * The frame of the access steps: the form, and the call's instructions beside it on wide
 * screens (below it on phones, so the field is the first thing a supplier sees).
 */
export function CartaoAcesso({ titulo, area = 'empresa', children }: CartaoAcessoProps) {
  const instrucoes = INSTRUCOES[area];
  return (
    <div className={classes.fundo}>
      <Container size="md" py={{ base: 24, sm: 64 }}>
        <Grid gap={0}>
          <Grid.Col span={{ base: 12, sm: 7 }} order={{ base: 1, sm: 2 }}>
            <Paper p={{ base: 'lg', sm: 40 }} shadow="md" h="100%" className={classes.cartao}>
              <Title order={1} c="azulSp.9" fz={{ base: 26, sm: 30 }} mb="lg">
                {titulo}
              </Title>
              {children}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }} order={{ base: 2, sm: 1 }}>
            <Stack p={{ base: 'lg', sm: 40 }} gap="md" h="100%" className={classes.painelInfo}>
              <Text fw={700} size="sm" tt="uppercase" c="azulSp.1">
                {CHAMADA}
              </Text>
              <Text component="h2" fw={700} c="white" fz={{ base: 20, sm: 24 }} lh={1.25} m={0}>
                {instrucoes.titulo}
              </Text>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl" color="white" c="azulSp.8">
                    <IconCheck size={14} aria-hidden="true" />
                  </ThemeIcon>
                }
              >
                {instrucoes.passos.map((passo) => (
                  <List.Item key={passo} c="white">
                    {passo}
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </div>
  );
}
