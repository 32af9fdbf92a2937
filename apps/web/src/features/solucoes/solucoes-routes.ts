// Entry of the lazily loaded "solucoes" chunk: the public solutions screen.
export { SolucoesPage } from './pages/solucoes-page';
