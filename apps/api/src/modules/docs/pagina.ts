import type { OpenAPIV3_1 } from 'openapi-types';
import { escaparHtml } from '../../http/escapar-html.ts';
import { ACESSO_DESCRITO } from './acesso-descrito.ts';
import type { AccessLevel } from '../../http/acesso.ts';

type Schema = OpenAPIV3_1.SchemaObject & { $ref?: string };
type Operacao = OpenAPIV3_1.OperationObject & { 'x-acesso'?: AccessLevel };

const METODOS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const TIPOS: Record<string, string> = {
  string: 'texto',
  integer: 'inteiro',
  number: 'número',
  boolean: 'verdadeiro ou falso',
  object: 'objeto',
  null: 'nulo',
};

// Markdown of the descriptions is kept to what they use: `código` and **destaque**.
const marcasEmLinha = (texto: string) =>
  escaparHtml(texto)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

const textoComMarcas = (texto: string) =>
  marcasEmLinha(texto)
    .split(/\n{2,}/)
    .map((paragrafo) => `<p>${paragrafo.replace(/\n/g, ' ')}</p>`)
    .join('');

/** A field's type as a person reads it: "texto (e-mail, até 200 caracteres)", "lista de inteiro". */
function tipoDe(schema: Schema): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1)!;
  if (schema.const !== undefined) return `o valor ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `um de: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const alternativas = schema.anyOf ?? schema.oneOf;
  if (alternativas) return alternativas.map((s) => tipoDe(s as Schema)).join(' ou ');
  const tipos = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (tipos.length === 0) return 'qualquer valor';
  const nomes = tipos.map((tipo) =>
    tipo === 'array' && 'items' in schema && schema.items
      ? `lista de ${tipoDe(schema.items as Schema)}`
      : (TIPOS[tipo] ?? tipo),
  );
  const detalhes = [
    schema.format,
    schema.maxLength !== undefined && `até ${schema.maxLength} caracteres`,
    schema.minimum !== undefined && `mínimo ${schema.minimum}`,
    schema.maximum !== undefined && `máximo ${schema.maximum}`,
    schema.maxItems !== undefined && `até ${schema.maxItems} itens`,
  ].filter(Boolean);
  return `${nomes.join(' ou ')}${detalhes.length > 0 ? ` (${detalhes.join(', ')})` : ''}`;
}

// Nested objects are listed inside their field; deeper than this, the type's name says enough.
const PROFUNDIDADE_MAXIMA = 4;

/** The object whose fields a value holds: itself, its items, or the branch of a nullable. */
function objetoDe(schema: Schema): Schema | undefined {
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items) return objetoDe(schema.items as Schema);
  const alternativas = (schema.anyOf ?? schema.oneOf ?? []) as Schema[];
  return alternativas.map(objetoDe).find(Boolean);
}

function campos(schema: Schema, profundidade = 0): string {
  const objeto = objetoDe(schema);
  if (!objeto?.properties || profundidade > PROFUNDIDADE_MAXIMA) return '';
  const obrigatorios = new Set(objeto.required ?? []);
  const itens = Object.entries(objeto.properties).map(([nome, valor]) => {
    const campo = valor as Schema;
    const marca = obrigatorios.has(nome) ? ' <em>obrigatório</em>' : '';
    const descricao = campo.description ? ` — ${escaparHtml(campo.description)}` : '';
    return `<li><code>${escaparHtml(nome)}</code>: ${escaparHtml(tipoDe(campo))}${marca}${descricao}${campos(campo, profundidade + 1)}</li>`;
  });
  return `<ul>${itens.join('')}</ul>`;
}

