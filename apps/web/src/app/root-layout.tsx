import { Outlet } from 'react-router';
import { NavegacaoProgresso } from '@/components/feedback/navegacao-progresso';
import { Layout } from '@/components/layout/layout';
import { usePageTracking } from '@/hooks/use-page-tracking';
import { useSessao } from '@/hooks/use-sessao';

/** The frame of every route: header, footer and what happens on each navigation. */
export function RootLayout() {
  usePageTracking();
  const { data: sessao } = useSessao();
  return (
    <Layout sessao={sessao ? { nome: sessao.nome, tipoUsuario: sessao.tipoUsuario } : null}>
      <NavegacaoProgresso />
      <Outlet />
    </Layout>
  );
}
