// Entry of the lazily loaded "painel" chunk: the company user's registration data.
export { DadosCadastraisPage } from './pages/dados-cadastrais-page';
export { EquipeEmpresaPage } from './pages/equipe-empresa-page';
