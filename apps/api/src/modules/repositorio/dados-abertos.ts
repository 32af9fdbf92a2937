import type { SolucaoDadosAbertos } from '@portal/domain';
import { paraCsv } from '../../http/csv.ts';

/** The download names of the open data, one per format. */
export const NOME_DADOS_ABERTOS = 'solucoes-cidades-inteligentes';

const COLUNAS: readonly (keyof SolucaoDadosAbertos)[] = [
  'id',
  'titulo',
  'descricao',
  'palavrasChave',
  'eixo',
  'capacidade',
  'empresa',
  'webSite',
  'url',
  'publicadaEm',
];

/** The open data as CSV (lib/csv.ts); keywords joined by semicolons. */
export const dadosAbertosCsv = (linhas: readonly SolucaoDadosAbertos[]): string =>
  paraCsv(
    COLUNAS,
    linhas.map((linha) =>
      COLUNAS.map((coluna) => {
        const valor = linha[coluna];
        return Array.isArray(valor) ? valor.join('; ') : (valor ?? null);
      }),
    ),
  );
