import { dataHoraLocalSaoPaulo } from '@portal/domain';

export interface PrazoPedido {
  rotulo: string;
  cor: string;
}

const DIA_MS = 24 * 60 * 60 * 1000;

/** The calendar day of an instant in São Paulo, as a count of days: deadlines are days there. */
const diaEmSaoPaulo = (valor: Date | string): number =>
  Date.parse(`${dataHoraLocalSaoPaulo(valor).slice(0, 10)}T00:00:00Z`) / DIA_MS;

const dias = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

/**
 * How an open request stands against its deadline (LGPD art. 19, II: 15 days), counted in São
 * Paulo calendar days so "vence hoje" means the administrator's today.
 */
export function prazoPedido(prazoEm: string, agora: Date): PrazoPedido {
  const restantes = diaEmSaoPaulo(prazoEm) - diaEmSaoPaulo(agora);
  if (restantes > 0) return { rotulo: `vence em ${dias(restantes)}`, cor: 'azulSp' };
  if (restantes === 0) return { rotulo: 'vence hoje', cor: 'yellow' };
  return { rotulo: `atrasado há ${dias(-restantes)}`, cor: 'red' };
}
