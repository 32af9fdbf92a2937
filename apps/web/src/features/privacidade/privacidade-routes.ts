// Entry of the lazily loaded "privacidade" chunk: the privacy notice, the acceptance of new terms,
// "Meus dados" and the page after an account is deleted.
export { AvisoPrivacidadePage } from './pages/aviso-privacidade-page';
export { AceiteTermosPage } from './pages/aceite-termos-page';
export { MeusDadosPage } from './pages/meus-dados-page';
export { ContaExcluidaPage } from './pages/conta-excluida-page';