function parametros(operacao: Operacao): string {
  const lista = (operacao.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  if (lista.length === 0) return '';
  const onde = {
    path: 'no caminho',
    query: 'na consulta',
    header: 'no cabeçalho',
    cookie: 'no cookie',
  };
  const itens = lista.map(
    (p) =>
      `<li><code>${escaparHtml(p.name)}</code> (${onde[p.in as keyof typeof onde] ?? p.in}): ${escaparHtml(tipoDe((p.schema ?? {}) as Schema))}${p.required ? ' <em>obrigatório</em>' : ''}</li>`,
  );
  return `<h4>Parâmetros</h4><ul>${itens.join('')}</ul>`;
}

function corpo(operacao: Operacao): string {
  const conteudo = (operacao.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content;
  const schema = conteudo?.['application/json']?.schema as Schema | undefined;
  if (!schema) return '';
  const lista = campos(schema);
  return `<h4>Corpo (JSON)</h4>${lista || `<p>${escaparHtml(tipoDe(schema))}</p>`}`;
}

function respostas(operacao: Operacao): string {
  const itens = Object.entries(operacao.responses ?? {}).map(
    ([status, resposta]) =>
      `<li><strong>${escaparHtml(status)}</strong>: ${marcasEmLinha((resposta as OpenAPIV3_1.ResponseObject).description)}</li>`,
  );
  return `<h4>Respostas</h4><ul>${itens.join('')}</ul>`;
}

// Readable anchors a person can share: "#grupo-avaliacao", "#get-api-proposta-id".
const ancora = (prefixo: string, nome: string) =>
  `${prefixo}-${nome}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-$/, '');

function secaoDaRota(metodo: string, caminho: string, operacao: Operacao): string {
  const acesso = operacao['x-acesso'];
  return `<section class="rota" id="${ancora(metodo, caminho)}">
<h3><span class="metodo">${metodo.toUpperCase()}</span> <code>${escaparHtml(caminho)}</code></h3>
<p class="resumo">${escaparHtml(operacao.summary ?? '')}</p>
${textoComMarcas((operacao.description ?? '').replace(/\*\*Acesso:\*\*[^\n]*/, ''))}
<p class="acesso"><strong>Acesso:</strong> ${escaparHtml(acesso ? ACESSO_DESCRITO[acesso] : '')}</p>
${parametros(operacao)}${corpo(operacao)}${respostas(operacao)}
</section>`;
}

const ESTILO = `
body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;color:#1a1a1a;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem 4rem;overflow-wrap:anywhere}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:2px solid #1c4f9c;padding-bottom:.25rem}
h3{font-size:1.05rem;margin:0 0 .25rem;word-break:break-all}h4{margin:.75rem 0 .25rem;font-size:.95rem}
.rota{border:1px solid #c8d1dc;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.metodo{display:inline-block;min-width:4rem;font-family:monospace;color:#fff;background:#1c4f9c;border-radius:4px;padding:0 .4rem;text-align:center}
.resumo{font-weight:600;margin:.25rem 0}code{font-family:ui-monospace,monospace;background:#f1f3f6;padding:0 .2rem;border-radius:3px}
a{color:#0b4ea2}nav ul{columns:2 14rem}nav li{padding:.2rem 0}ul{padding-left:1.25rem}em{font-style:normal;color:#8a1c1c}
`;

/** The reference page of /api/docs, in Portuguese, made from the same document integrators get. */
export function paginaDeReferencia(documento: OpenAPIV3_1.Document): string {
  const porGrupo = new Map<string, string[]>((documento.tags ?? []).map((t) => [t.name, []]));
  for (const [caminho, item] of Object.entries(documento.paths ?? {})) {
    for (const metodo of METODOS) {
      const operacao = item?.[metodo] as Operacao | undefined;
      if (!operacao) continue;
      const grupo = operacao.tags?.[0] ?? 'Outras';
      if (!porGrupo.has(grupo)) porGrupo.set(grupo, []);
      porGrupo.get(grupo)!.push(secaoDaRota(metodo, caminho, operacao));
    }
  }
  const grupos = [...porGrupo].filter(([, secoes]) => secoes.length > 0);
  const descricaoDe = new Map((documento.tags ?? []).map((t) => [t.name, t.description ?? '']));
  const indice = grupos
    .map(
      ([nome, secoes]) =>
        `<li><a href="#${ancora('grupo', nome)}">${escaparHtml(nome)}</a> (${secoes.length})</li>`,
    )
    .join('');
  const corpoDaPagina = grupos
    .map(
      ([nome, secoes]) =>
        `<h2 id="${ancora('grupo', nome)}">${escaparHtml(nome)}</h2><p>${escaparHtml(descricaoDe.get(nome) ?? '')}</p>${secoes.join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escaparHtml(documento.info.title)} — referência</title>
<style>${ESTILO}</style>
</head>
<body>
<main>
<h1>${escaparHtml(documento.info.title)}</h1>
${textoComMarcas(documento.info.description ?? '')}
<p>O documento OpenAPI 3.1 desta API, para gerar clientes e testar: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p>
<nav aria-label="Grupos de rotas"><h2>Grupos</h2><ul>${indice}</ul></nav>
${corpoDaPagina}
</main>
</body>
</html>`;
}
