import type { ReactNode } from 'react';
import { ID_CONTEUDO } from './alvos-de-atalho';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';
import type { SessaoMenu } from './menu/itens-menu';

interface LayoutProps {
  children: ReactNode;
  /** The signed-in user for the menu; absent while the portal has no session. */
  sessao?: SessaoMenu | null;
}

export function Layout({ children, sessao = null }: LayoutProps) {
  return (
    <>
      <Header sessao={sessao} />
      {/* tabIndex lets the shortcut move focus here in every browser, not just scroll. */}
      <main id={ID_CONTEUDO} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
