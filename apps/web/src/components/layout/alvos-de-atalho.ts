/** Where the accessibility bar's shortcuts lead: elements every page's layout carries. */
export const ID_CONTEUDO = 'conteudo';
export const ID_MENU = 'menu';
/** The page's own search box, when it has one (CampoBusca with `principal`). */
export const ID_BUSCA = 'busca';
export const ID_RODAPE = 'rodape';

export type AlvoDeAtalho = typeof ID_CONTEUDO | typeof ID_MENU | typeof ID_BUSCA | typeof ID_RODAPE;

export const ALVOS_DE_ATALHO: readonly {
  id: AlvoDeAtalho;
  rotulo: string;
  tecla: string;
  /** Where the link goes on a page without the target: the catalogue's search box. */
  semAlvo?: string;
}[] = [
  { id: ID_CONTEUDO, rotulo: 'Ir para o conteúdo', tecla: '1' },
  { id: ID_MENU, rotulo: 'Ir para o menu', tecla: '2' },
  { id: ID_BUSCA, rotulo: 'Ir para a busca', tecla: '3', semAlvo: `/solutions#${ID_BUSCA}` },
  { id: ID_RODAPE, rotulo: 'Ir para o rodapé', tecla: '4' },
];
