// Entry of the small chunk a public solution's page loads for "Salvar na minha seleção": the
// manager's pages (and what they share with the restricted areas) stay out of a visitor's page.
export { SalvarNaSelecao } from './components/salvar-na-selecao';
