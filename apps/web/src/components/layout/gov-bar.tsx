import { ActionIcon, Container, Group } from '@mantine/core';
import { GOVERNO } from '@/lib/site';
import classes from './layout.module.css';
import { REDES_SOCIAIS_GOVERNO } from './redes-sociais';

/** The state government's own strip, shared by every sp.gov.br site. */
export function GovBar() {
  return (
    <div className={classes.govBar}>
      <Container size="lg" className={classes.govBarInner}>
        <a
          href="https://www.sp.gov.br"
          target="_blank"
          rel="noopener noreferrer"
          className={classes.govMarca}
        >
          <span className={classes.govSigla}>SP.GOV.BR</span>
          <span className={classes.govNome}>{GOVERNO}</span>
        </a>
        <nav aria-label="Redes sociais do Governo do Estado de São Paulo">
          <Group component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {REDES_SOCIAIS_GOVERNO.map(({ rotulo, href, Icone }) => (
              <li key={href}>
                <ActionIcon
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={rotulo}
                  title={rotulo}
                  variant="subtle"
                  color="gray.0"
                  size="lg"
                >
                  <Icone size={18} aria-hidden="true" />
                </ActionIcon>
              </li>
            ))}
          </Group>
        </nav>
      </Container>
    </div>
  );
}
