import { z } from 'zod';
import { LIMITES, PAGINACAO_ANALISE } from '../catalogo/index.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { textoSeguro } from './campos.ts';
import { inteiroComPadrao, inteiroOpcional, semVazio } from './consulta.ts';

/** The columns the staff's solutions table sorts by, named as its rows name them. */
export const ORDENS_ANALISE = [
  'codigoProposta',
  'nomeOficialEmpresa',
  'tituloProposta',
  'status',
  'dataHoraEnvioPDF',
  // The consolidated evaluation score (administrators only).
  'nota',
] as const;
export type OrdemAnalise = (typeof ORDENS_ANALISE)[number];

/** `status=2&status=3` and `status=2,3` both mean "2 or 3". */
const listaDeStatus = z.preprocess(
  (valor) =>
    (Array.isArray(valor) ? valor : [valor])
      .flatMap((item) => String(item ?? '').split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  z.array(
    z.coerce
      .number({ error: MENSAGENS.statusPropostaInvalido })
      .int({ error: MENSAGENS.statusPropostaInvalido })
      .min(1, { error: MENSAGENS.statusPropostaInvalido })
      .max(10, { error: MENSAGENS.statusPropostaInvalido }),
  ),
);

const textoDeBusca = (maximo: number) =>
  z.preprocess(
    semVazio,
    textoSeguro(MENSAGENS.valorInvalido)
      .trim()
      .max(maximo, { error: MENSAGENS.maximoCaracteres(maximo) })
      .optional(),
  );

/**
 * The query of `GET /proposta/analise`: a page of the staff's table with its sort and filters.
 * Without `direcao` the date sorts newest first and every other column A→Z.
 */
export const analiseFiltroSchema = z.object({
  pagina: inteiroComPadrao(1, 1_000_000, 1),
  tamanho: inteiroComPadrao(1, PAGINACAO_ANALISE.tamanhoMaximo, PAGINACAO_ANALISE.tamanhoPadrao),
  ordem: z.preprocess(
    semVazio,
    z.enum(ORDENS_ANALISE, { error: MENSAGENS.valorInvalido }).default('dataHoraEnvioPDF'),
  ),
  direcao: z.preprocess(
    semVazio,
    z.enum(['asc', 'desc'], { error: MENSAGENS.valorInvalido }).optional(),
  ),
  status: listaDeStatus.optional(),
  eixo: inteiroOpcional(1, 5),
  capacidade: inteiroOpcional(6, 51),
  /** Part of the official or trade name, or of the CNPJ's digits. */
  empresa: textoDeBusca(LIMITES.nomeOficial),
  /** Part of the title or of the code. */
  busca: textoDeBusca(LIMITES.titulo),
  /** Solutions assigned to this evaluator. */
  avaliador: z.preprocess(
    semVazio,
    z.guid(MENSAGENS.identificadorInvalido).toLowerCase().optional(),
  ),
  /** Every assigned evaluation submitted, or some still pending. */
  avaliacao: z.preprocess(
    semVazio,
    z.enum(['avaliadas', 'pendentes'], { error: MENSAGENS.valorInvalido }).optional(),
  ),
});
export type AnaliseFiltro = z.output<typeof analiseFiltroSchema>;
export type AnaliseFiltroEntrada = z.input<typeof analiseFiltroSchema>;
