import { FUSO_HORARIO } from '@portal/domain';

export type Unidade = 'mes' | 'semana' | 'dia';

const DATA_SEM_HORA = /^\d{4}-\d{2}-\d{2}$/;
const DIA_MS = 24 * 60 * 60 * 1000;

// 'en-CA' writes dates as YYYY-MM-DD.
const diaLocal = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO_HORARIO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const isDataSemHora = (valor: string) => DATA_SEM_HORA.test(valor);

/** The São Paulo calendar day of a bound: a date names its day, an instant falls on one. */
export const diaEmSaoPaulo = (valor: string): string =>
  isDataSemHora(valor) ? valor : diaLocal.format(new Date(valor));

/** Days between two bounds, for the length limit of the series. */
export const diasEntre = (inicio: string, fim: string) =>
  (Date.parse(fim) - Date.parse(inicio)) / DIA_MS;

// Calendar arithmetic on UTC dates: no time zone can shift a day here.
const paraUtc = (dia: string) => new Date(`${dia}T00:00:00Z`);
const paraDia = (data: Date) => data.toISOString().slice(0, 10);

/** The Monday of the ISO week containing `dia` (as PostgreSQL's date_trunc('week') gives). */
export function segundaDaSemana(dia: string): string {
  const data = paraUtc(dia);
  data.setUTCDate(data.getUTCDate() - ((data.getUTCDay() + 6) % 7));
  return paraDia(data);
}

/**
 * Every period touching [diaInicio, diaFim], in order: months as '2025-03', weeks by their
 * Monday '2025-03-03', days as themselves. The series answers each of them, so a chart has no gaps.
 */
export function periodosEntre(diaInicio: string, diaFim: string, unidade: Unidade): string[] {
  const periodos: string[] = [];
  if (unidade === 'dia') {
    for (let data = paraUtc(diaInicio); paraDia(data) <= diaFim;) {
      periodos.push(paraDia(data));
      data.setUTCDate(data.getUTCDate() + 1);
    }
    return periodos;
  }
  if (unidade === 'mes') {
    let [ano, mes] = diaInicio.split('-').map(Number) as [number, number];
    const ultimo = diaFim.slice(0, 7);
    for (;;) {
      const periodo = `${ano}-${String(mes).padStart(2, '0')}`;
      if (periodo > ultimo) return periodos;
      periodos.push(periodo);
      [ano, mes] = mes === 12 ? [ano + 1, 1] : [ano, mes + 1];
    }
  }
  const ultima = segundaDaSemana(diaFim);
  for (let data = paraUtc(segundaDaSemana(diaInicio)); paraDia(data) <= ultima;) {
    periodos.push(paraDia(data));
    data.setUTCDate(data.getUTCDate() + 7);
  }
  return periodos;
}
