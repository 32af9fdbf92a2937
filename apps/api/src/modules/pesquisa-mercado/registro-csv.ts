import { formatarData, type RegistroPesquisaPublico, type SolucaoRegistrada } from '@portal/domain';
import { paraCsv } from '../../http/csv.ts';

const CABECALHO = [
  'Registro',
  'Lista',
  'Posição',
  'Título',
  'Empresa',
  'Eixo',
  'Capacidade',
  'Versão',
  'Publicada em',
  'Endereço',
];

/**
 * The record's solutions as a spreadsheet: the selection first, then the results by relevance,
 * each row naming its record so rows pasted into another sheet still say where they came from.
 */
export function registroCsv({ registro }: RegistroPesquisaPublico): string {
  const linha = (lista: string) => (s: SolucaoRegistrada) => [
    registro.codigo,
    lista,
    String(s.posicao),
    s.titulo,
    s.empresa,
    s.eixo,
    s.capacidade,
    String(s.versao),
    formatarData(s.publicadaEm),
    s.url,
  ];
  return paraCsv(CABECALHO, [
    ...registro.selecao.map(linha('Selecionada')),
    ...registro.resultados.map(linha('Resultado da busca')),
  ]);
}
