/** The call is run by the São Paulo state government: every date is shown in its time zone. */
export const FUSO_HORARIO = 'America/Sao_Paulo';

const formato = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_HORARIO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type DataEntrada = Date | string | null | undefined;

interface PartesData {
  dia: string;
  mes: string;
  ano: string;
  hora: string;
  minuto: string;
}

const DATA_SEM_HORA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-only ISO text names a day in São Paulo; read as UTC midnight it would show the day
 * before. São Paulo has had no daylight saving since 2019 and its midnight never left the day.
 */
const paraData = (valor: Date | string): Date =>
  typeof valor === 'string' && DATA_SEM_HORA.test(valor)
    ? new Date(`${valor}T00:00:00-03:00`)
    : new Date(valor);

const partesEmSaoPaulo = (valor: DataEntrada): PartesData | undefined => {
  if (valor === null || valor === undefined || valor === '') return undefined;
  const data = paraData(valor);
  if (Number.isNaN(data.getTime())) return undefined;
  const partes = formato.formatToParts(data);
  const parte = (tipo: Intl.DateTimeFormatPartTypes) =>
    partes.find((p) => p.type === tipo)?.value ?? '';
  return {
    dia: parte('day'),
    mes: parte('month'),
    ano: parte('year'),
    hora: parte('hour'),
    minuto: parte('minute'),
  };
};

/** dd/MM/yyyy in São Paulo; empty text for a missing or unreadable date. */
export const formatarData = (valor: DataEntrada): string => {
  const p = partesEmSaoPaulo(valor);
  return p ? `${p.dia}/${p.mes}/${p.ano}` : '';
};

/** dd/MM/yyyy HH:mm in São Paulo; empty text for a missing or unreadable date. */
export const formatarDataHora = (valor: DataEntrada): string => {
  const p = partesEmSaoPaulo(valor);
  return p ? `${p.dia}/${p.mes}/${p.ano} ${p.hora}:${p.minuto}` : '';
};

/** Hour of the day (0–23) in São Paulo. */
export const horaEmSaoPaulo = (data: Date): number => Number(partesEmSaoPaulo(data)?.hora);

/** "15/12/2026 às 18h" (or "às 18h30"): how the call's dates read inside a sentence. */
export const formatarDataHoraExtenso = (valor: DataEntrada): string => {
  const p = partesEmSaoPaulo(valor);
  if (!p) return '';
  const hora = `${Number(p.hora)}h${p.minuto === '00' ? '' : p.minuto}`;
  return `${p.dia}/${p.mes}/${p.ano} às ${hora}`;
};

const DATA_HORA_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * Whether a text is a São Paulo wall-clock time as a datetime-local field gives it. The round
 * trip refuses 30 February, which Date would quietly roll over into March.
 */
export const isDataHoraLocal = (valor: string): boolean =>
  DATA_HORA_LOCAL.test(valor) && dataHoraLocalSaoPaulo(instanteDeSaoPaulo(valor)) === valor;

/** The instant of a São Paulo wall-clock time "2026-12-15T18:00" (fixed -03:00, as above). */
export const instanteDeSaoPaulo = (local: string): Date => new Date(`${local}:00-03:00`);

/** The São Paulo wall-clock time "2026-12-15T18:00" of an instant, to fill a datetime-local field. */
export const dataHoraLocalSaoPaulo = (valor: DataEntrada): string => {
  const p = partesEmSaoPaulo(valor);
  return p ? `${p.ano}-${p.mes}-${p.dia}T${p.hora}:${p.minuto}` : '';
};

/**
 * When someone did something, inside a sentence: "às 14:32" on the same São Paulo day as `agora`,
 * "em 24/11/2026 às 14:32" on another.
 */
export const formatarQuando = (valor: Date, agora: Date): string => {
  const p = partesEmSaoPaulo(valor);
  const hoje = partesEmSaoPaulo(agora);
  if (!p || !hoje) return '';
  const hora = `às ${p.hora}:${p.minuto}`;
  return p.dia === hoje.dia && p.mes === hoje.mes && p.ano === hoje.ano
    ? hora
    : `em ${p.dia}/${p.mes}/${p.ano} ${hora}`;
};
