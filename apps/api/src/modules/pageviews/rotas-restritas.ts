/**
 * The web router's routes behind a login (the company's `/painel`, the institute's `/ipt`, the
 * municipal manager's `/gestor`) and the market-survey records, whose code is a key, as the
 * router spells them. A visit to one of them is counted by its template: its address may carry a
 * solution's id, and the statistics, which the whole staff reads, have no use for which solution
 * someone opened. Public pages, `/solutions/:id` included, are counted by their address.
 */
export const ROTAS_RESTRITAS = [
  'painel',
  'painel/cadastro',
  'painel/equipe',
  'painel/meus-dados',
  'painel/propostas/:id/portal',
  'painel/propostas/:id?',
  'painel/cadastro-sucesso',
  'painel/lista-solucoes',
  'ipt',
  'ipt/senha',
  'ipt/registro',
  'ipt/logout',
  'ipt/home',
  'ipt/solution/:id',
  'ipt/avaliacoes',
  'ipt/rubrica',
  'ipt/equipe',
  'ipt/pedidos-empresas',
  'ipt/documentos',
  'ipt/calendario',
  'ipt/conta',
  'ipt/emails',
  'ipt/auditoria',
  'ipt/privacidade',
  'ipt/meus-dados',
  'ipt/companies',
  'ipt/gestores',
  'painel/interesse-municipios',
  'gestor',
  'gestor/cadastro',
  'gestor/selecao',
  'gestor/buscas',
  'gestor/registros',
  'gestor/registrar',
  'gestor/desfechos',
  'gestor/meus-dados',
  // Public, but its code opens the record: the statistics need not hold it.
  'registros/:codigo',
] as const;

export const AREAS_RESTRITAS = ['painel', 'ipt', 'gestor', 'registros'] as const;

const segmentos = (caminho: string) => caminho.split('/').filter(Boolean);

/**
 * The words the restricted routes are made of. Every other segment of a restricted address takes a
 * parameter's place (an id, a token) and becomes `:id`: this gives each route's own template
 * (`/ipt/solution/:id`) and keeps ids out even of an address the router does not know (an old
 * link, a typo). The migration that cleaned the visits stored before applies the same rule.
 */
const PALAVRAS: ReadonlySet<string> = new Set(
  ROTAS_RESTRITAS.flatMap(segmentos).filter((segmento) => !segmento.startsWith(':')),
);

/** The address a visit is counted under: a restricted one by its template, a public one as is. */
export function caminhoParaEstatistica(caminho: string): string {
  const partes = segmentos(caminho);
  if (!AREAS_RESTRITAS.some((area) => area === partes[0])) return caminho;
  return `/${partes.map((parte) => (PALAVRAS.has(parte) ? parte : ':id')).join('/')}`;
}
