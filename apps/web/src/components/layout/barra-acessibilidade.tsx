import type { MouseEvent } from 'react';
import { Container } from '@mantine/core';
import { IconContrast } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { definirAltoContraste, useAltoContraste } from '@/lib/alto-contraste';
import classes from './barra-acessibilidade.module.css';
import { ALVOS_DE_ATALHO, type AlvoDeAtalho } from './alvos-de-atalho';

/** Moves focus to a shortcut's target, so a screen reader and the next Tab start there. */
function focar(id: AlvoDeAtalho): boolean {
  const alvo = document.getElementById(id);
  if (!alvo) return false;
  alvo.focus();
  alvo.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * The accessibility bar of every gov.br site (eMAG 3.1): shortcuts to the content, the menu, the
 * search and the footer, each with its access key (Alt+1… in most browsers), then the
 * accessibility statement and the high-contrast switch. The shortcuts are plain anchors, so they
 * work on a server-rendered page before the app loads; once it has, they move focus too.
 */
export function BarraAcessibilidade() {
  const altoContraste = useAltoContraste();
  const navegar = useNavigate();

  const irPara = (evento: MouseEvent<HTMLAnchorElement>, id: AlvoDeAtalho, semAlvo?: string) => {
    if (focar(id)) {
      evento.preventDefault();
    } else if (semAlvo) {
      // The search box there focuses itself when the address asks for it.
      evento.preventDefault();
      void navegar(semAlvo);
    }
  };

  return (
    <div className={classes.barra}>
      <Container size="lg" className={classes.interna}>
        <nav aria-label="Atalhos de acessibilidade">
          <ul className={classes.lista}>
            {ALVOS_DE_ATALHO.map(({ id, rotulo, tecla, semAlvo }) => (
              <li key={id}>
                <a
                  href={semAlvo ?? `#${id}`}
                  accessKey={tecla}
                  className={classes.atalho}
                  onClick={(evento) => irPara(evento, id, semAlvo)}
                >
                  {rotulo} <span className={classes.tecla}>[{tecla}]</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={classes.lista}>
          <li>
            <Link to="/acessibilidade" className={classes.opcao}>
              Acessibilidade
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={classes.opcao}
              aria-pressed={altoContraste}
              onClick={() => definirAltoContraste(!altoContraste)}
            >
              <IconContrast size={16} aria-hidden="true" />
              Alto contraste
            </button>
          </li>
        </ul>
      </Container>
    </div>
  );
}
