// Entry of the lazily loaded "acesso" chunk: sign-in, registration and logout, company and IPT.
export { LoginPage } from './pages/login-page';
export { SenhaPage } from './pages/senha-page';
export { RegisterPage } from './pages/register-page';
export { GovbrPage } from './pages/govbr-page';
export { LogoutPage } from './pages/logout-page';
export { IptAcessoPage } from './pages/ipt-acesso-page';
export { IptSenhaPage } from './pages/ipt-senha-page';
export { IptRegistroPage } from './pages/ipt-registro-page';
export { IptLogoutPage } from './pages/ipt-logout-page';
export { EsqueciSenhaPage } from './pages/esqueci-senha-page';
export { RedefinirSenhaPage } from './pages/redefinir-senha-page';
export { ConfirmarEmailPage } from './pages/confirmar-email-page';
// The managers' sign-up offers gov.br too: its route composes the button.
export { EntrarComGovbr } from './components/entrar-com-govbr';
