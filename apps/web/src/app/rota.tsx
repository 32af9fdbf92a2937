import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CarregandoPagina } from '@/components/feedback/carregando-pagina';
import type { RouteHandle } from '@/lib/route-handle';

/** A page whose code is in the first chunk (the public pages a visitor lands on). */
export const rota = (path: string, titulo: string, Component: ComponentType): RouteObject => ({
  path,
  Component,
  handle: { titulo } satisfies RouteHandle,
});

/**
 * A route whose code is fetched on first visit, so '/' never downloads the company, access or
 * staff areas. The title stays here, static, so the tab is named before the chunk arrives.
 */
export const rotaLazy = (
  path: string,
  titulo: string,
  carregar: () => Promise<ComponentType>,
): RouteObject => ({
  path,
  handle: { titulo } satisfies RouteHandle,
  hydrateFallbackElement: <CarregandoPagina />,
  lazy: async () => ({ Component: await carregar() }),
});

// The chunks the areas' pages come from, one per feature (and the staff area's own).
export const acesso = () => import('@/features/acesso/acesso-routes');
export const painel = () => import('@/features/painel/painel-routes');
export const propostas = () => import('@/features/propostas/propostas-routes');
export const ipt = () => import('@/app/areas/ipt/ipt-routes');
export const solucoes = () => import('@/features/solucoes/solucoes-routes');
export const avaliacao = () => import('@/features/avaliacao/avaliacao-routes');
export const privacidade = () => import('@/features/privacidade/privacidade-routes');
export const interesse = () => import('@/features/pesquisa-mercado/interesse-routes');
export const acoesSolucao = () => import('@/features/pesquisa-mercado/acoes-solucao-routes');
export const salvarNaSelecao = () => import('@/features/gestor/salvar-na-selecao-routes');
export const pesquisaMercado = () => import('@/features/pesquisa-mercado/pesquisa-mercado-routes');
export const gestor = () => import('@/features/gestor/gestor-routes');
export const cadastroGestorGovbr = () => import('@/features/gestor/cadastro-govbr-routes');
