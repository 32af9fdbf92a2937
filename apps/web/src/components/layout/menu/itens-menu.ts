import { isUsuarioEmpresa, isUsuarioGestor, TIPO_USUARIO } from '@portal/domain';

export interface ItemMenu {
  rotulo: string;
  para: string;
  /** The one call to action drawn as a filled button. */
  destaque?: boolean;
  /** Beginnings of the paths reached from this page, where the menu still marks it current. */
  tambem?: readonly string[];
}

/**
 * One entry of the bar: a task. A task with one page is a button; a task with several is a
 * dropdown named by the task, so the bar holds a handful of entries whatever the role.
 */
export interface SecaoMenu {
  titulo: string;
  itens: readonly ItemMenu[];
  /** The person's own account: its dropdown is named by the greeting, last in the bar. */
  conta?: boolean;
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

const unica = (item: ItemMenu): SecaoMenu => ({ titulo: item.rotulo, itens: [item] });

const SECOES_VISITANTE: readonly SecaoMenu[] = [
  unica({ rotulo: 'Cadastre-se', para: '/register', destaque: true }),
  unica({ rotulo: 'Entrar', para: '/login' }),
];

const contaCom = (...itens: ItemMenu[]): SecaoMenu => ({ titulo: 'Sua conta', itens, conta: true });

/** Spec §2's four company buttons; the team page and "Meus dados" came later. */
const SECOES_EMPRESA: readonly SecaoMenu[] = [
  unica({ rotulo: 'Cadastrar solução', para: '/painel/propostas' }),
  unica({
    rotulo: 'Soluções cadastradas',
    para: '/painel/lista-solucoes',
    // A saved solution is edited, previewed and confirmed from the list.
    tambem: ['/painel/propostas/', '/painel/cadastro-sucesso'],
  }),
  unica({ rotulo: 'Dados cadastrais', para: '/painel' }),
  unica({ rotulo: 'Equipe', para: '/painel/equipe' }),
  contaCom(
    { rotulo: 'Meus dados', para: '/painel/meus-dados' },
    { rotulo: 'Sair', para: '/logout' },
  ),
];

/**
 * The municipal manager: the registration's standing, the selection, and the market survey's
 * work (saved searches, records, outcomes) grouped, so the bar keeps one row at 1366 px.
 */
const SECOES_GESTOR: readonly SecaoMenu[] = [
  unica({ rotulo: 'Área do gestor', para: '/gestor' }),
  unica({ rotulo: 'Minha seleção', para: '/gestor/selecao' }),
  {
    titulo: 'Pesquisa de mercado',
    itens: [
      { rotulo: 'Buscas salvas', para: '/gestor/buscas' },
      { rotulo: 'Registros de pesquisa', para: '/gestor/registros', tambem: ['/gestor/registrar'] },
      { rotulo: 'Meus desfechos', para: '/gestor/desfechos' },
    ],
  },
  contaCom(
    { rotulo: 'Meus dados', para: '/gestor/meus-dados' },
    { rotulo: 'Sair', para: '/logout' },
  ),
];

const EMPRESAS_E_CONTATOS: ItemMenu = { rotulo: 'Empresas e contatos', para: '/ipt/companies' };
const ESTATISTICAS_E_SOLUCOES: ItemMenu = {
  rotulo: 'Estatísticas e soluções',
  para: '/ipt/home',
  tambem: ['/ipt/solution/'],
};
const MINHAS_AVALIACOES: ItemMenu = { rotulo: 'Minhas avaliações', para: '/ipt/avaliacoes' };
const SAIR_EQUIPE: ItemMenu = { rotulo: 'Sair', para: '/ipt/logout' };

/**
 * Approved staff have no profile form, so their account page is the password change; the first
 * administrator needs it to replace the password the server printed. A pending account would
 * only see that it awaits approval there (and in "Meus dados"), so it gets neither link.
 */
const CONTA_EQUIPE = contaCom(
  { rotulo: 'Meus dados', para: '/ipt/meus-dados' },
  { rotulo: 'Alterar senha', para: '/ipt/conta' },
  SAIR_EQUIPE,
);

const SECOES_EQUIPE_PENDENTE: readonly SecaoMenu[] = [
  unica(EMPRESAS_E_CONTATOS),
  unica(ESTATISTICAS_E_SOLUCOES),
  contaCom(SAIR_EQUIPE),
];

/** Any approved staff member verifies municipal managers, so analysts reach them too. */
const GESTORES_PUBLICOS: ItemMenu = { rotulo: 'Gestores públicos', para: '/ipt/gestores' };

const SECOES_ANALISTA: readonly SecaoMenu[] = [
  unica(ESTATISTICAS_E_SOLUCOES),
  unica(MINHAS_AVALIACOES),
  { titulo: 'Empresas', itens: [EMPRESAS_E_CONTATOS, GESTORES_PUBLICOS] },
  CONTA_EQUIPE,
];

/**
 * Administrators also keep the rubric, answer the companies' membership requests, manage the
 * team, the programme's documents and the call's calendar, read the outbox and the audit trail,
 * and keep the privacy notice. Grouped by task, the bar keeps one row at 1366 px.
 */
const SECOES_ADMINISTRADOR: readonly SecaoMenu[] = [
  unica(ESTATISTICAS_E_SOLUCOES),
  { titulo: 'Avaliação', itens: [MINHAS_AVALIACOES, { rotulo: 'Rubrica', para: '/ipt/rubrica' }] },
  {
    titulo: 'Empresas',
    itens: [
      EMPRESAS_E_CONTATOS,
      { rotulo: 'Pedidos de empresas', para: '/ipt/pedidos-empresas' },
      GESTORES_PUBLICOS,
    ],
  },
  {
    titulo: 'Administração',
    itens: [
      { rotulo: 'Calendário', para: '/ipt/calendario' },
      { rotulo: 'Documentos', para: '/ipt/documentos' },
      { rotulo: 'E-mails', para: '/ipt/emails' },
      { rotulo: 'Equipe', para: '/ipt/equipe' },
      { rotulo: 'Auditoria', para: '/ipt/auditoria' },
      { rotulo: 'Privacidade', para: '/ipt/privacidade' },
    ],
  },
  CONTA_EQUIPE,
];

/** The menu's sections (spec §2 "Menu"): companies, managers, and staff of each standing. */
export function secoesDoMenu(sessao: SessaoMenu | null): readonly SecaoMenu[] {
  if (!sessao) return SECOES_VISITANTE;
  if (isUsuarioEmpresa(sessao.tipoUsuario)) return SECOES_EMPRESA;
  if (isUsuarioGestor(sessao.tipoUsuario)) return SECOES_GESTOR;
  if (sessao.tipoUsuario === TIPO_USUARIO.ADMINISTRADOR) return SECOES_ADMINISTRADOR;
  return sessao.tipoUsuario === TIPO_USUARIO.ANALISTA ? SECOES_ANALISTA : SECOES_EQUIPE_PENDENTE;
}

/** Whether the person is on this item's page, or on one it leads to (`tambem`). */
export const itemAtual = (item: ItemMenu, caminho: string): boolean =>
  caminho === item.para || (item.tambem ?? []).some((inicio) => caminho.startsWith(inicio));

export const secaoAtual = (secao: SecaoMenu, caminho: string): boolean =>
  secao.itens.some((item) => itemAtual(item, caminho));

export interface GrupoMenu {
  titulo: string;
  itens: readonly ItemMenu[];
}

function tituloDaArea(sessao: SessaoMenu | null): string {
  if (!sessao) return 'Acesso';
  if (isUsuarioEmpresa(sessao.tipoUsuario)) return 'Área da empresa';
  return isUsuarioGestor(sessao.tipoUsuario) ? 'Área do gestor público' : 'Área do IPT';
}

/**
 * The kebab dropdown: the public pages, and on narrow screens (`compacto`) the whole menu too,
 * because the bar has no room there: the one-page tasks under the area's name, each dropdown as
 * a group of its own. On a wide screen the bar holds everything of the person's.
 */
export function gruposMaisOpcoes(sessao: SessaoMenu | null, compacto: boolean): GrupoMenu[] {
  const paginas: GrupoMenu = { titulo: 'Páginas do portal', itens: PAGINAS_PUBLICAS };
  if (!compacto) return [paginas];
  const secoes = secoesDoMenu(sessao);
  const soltas = secoes.filter((s) => s.itens.length === 1 && !s.conta).flatMap((s) => s.itens);
  const grupos = secoes
    .filter((s) => s.itens.length > 1 || s.conta)
    .map(({ titulo, itens }) => ({ titulo, itens }));
  return [{ titulo: tituloDaArea(sessao), itens: soltas }, ...grupos, paginas];
}
