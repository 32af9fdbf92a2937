// Entry of the small chunk a public solution's page loads: only the manager's actions on it, so
// a visitor's page never downloads the manager's or the company's lists.
export { AcoesDoGestor } from './components/acoes-do-gestor';
