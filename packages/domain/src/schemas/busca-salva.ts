import { z } from 'zod';
import { MENSAGENS } from '../mensagens/index.ts';
import { textoObrigatorio, textoSeguro } from './campos.ts';
import { solucoesFiltroSchema, type SolucoesFiltro } from './repositorio.ts';

/** How many searches a manager keeps: a working list, not an archive. */
export const BUSCAS_SALVAS_MAXIMO = 20;
export const NOME_BUSCA_SALVA_MAXIMO = 80;

/** A search as it is saved: its words and filters, never a page. */
export type FiltroSalvo = Omit<SolucoesFiltro, 'pagina' | 'tamanho'>;

/** The catalogue's search parameters, in the order its address writes them. */
export const PARAMETROS_DA_BUSCA = [
  'busca',
  'eixo',
  'capacidade',
  'saas',
  'suporteNoBrasil',
  'implantada',
  'municipio',
  'parecer',
] as const satisfies readonly (keyof FiltroSalvo)[];

/** `POST /api/gestor/buscas`: a name, the catalogue's search as its address holds it, alerts. */
export const buscaSalvaEntradaSchema = z.object({
  nome: textoObrigatorio(NOME_BUSCA_SALVA_MAXIMO),
  filtro: solucoesFiltroSchema.omit({ pagina: true, tamanho: true }).default({}),
  alertas: z.boolean({ error: MENSAGENS.valorInvalido }).default(true),
});
export type BuscaSalvaEntrada = z.input<typeof buscaSalvaEntradaSchema>;

/** The form of "Salvar esta busca": what the manager types; the search comes from the page. */
export const buscaSalvaFormSchema = buscaSalvaEntradaSchema.pick({ nome: true, alertas: true });
export type BuscaSalvaFormValores = z.input<typeof buscaSalvaFormSchema>;
export type BuscaSalvaForm = z.output<typeof buscaSalvaFormSchema>;

/** `PUT /api/gestor/buscas/:id/alertas`. */
export const alertasBuscaSchema = z.object({
  alertas: z.boolean({ error: MENSAGENS.valorInvalido }),
});

/** `POST /api/buscas-salvas/cancelar-alertas`: the token of the e-mail's link. */
export const cancelarAlertasSchema = z.object({
  token: textoSeguro(MENSAGENS.alertaLinkInvalido).regex(/^[\w-]{43}$/, {
    error: MENSAGENS.alertaLinkInvalido,
  }),
});

/** A saved search as the manager's page lists it; `endereco` opens it in the catalogue. */
export interface BuscaSalva {
  id: string;
  nome: string;
  filtro: FiltroSalvo;
  endereco: string;
  alertas: boolean;
  criadaEm: string;
}

/**
 * The catalogue's address for a saved search: the same query string the catalogue writes, so
 * opening it shows what was saved.
 */
export function enderecoDaBusca(filtro: FiltroSalvo): string {
  const parametros = new URLSearchParams();
  // The catalogue's own order (the stored JSON keeps none).
  for (const nome of PARAMETROS_DA_BUSCA) {
    const valor = filtro[nome];
    if (valor === undefined) continue;
    parametros.set(nome, typeof valor === 'boolean' ? (valor ? 'sim' : 'nao') : String(valor));
  }
  const consulta = parametros.toString();
  return consulta ? `/solutions?${consulta}` : '/solutions';
}
