// Entry of the lazily loaded "ipt" chunk: the institute staff's area.
export { AreaIpt } from './area-ipt';
export { IptHomePage } from './pages/ipt-home-page';
export { IptSolucaoPage } from './pages/ipt-solucao-page';
export { EmpresasPage } from './pages/empresas-page';
export { EquipePage } from './pages/equipe-page';
export { PedidosEmpresasPage } from './pages/pedidos-empresas-page';
export { DocumentosPage } from './pages/documentos-page';
export { CalendarioPage } from './pages/calendario-page';
export { ContaPage } from './pages/conta-page';
export { EmailsPage } from './pages/emails-page';
export { AuditoriaPage } from './pages/auditoria-page';
export { PrivacidadePage } from './pages/privacidade-page';
