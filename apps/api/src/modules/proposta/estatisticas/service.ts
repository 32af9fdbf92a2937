import {
  EIXOS,
  MENSAGENS,
  PERIODO_ESTATISTICAS_MAXIMO_DIAS,
  type EstatisticasPeriodo,
} from '@portal/domain';
import type { Database } from '../../../infra/db/client.ts';
import { fieldError } from '../../../http/http-error.ts';
import { diaEmSaoPaulo, diasEntre, periodosEntre, type Unidade } from './periodos.ts';
import { intervaloDe, type Intervalo } from './repository.ts';
import { repositoriosEm } from '../../repositorios.ts';

const somar = (mapa: Map<number, number>, chave: number, n: number) =>
  mapa.set(chave, (mapa.get(chave) ?? 0) + n);

export function createEstatisticasService(db: Database) {
  const repository = repositoriosEm(db).estatisticas;

  /** The spec's Statistics; every axis and capability is listed, zeros included. */
  async function estatisticas(intervalo: Intervalo | null) {
    const [totais, pares] = await Promise.all([
      repository.totais(intervalo),
      repository.distribuicao(intervalo),
    ]);
    const porEixo = new Map<number, number>();
    const porCapacidade = new Map<number, number>();
    for (const { destino, indiceDetalhe, n } of pares) {
      // A draft may not have chosen its axis yet: it counts in the total, under no axis.
      if (destino !== null) somar(porEixo, destino, n);
      if (indiceDetalhe !== null) somar(porCapacidade, indiceDetalhe, n);
    }
    return {
      totalEmpresas: totais.empresas,
      totalPropostas: totais.propostas,
      totalPropostasPdfAssinados: totais.assinados,
      distribuicaoPropostasDestinos: EIXOS.map((eixo) => ({
        id: eixo.id,
        descricao: eixo.descricao,
        quantidade: porEixo.get(eixo.id) ?? 0,
      })),
      distribuicaoPropostasDetalhes: EIXOS.flatMap((eixo) =>
        eixo.capacidades.map((capacidade) => ({
          id: capacidade.id,
          descricao: capacidade.descricao,
          eixo: eixo.id,
          quantidade: porCapacidade.get(capacidade.id) ?? 0,
        })),
      ),
    };
  }

  return {
    gerais: () => estatisticas(null),

    /** Proposals created, and signed forms received, within the period. */
    doPeriodo: ({ inicio, fim }: EstatisticasPeriodo) => estatisticas(intervaloDe(inicio, fim)),

    /**
     * Per month or week, proposals created and signed forms received, every period present.
     * Cumulative series add up from everything before the start, so they end at the real total.
     */
    async serie({ inicio, fim }: EstatisticasPeriodo, unidade: Unidade, cumulativa: boolean) {
      // A bounded answer: one row per period, and a year-9999 range would be millions of them.
      if (diasEntre(inicio, fim) > PERIODO_ESTATISTICAS_MAXIMO_DIAS) {
        throw fieldError(400, 'fim', MENSAGENS.periodoLongoDemais);
      }
      const intervalo = intervaloDe(inicio, fim);
      const [criadas, assinados, base] = await Promise.all([
        repository.serie('criadas', unidade, intervalo),
        repository.serie('assinados', unidade, intervalo),
        cumulativa ? repository.anteriores(intervalo) : { criadas: 0, assinados: 0 },
      ]);
      const contagem = (linhas: { periodo: string; n: number }[]) =>
        new Map(linhas.map((linha) => [linha.periodo, linha.n]));
      const porPeriodoCriadas = contagem(criadas);
      const porPeriodoAssinados = contagem(assinados);
      let acumuladoCriadas = base.criadas;
      let acumuladoAssinados = base.assinados;
      return periodosEntre(diaEmSaoPaulo(inicio), diaEmSaoPaulo(fim), unidade).map((periodo) => {
        const propostasCriadas = porPeriodoCriadas.get(periodo) ?? 0;
        const pdfsAssinados = porPeriodoAssinados.get(periodo) ?? 0;
        if (!cumulativa) return { periodo, propostasCriadas, pdfsAssinados };
        acumuladoCriadas += propostasCriadas;
        acumuladoAssinados += pdfsAssinados;
        return { periodo, propostasCriadas: acumuladoCriadas, pdfsAssinados: acumuladoAssinados };
      });
    },
  };
}
