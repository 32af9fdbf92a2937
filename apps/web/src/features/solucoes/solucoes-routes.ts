// Entry of the lazily loaded "solucoes" chunk: the public catalogue and each solution's page.
export { SolucoesPage } from './pages/solucoes-page';
export { SolucaoPage } from './pages/solucao-page';
