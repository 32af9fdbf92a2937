// Entry of the small chunk the gov.br link/register screen adds for a manager's sign-up: the
// form alone, not the whole manager area.
export { GestorGovbrForm } from './components/gestor-govbr-form';
