import { FUSO_HORARIO } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { repositoriosEm } from '../repositorios.ts';

const PAGINAS_NO_TOPO = 10;

// 'en-CA' writes dates as YYYY-MM-DD.
const diaEmSaoPaulo = new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_HORARIO });

/** The `dias` calendar days ending today, oldest first (UTC arithmetic on plain dates). */
export function ultimosDias(hoje: string, dias: number): string[] {
  const data = new Date(`${hoje}T00:00:00Z`);
  data.setUTCDate(data.getUTCDate() - (dias - 1));
  return Array.from({ length: dias }, () => {
    const dia = data.toISOString().slice(0, 10);
    data.setUTCDate(data.getUTCDate() + 1);
    return dia;
  });
}

export function createPageViewsEstatisticasService(db: Database, agora: () => Date) {
  const repository = repositoriosEm(db).pageViewsEstatisticas;

  return {
    /** Visits per São Paulo day (every day present, zeros included) and the top pages. */
    async porDia(dias: number) {
      const lista = ultimosDias(diaEmSaoPaulo.format(agora()), dias);
      const desde = lista[0]!;
      const [contagens, paginas] = await Promise.all([
        repository.porDia(desde),
        repository.maisVisitadas(desde, PAGINAS_NO_TOPO),
      ]);
      const porDia = new Map(contagens.map((linha) => [linha.dia, linha.quantidade]));
      return {
        dias: lista.map((dia) => ({ dia, quantidade: porDia.get(dia) ?? 0 })),
        paginas,
      };
    },
  };
}
