import type { RouteObject } from 'react-router';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import { exigirSessao } from '../../guarda-sessao';
import { gestor, interesse, pesquisaMercado, privacidade, rotaLazy } from '../../rota';

/**
 * The municipal manager's area: the registration's standing, the selection and its comparison,
 * the outcomes told.
 */
export const AREA_GESTOR: RouteObject = {
  id: 'area-gestor',
  loader: exigirSessao('/login'),
  hydrateFallbackElement: <CarregandoPagina />,
  children: [
    rotaLazy('gestor', 'Área do gestor público', async () => (await gestor()).GestorHomePage),
    rotaLazy('gestor/selecao', 'Minha seleção', async () => (await gestor()).MinhaSelecaoPage),
    rotaLazy(
      'gestor/buscas',
      'Buscas salvas',
      async () => (await pesquisaMercado()).BuscasSalvasPage,
    ),
    rotaLazy(
      'gestor/registros',
      'Registros de pesquisa de mercado',
      async () => (await pesquisaMercado()).MeusRegistrosPage,
    ),
    rotaLazy(
      'gestor/registrar',
      'Registrar pesquisa de mercado',
      async () => (await pesquisaMercado()).RegistrarPesquisaPage,
    ),
    rotaLazy(
      'gestor/desfechos',
      'Meus desfechos',
      async () => (await interesse()).MeusDesfechosPage,
    ),
    rotaLazy('gestor/meus-dados', 'Meus dados', async () => (await privacidade()).MeusDadosPage),
  ],
};
