import { Container } from '@mantine/core';
import { Link } from 'react-router';
import { NOME_PORTAL, SUBTITULO_PORTAL } from '@/lib/site';
import { BarraAcessibilidade } from './barra-acessibilidade';
import { GovBar } from './gov-bar';
import classes from './layout.module.css';
import { MenuPrincipal } from './menu/menu-principal';
import { NavegacaoPublica } from './menu/navegacao-publica';
import type { SessaoMenu } from './menu/itens-menu';
import { PortalMarca } from './portal-marca';

export function Header({ sessao }: { sessao: SessaoMenu | null }) {
  return (
    <header>
      <BarraAcessibilidade />
      <GovBar />
      <div className={classes.faixa} aria-hidden="true" />
      {/* A signed-in bar is crowded by the greeting and the user's items (see the CSS). */}
      <div className={classes.portalBar} data-sessao={sessao ? true : undefined}>
        <Container size="lg" className={classes.portalBarInner}>
          <Link to="/" className={classes.marca}>
            <PortalMarca />
            <span>
              <span className={classes.marcaTitulo}>{NOME_PORTAL}</span>
              <span className={classes.marcaSubtitulo}>{SUBTITULO_PORTAL}</span>
            </span>
          </Link>
          <MenuPrincipal sessao={sessao} />
        </Container>
      </div>
      <NavegacaoPublica />
    </header>
  );
}
