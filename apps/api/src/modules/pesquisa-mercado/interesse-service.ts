import type { estatisticasRepositorioSchema, interesseMunicipiosSchema } from '@portal/domain';
import { EIXOS, TIPOS_DESFECHO, type RespostaServidor, type TipoDesfecho } from '@portal/domain';
import type { Clock } from '../../infra/clock.ts';
import type { Database } from '../../infra/db/client.ts';
import { repositoriosEm } from '../repositorios.ts';

type Estatisticas = RespostaServidor<typeof estatisticasRepositorioSchema>;
type Interesse = RespostaServidor<typeof interesseMunicipiosSchema>;

const porEixo = (linhas: readonly { eixo: number; n: number }[]) =>
  new Map(linhas.map((l) => [Number(l.eixo), Number(l.n)]));

/** What companies and the public learn from the managers' acts: counts, never who. */
export function createInteresseService(db: Database, clock: Clock) {
  const repos = repositoriosEm(db);
  return {
    /** "Interesse de municípios" in the company's panel: its messages and its counts. */
    daEmpresa: async (empresaId: string): Promise<Interesse> => {
      const [mensagens, solucoes] = await Promise.all([
        repos.contato.listDaEmpresa(empresaId),
        repos.interesse.contagensDaEmpresa(empresaId),
      ]);
      return { mensagens, solucoes };
    },

    /** The public statistics, per axis of the call. */
    estatisticas: async (): Promise<Estatisticas> => {
      const [publicadas, municipios, desfechos] = await Promise.all([
        repos.interesse.publicadasPorEixo(),
        repos.interesse.municipiosPorEixo(),
        repos.interesse.desfechosPorEixo(),
      ]);
      const nPublicadas = porEixo(publicadas);
      const nMunicipios = porEixo(municipios);
      return {
        geradoEm: clock.now(),
        eixos: EIXOS.map((eixo) => ({
          eixo: eixo.id,
          descricao: eixo.descricao,
          solucoesPublicadas: nPublicadas.get(eixo.id) ?? 0,
          municipiosInteressados: nMunicipios.get(eixo.id) ?? 0,
          desfechos: Object.fromEntries(
            TIPOS_DESFECHO.map((tipo) => [
              tipo,
              desfechos.find((d) => Number(d.eixo) === eixo.id && d.tipo === tipo)?.n ?? 0,
            ]),
          ) as Record<TipoDesfecho, number>,
        })),
      };
    },
  };
}
