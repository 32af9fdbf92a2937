import { dataHoraLocalSaoPaulo } from '@portal/domain';

/**
 * A column a day stays readable up to about two months on a 1366 px screen; a call open for
 * years (or a deadline set far ahead) would also ask the server for more days than it answers.
 */
export const DIAS_NO_GRAFICO = 60;

const DIA_MS = 24 * 60 * 60 * 1000;

/** The São Paulo calendar day of an instant, as YYYY-MM-DD. */
const diaEmSaoPaulo = (valor: Date | string) => dataHoraLocalSaoPaulo(valor).slice(0, 10);

const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);

/**
 * The days of the signed-PDF chart: the whole call, opening to deadline, when it fits; otherwise
 * the `DIAS_NO_GRAFICO` days up to today, kept between the opening and the deadline.
 */
export function diasDoGrafico(
  abertura: string,
  prazo: string,
  agora: Date,
): { inicio: string; fim: string } {
  const inicio = diaEmSaoPaulo(abertura);
  const fimDoPrazo = diaEmSaoPaulo(prazo);
  const primeiraJanela = somarDias(inicio, DIAS_NO_GRAFICO - 1);
  if (primeiraJanela >= fimDoPrazo) return { inicio, fim: fimDoPrazo };
  // YYYY-MM-DD strings order as the days they name.
  const hoje = diaEmSaoPaulo(agora);
  const fim = [hoje > primeiraJanela ? hoje : primeiraJanela, fimDoPrazo].sort()[0]!;
  return { inicio: somarDias(fim, -(DIAS_NO_GRAFICO - 1)), fim };
}
