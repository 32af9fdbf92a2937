/**
 * What each group of the campaign day asks for (campanha.bench.ts): the visitors' pages and
 * searches, a company's draft and CNPJ card, the staff's table and export.
 */
import { caminhoPaginaSolucao } from '../src/modules/repositorio/presenter.ts';
import { arquivoPayload, novaProposta } from '../test/fixtures-proposta.ts';
import type { PassoDeCarga } from './campanha-carga.ts';

// Titles and search words that find them, so catalogue searches return something.
export const TEMAS = [
  ['Iluminação pública com telegestão', 'iluminação'],
  ['Semáforos que conversam entre cruzamentos', 'semáforos'],
  ['Ônibus elétrico com recarga noturna', 'ônibus'],
  ['Alerta de enchentes por sensores de nível', 'enchentes'],
  ['Coleta seletiva com contêineres monitorados', 'coleta'],
  ['Telemedicina nas unidades básicas de saúde', 'telemedicina'],
] as const;

/** What seeding leaves for the load: the published solutions, the companies, the staff's cookies. */
export interface Semeadura {
  solucoes: string[];
  empresas: { cookie: string; empresaId: string; rascunhoId: string }[];
  equipe: string[];
}

const NAVEGADOR = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const JSON_ACEITO = { accept: 'application/json', 'accept-encoding': 'br, gzip' };
const JSON_ENVIADO = { ...JSON_ACEITO, 'content-type': 'application/json' };
const pagina = (rotulo: string, caminhos = [rotulo]): PassoDeCarga => ({
  rotulo,
  method: 'GET',
  headers: NAVEGADOR,
  variantes: caminhos.map((path) => ({ path })),
});

export function roteiroPublico(solucoes: string[]): PassoDeCarga[] {
  return [
    pagina('/'),
    pagina('/sobre'),
    pagina('/fornecedores'),
    pagina('/municipios'),
    pagina('/solutions'),
    pagina('/solutions/{id}', solucoes.map(caminhoPaginaSolucao)),
    {
      rotulo: '/api/solucoes?busca=…',
      method: 'GET',
      headers: JSON_ACEITO,
      variantes: TEMAS.map(([, palavra]) => ({
        path: `/api/solucoes?${new URLSearchParams({ busca: palavra, pagina: '1', tamanho: '12' })}`,
      })),
    },
  ];
}

/** A company editing its draft (a few versions of the text, as it types) and sending its card. */
export function roteiroDaEmpresa(
  empresa: Semeadura['empresas'][number],
  i: number,
  pdf: Buffer,
): PassoDeCarga[] {
  const headers = { ...JSON_ENVIADO, cookie: empresa.cookie };
  const rascunho = novaProposta({ titulo: `Rascunho da empresa ${i + 1}` });
  return [
    {
      rotulo: 'POST /api/proposta (rascunho)',
      method: 'POST',
      headers,
      variantes: [1, 2, 3, 4].map((versao) => ({
        path: '/api/proposta',
        body: JSON.stringify({
          ...rascunho,
          id: empresa.rascunhoId,
          descricao: `${rascunho.descricao} Revisão ${versao}.`,
        }),
      })),
    },
    {
      rotulo: 'PUT /api/fileindexer/…/provacnpj/file',
      method: 'PUT',
      headers,
      variantes: [
        {
          path: `/api/fileindexer/empresa/${empresa.empresaId}/provacnpj/file`,
          body: JSON.stringify(arquivoPayload(pdf, 'cartao-cnpj.pdf')),
        },
      ],
    },
  ];
}

export function roteiroDaEquipe(cookie: string): PassoDeCarga[] {
  const headers = { ...JSON_ACEITO, cookie };
  const tabela = (query: Record<string, string>) => ({
    path: `/api/proposta/analise?${new URLSearchParams({ tamanho: '50', ...query })}`,
  });
  return [
    {
      rotulo: '/api/proposta/analise (tabela)',
      method: 'GET',
      headers,
      variantes: [
        tabela({ pagina: '1', ordem: 'dataHoraEnvioPDF', direcao: 'desc' }),
        tabela({ pagina: '2', ordem: 'dataHoraEnvioPDF', direcao: 'desc' }),
        tabela({ pagina: '1', ordem: 'nomeOficialEmpresa', direcao: 'asc' }),
        tabela({ pagina: '1', busca: 'Rascunho' }),
      ],
    },
    {
      rotulo: '/api/avaliacao/exportacao',
      method: 'GET',
      headers,
      variantes: [{ path: '/api/avaliacao/exportacao' }],
    },
  ];
}
