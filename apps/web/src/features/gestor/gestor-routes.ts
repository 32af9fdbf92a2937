// Entry of the lazily loaded "gestor" chunk: the municipal manager's pages and the staff's
// verification of managers.
export { GestorCadastroPage } from './pages/gestor-cadastro-page';
export { GestorHomePage } from './pages/gestor-home-page';
export { MinhaSelecaoPage } from './pages/minha-selecao-page';
export { GestoresPendentesPage } from './pages/gestores-pendentes-page';
