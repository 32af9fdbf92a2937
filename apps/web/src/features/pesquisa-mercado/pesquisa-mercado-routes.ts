// Entry of the lazily loaded "pesquisa-mercado" chunk: the market-survey record and the
// manager's pages around it.
export { RegistroPage } from './pages/registro-page';
export { MeusRegistrosPage } from './pages/meus-registros-page';
