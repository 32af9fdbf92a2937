// Entry of the lazily loaded "propostas" chunk: the company's solution form and list.
export { PropostaFormPage } from './pages/proposta-form-page';
export { CadastroSucessoPage } from './pages/cadastro-sucesso-page';
export { ListaSolucoesPage } from './pages/lista-solucoes-page';
export { PreviaPortalPage } from './pages/previa-portal-page';
