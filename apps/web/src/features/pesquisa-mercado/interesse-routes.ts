// Entry of the lazily loaded chunk of the managers' interest: the public statistics, the
// company's and the manager's lists.
export { EstatisticasRepositorioPage } from './pages/estatisticas-repositorio-page';
export { MeusDesfechosPage } from './pages/meus-desfechos-page';
export { InteresseMunicipiosPage } from './pages/interesse-municipios-page';
