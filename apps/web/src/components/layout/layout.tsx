import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';
import type { SessaoMenu } from './menu/itens-menu';
import { SkipLink } from './skip-link';

interface LayoutProps {
  children: ReactNode;
  /** The signed-in user for the menu; absent while the portal has no session. */
  sessao?: SessaoMenu | null;
}

export function Layout({ children, sessao = null }: LayoutProps) {
  return (
    <>
      <SkipLink />
      <Header sessao={sessao} />
      {/* tabIndex lets the skip link move focus here in every browser, not just scroll. */}
      <main id="conteudo" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
