import type { RouteObject } from 'react-router';
import { ErroPagina } from '@/components/feedback/erro-pagina';
import { NaoEncontradaPage } from '@/features/publico/pages/nao-encontrada-page';
import { AREA_EMPRESA } from './areas/empresa/rotas';
import { AREA_GESTOR } from './areas/gestor/rotas';
import { AREA_IPT, EMPRESAS_CADASTRADAS } from './areas/ipt/rotas';
import { ROTAS_PUBLICAS } from './areas/publico/rotas';
import { rota } from './rota';
import { RootLayout } from './root-layout';

/**
 * The whole route table of spec §2: the frame, then the four areas, each declared in its own
 * folder of app/areas (public, company, manager, staff), and the "not found" page last.
 */
export const rotas: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Errors render inside the layout, so the visitor keeps the header and the way home.
        errorElement: <ErroPagina />,
        children: [
          ...ROTAS_PUBLICAS,
          AREA_EMPRESA,
          AREA_GESTOR,
          AREA_IPT,
          EMPRESAS_CADASTRADAS,
          rota('*', 'Página não encontrada', NaoEncontradaPage),
        ],
      },
    ],
  },
];
