import { Outlet } from 'react-router';
import { NavegacaoProgresso } from '@/components/feedback/navegacao-progresso';
import { Layout } from '@/components/layout/layout';
import { usePageTracking } from '@/hooks/use-page-tracking';

/** The frame of every route: header, footer and what happens on each navigation. */
export function RootLayout() {
  usePageTracking();
  return (
    <Layout>
      <NavegacaoProgresso />
      <Outlet />
    </Layout>
  );
}
