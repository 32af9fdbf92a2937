// Entry of the lazily loaded chunk of the managers' interest: the public statistics, the
// contact and outcome actions, the company's and the manager's lists.
export { EstatisticasRepositorioPage } from './pages/estatisticas-repositorio-page';
export { FalarComEmpresa } from './components/falar-com-empresa';
export { RegistrarDesfecho } from './components/registrar-desfecho';
export { MeusDesfechos } from './components/meus-desfechos';
export { InteresseMunicipiosPage } from './pages/interesse-municipios-page';
