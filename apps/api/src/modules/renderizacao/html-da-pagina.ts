import { prepararResposta, type RespostaEmMemoria } from '../../http/resposta-em-memoria.ts';
import { injetarNaoIndexar, injetarTags, tagsDaPagina } from '../seo/html.ts';
import { NOME_PORTAL, type MetaPagina } from '../seo/paginas.ts';
import type { PaginaRenderizada } from './paginas-renderizadas.ts';

// Distinct pages whose final HTML is kept (each page's tags differ); published solutions beyond
// this are prepared again when asked for.
const MAX_PAGINAS = 500;

// The key of every page without tags of its own (the areas behind a sign-in).
const SEM_TAGS = {};

/** Each page's final HTML with its ETag and compressed forms, prepared once. */
export function paginasProntas(publicUrl: string) {
  // The preparation itself is kept, so the visitors who arrive while it is under way share it.
  const prontas = new Map<string, Promise<RespostaEmMemoria>>();
  const preparar = (html: string): Promise<RespostaEmMemoria> => {
    let pronta = prontas.get(html);
    if (!pronta) {
      pronta = prepararResposta(html, 'text/html; charset=utf-8');
      // Oldest first out: a Map keeps insertion order.
      if (prontas.size >= MAX_PAGINAS) prontas.delete(prontas.keys().next().value!);
      prontas.set(html, pronta);
    }
    return pronta;
  };
  // The fixed pages (and every private one) resolve to the same tags object each time: their
  // answer is kept against it and the index it was made from, so a view of the home page does
  // not rewrite its HTML and hash it again.
  const porTags = new WeakMap<
    MetaPagina | typeof SEM_TAGS,
    { html: string; pronta: Promise<RespostaEmMemoria> }
  >();
  return (html: string, meta: MetaPagina | null): Promise<RespostaEmMemoria> => {
    const chave = meta ?? SEM_TAGS;
    const guardada = porTags.get(chave);
    if (guardada?.html === html) return guardada.pronta;
    const pronta = preparar(
      meta
        ? injetarTags(html, tagsDaPagina(meta, publicUrl, NOME_PORTAL))
        : injetarNaoIndexar(html),
    );
    porTags.set(chave, { html, pronta });
    return pronta;
  };
}

const RAIZ_VAZIA = '<div id="root"></div>';
const PRECARGA_DE_MODULO = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The shell with a server-rendered page in its root, and the state the browser adopts it with.
 * Such a page paints from its HTML and CSS alone, so the preloads of the app's modules go: its
 * small entry script loads the app when the visitor first acts, or at once for someone signed
 * in (docs/decisions/028); the empty shell keeps them, it has nothing to show without the app.
 */
export const comConteudo = (index: string, pagina: PaginaRenderizada | null) =>
  pagina
    ? index
        .replace(PRECARGA_DE_MODULO, '')
        .replace(RAIZ_VAZIA, `<div id="root">${pagina.html}</div>${pagina.estado}`)
    : index;
