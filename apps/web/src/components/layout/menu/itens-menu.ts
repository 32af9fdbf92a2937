import { isUsuarioEmpresa, TIPO_USUARIO } from '@portal/domain';

export interface ItemMenu {
  rotulo: string;
  para: string;
  /** The one call to action drawn as a filled button. */
  destaque?: boolean;
  /** Listed only in the "Mais opções" dropdown, never as a button of the bar. */
  foraDaBarra?: boolean;
}

/** What the menu needs to know about a signed-in user; null while logged out. */
export interface SessaoMenu {
  nome: string;
  tipoUsuario: number;
}

export const PAGINAS_PUBLICAS: readonly ItemMenu[] = [
  { rotulo: 'Início', para: '/' },
  { rotulo: 'Sobre a chamada', para: '/sobre' },
  { rotulo: 'Fornecedores', para: '/fornecedores' },
  { rotulo: 'Municípios', para: '/municipios' },
  { rotulo: 'Soluções', para: '/solutions' },
];

const ITENS_VISITANTE: readonly ItemMenu[] = [
  { rotulo: 'Cadastre-se', para: '/register', destaque: true },
  { rotulo: 'Entrar', para: '/login' },
];

/**
 * Pages added after spec §2 live in the "Mais opções" dropdown: the company's five items fit
 * beside the greeting, and the administrator's twelve already fill two rows at 1366 px, where a
 * thirteenth button opens a third. "Meus dados" is opened now and then; the administrators reach
 * "Privacidade" from here or from the e-mail each new request sends them.
 */
const MEUS_DADOS_EMPRESA: ItemMenu = {
  rotulo: 'Meus dados',
  para: '/painel/meus-dados',
  foraDaBarra: true,
};
const MEUS_DADOS_EQUIPE: ItemMenu = { ...MEUS_DADOS_EMPRESA, para: '/ipt/meus-dados' };

const ITENS_EMPRESA: readonly ItemMenu[] = [
  { rotulo: 'Cadastrar solução', para: '/painel/propostas' },
  { rotulo: 'Soluções cadastradas', para: '/painel/lista-solucoes' },
  { rotulo: 'Dados cadastrais', para: '/painel' },
  { rotulo: 'Equipe da empresa', para: '/painel/equipe' },
  MEUS_DADOS_EMPRESA,
  { rotulo: 'Sair', para: '/logout' },
];

const ITENS_EQUIPE: readonly ItemMenu[] = [
  { rotulo: 'Empresas e contatos', para: '/ipt/companies' },
  { rotulo: 'Estatísticas e soluções', para: '/ipt/home' },
  { rotulo: 'Sair', para: '/ipt/logout' },
];

/**
 * Approved staff have no profile form, so their account page is the password change; the first
 * administrator needs it to replace the password the server printed. A pending account would
 * only see that it awaits approval there (and in "Meus dados"), so it gets neither link.
 */
const ITENS_ANALISTA: readonly ItemMenu[] = [
  { rotulo: 'Empresas e contatos', para: '/ipt/companies' },
  { rotulo: 'Estatísticas e soluções', para: '/ipt/home' },
  { rotulo: 'Minhas avaliações', para: '/ipt/avaliacoes' },
  MEUS_DADOS_EQUIPE,
  { rotulo: 'Alterar senha', para: '/ipt/conta' },
  { rotulo: 'Sair', para: '/ipt/logout' },
];

/**
 * Administrators also manage the team (docs/decisions: pending staff accounts), the
 * programme's documents and the call's calendar, read the outbox and the audit trail, and keep
 * the privacy notice and answer what people ask about their data.
 */
const ITENS_ADMINISTRADOR: readonly ItemMenu[] = [
  { rotulo: 'Empresas e contatos', para: '/ipt/companies' },
  { rotulo: 'Estatísticas e soluções', para: '/ipt/home' },
  { rotulo: 'Minhas avaliações', para: '/ipt/avaliacoes' },
  { rotulo: 'Rubrica', para: '/ipt/rubrica' },
  { rotulo: 'Equipe', para: '/ipt/equipe' },
  { rotulo: 'Pedidos de empresas', para: '/ipt/pedidos-empresas' },
  { rotulo: 'Documentos', para: '/ipt/documentos' },
  { rotulo: 'Calendário', para: '/ipt/calendario' },
  { rotulo: 'E-mails', para: '/ipt/emails' },
  { rotulo: 'Auditoria', para: '/ipt/auditoria' },
  { rotulo: 'Privacidade', para: '/ipt/privacidade', foraDaBarra: true },
  MEUS_DADOS_EQUIPE,
  { rotulo: 'Alterar senha', para: '/ipt/conta' },
  { rotulo: 'Sair', para: '/ipt/logout' },
];

/** The menu's items (spec §2 "Menu"): any signed-in type outside 1, 2 and 8 is staff. */
export function itensPrincipais(sessao: SessaoMenu | null): readonly ItemMenu[] {
  if (!sessao) return ITENS_VISITANTE;
  if (isUsuarioEmpresa(sessao.tipoUsuario)) return ITENS_EMPRESA;
  if (sessao.tipoUsuario === TIPO_USUARIO.ADMINISTRADOR) return ITENS_ADMINISTRADOR;
  return sessao.tipoUsuario === TIPO_USUARIO.ANALISTA ? ITENS_ANALISTA : ITENS_EQUIPE;
}

/** The buttons of the bar on wide screens. */
export const itensDaBarra = (sessao: SessaoMenu | null): readonly ItemMenu[] =>
  itensPrincipais(sessao).filter((item) => !item.foraDaBarra);

export interface GrupoMenu {
  titulo: string;
  itens: readonly ItemMenu[];
}

function tituloDaArea(sessao: SessaoMenu | null): string {
  if (!sessao) return 'Acesso';
  return isUsuarioEmpresa(sessao.tipoUsuario) ? 'Área da empresa' : 'Área do IPT';
}

/**
 * The kebab dropdown: the public pages, plus the user's own items for company users (spec §2)
 * and, on narrow screens (`compacto`), for everyone, because the bar has no room for them there.
 * On a wide screen staff find here only what their bar leaves out.
 */
export function gruposMaisOpcoes(sessao: SessaoMenu | null, compacto: boolean): GrupoMenu[] {
  const paginas: GrupoMenu = { titulo: 'Páginas do portal', itens: PAGINAS_PUBLICAS };
  const todos = compacto || (sessao !== null && isUsuarioEmpresa(sessao.tipoUsuario));
  const itens = todos
    ? itensPrincipais(sessao)
    : itensPrincipais(sessao).filter((item) => item.foraDaBarra);
  return itens.length > 0 ? [{ titulo: tituloDaArea(sessao), itens }, paginas] : [paginas];
}
