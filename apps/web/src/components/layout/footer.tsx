import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CHAMADA, INSTITUTO, SECRETARIA } from '@/lib/site';
import { ID_RODAPE } from './alvos-de-atalho';
import { GovernoSpLogo } from './governo-sp-logo';
import classes from './layout.module.css';

const CANAIS = [
  { rotulo: 'Ouvidoria', titulo: 'Ouvidoria do Estado', href: 'https://www.ouvidoria.sp.gov.br' },
  {
    rotulo: 'Transparência',
    titulo: 'Portal da Transparência',
    href: 'https://www.transparencia.sp.gov.br',
  },
  { rotulo: 'SIC', titulo: 'Serviço de Informações ao Cidadão', href: 'https://www.sic.sp.gov.br' },
] as const;

export function Footer() {
  return (
    // The accessibility bar's "Ir para o rodapé" focuses it.
    <footer id={ID_RODAPE} tabIndex={-1} className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="sm" maw={520}>
            <GovernoSpLogo cor="#ffffff" />
            <Text size="sm" c="inherit">
              {CHAMADA}, realizada pela {SECRETARIA} do Estado de São Paulo em parceria com o{' '}
              {INSTITUTO}, responsável pela avaliação técnica das soluções.
            </Text>
          </Stack>
          <nav aria-label="Canais do Governo do Estado">
            <Group component="ul" gap="lg" m={0} p={0} style={{ listStyle: 'none' }}>
              {CANAIS.map((canal) => (
                <li key={canal.href}>
                  <Anchor
                    href={canal.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={canal.titulo}
                    className={classes.footerLink}
                  >
                    {canal.rotulo}
                  </Anchor>
                </li>
              ))}
            </Group>
          </nav>
        </Group>
      </Container>
      <div className={classes.footerBase}>
        <Container size="lg" py="sm">
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="inherit">
              © Governo do Estado de São Paulo. Todos os direitos reservados.
            </Text>
            <Group component="ul" gap="lg" m={0} p={0} style={{ listStyle: 'none' }}>
              <li>
                <Anchor
                  component={Link}
                  to="/estatisticas"
                  size="sm"
                  className={classes.footerLink}
                >
                  Estatísticas
                </Anchor>
              </li>
              <li>
                <Anchor
                  component={Link}
                  to="/acessibilidade"
                  size="sm"
                  className={classes.footerLink}
                >
                  Acessibilidade
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to="/privacidade" size="sm" className={classes.footerLink}>
                  Privacidade
                </Anchor>
              </li>
            </Group>
          </Group>
        </Container>
      </div>
    </footer>
  );
}
