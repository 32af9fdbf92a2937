// Entry of the lazily loaded "pesquisa-mercado" chunk: the market-survey record, the saved
// searches and the manager's pages around them.
export { RegistroPage } from './pages/registro-page';
export { MeusRegistrosPage } from './pages/meus-registros-page';
export { RegistrarPesquisaPage } from './pages/registrar-pesquisa-page';
export { BuscasSalvasPage } from './pages/buscas-salvas-page';
export { CancelarAlertasPage } from './pages/cancelar-alertas-page';
