import { FUSO_HORARIO } from '@portal/domain';
import type { ItemGrafico } from '@/components/graficos/grafico';

const diaEmSaoPaulo = (data: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_HORARIO }).format(data);

/** The day `n` days before 'YYYY-MM-DD', counted on the calendar (no clock, no time zone). */
const diaAnterior = (dia: string, n: number): string => {
  const data = new Date(`${dia}T12:00:00Z`);
  data.setUTCDate(data.getUTCDate() - n);
  return data.toISOString().slice(0, 10);
};

/**
 * The last `dias` days up to today in São Paulo, each with its count: a day without visits is a
 * zero column, not a gap that would put two distant days side by side.
 */
export function visitasDosDias(
  contagens: readonly { dia: string; quantidade: number }[],
  dias: number,
  agora: Date = new Date(),
): ItemGrafico[] {
  const hoje = diaEmSaoPaulo(agora);
  const porDia = new Map(contagens.map((c) => [c.dia.slice(0, 10), c.quantidade]));
  return Array.from({ length: dias }, (_, i) => {
    const dia = diaAnterior(hoje, dias - 1 - i);
    const [ano, mes, d] = dia.split('-');
    return {
      id: dia,
      rotulo: `${d}/${mes}`,
      rotuloCompleto: `${d}/${mes}/${ano}`,
      valor: porDia.get(dia) ?? 0,
    };
  });
}
