// Entry of the small chunk the public catalogue and a solution's page load: only the manager's
// actions on them, so a visitor's page never downloads the manager's or the company's lists.
export { AcoesDoGestor } from './components/acoes-do-gestor';
export { AcoesDaBusca } from './components/acoes-da-busca';
