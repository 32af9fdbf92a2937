import { Container } from '@mantine/core';
import { NavLink } from 'react-router';
import { aoIntencaoDeIr } from '@/lib/precarga-de-rota';
import { PAGINAS_PUBLICAS } from './itens-menu';
import classes from './navegacao-publica.module.css';

/**
 * The public pages (about the call, suppliers, municipalities, the solutions) always in sight
 * on a wide screen: a visitor should not have to guess they sit behind "⋮". On a narrow one
 * the strip hides (CSS) and the "⋮" menu keeps them.
 */
export function NavegacaoPublica() {
  return (
    <nav aria-label="Páginas do portal" className={classes.faixa}>
      <Container size="lg">
        <ul className={classes.lista}>
          {PAGINAS_PUBLICAS.map((pagina) => (
            <li key={pagina.para}>
              <NavLink
                to={pagina.para}
                end
                className={classes.link}
                {...aoIntencaoDeIr(pagina.para)}
              >
                {pagina.rotulo}
              </NavLink>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
