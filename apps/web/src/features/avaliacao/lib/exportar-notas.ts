import { type ExportacaoNotas, formatarDataHora } from '@portal/domain';
import { celulasDe, csvDe } from '@/lib/planilha';
import { salvarBlob } from '@/lib/arquivos';

const numero = (valor: number | null) =>
  valor === null ? '' : valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** One row per submitted evaluation version. */
export const CABECALHO_AVALIACOES = [
  'Código',
  'Título',
  'Avaliador',
  'Versão',
  'Rubrica',
  'Nota',
  'Recomendação',
  'Enviada em',
];
export const linhasAvaliacoes = (dados: ExportacaoNotas) =>
  dados.porAvaliacao.map((a) => [
    a.codigoProposta,
    a.titulo,
    a.avaliador,
    String(a.versao),
    String(a.rubricaVersao),
    numero(a.notaFinal),
    a.recomendacao,
    formatarDataHora(a.enviadaEm),
  ]);

/** One row per solution with an assignment. */
export const CABECALHO_SOLUCOES = [
  'Código',
  'Título',
  'Empresa',
  'Avaliações',
  'Nota consolidada',
  'Amplitude',
  'Divergência',
];
export const linhasSolucoes = (dados: ExportacaoNotas) =>
  dados.porSolucao.map((s) => [
    s.codigoProposta,
    s.titulo,
    s.empresa,
    `${s.enviadas}/${s.atribuidas}`,
    numero(s.media),
    numero(s.amplitude),
    s.divergente ? 'Sim' : 'Não',
  ]);

export type Planilha = 'avaliacoes' | 'solucoes';

const PLANILHAS = {
  avaliacoes: {
    nome: 'notas-por-avaliacao',
    cabecalho: CABECALHO_AVALIACOES,
    linhas: linhasAvaliacoes,
  },
  solucoes: { nome: 'notas-por-solucao', cabecalho: CABECALHO_SOLUCOES, linhas: linhasSolucoes },
} as const;

export function baixarCsvNotas(dados: ExportacaoNotas, planilha: Planilha): void {
  const { nome, cabecalho, linhas } = PLANILHAS[planilha];
  salvarBlob(
    new Blob([csvDe(cabecalho, linhas(dados))], { type: 'text/csv;charset=utf-8' }),
    `${nome}.csv`,
  );
}

/** The spreadsheet writer loads on the first export only, as the companies' export does. */
export async function baixarXlsxNotas(dados: ExportacaoNotas, planilha: Planilha): Promise<void> {
  const { nome, cabecalho, linhas } = PLANILHAS[planilha];
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(celulasDe(cabecalho, linhas(dados)), {
    sheet: 'Notas',
    stickyRowsCount: 1,
  }).toBlob();
  salvarBlob(blob, `${nome}.xlsx`);
}
