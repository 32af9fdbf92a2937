import {
  MAXIMO_SELECAO,
  MENSAGENS,
  MENSAGENS_HTTP,
  type EventoGestor,
  type ItemSelecao,
  type SolucaoPublica,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import type { Clock } from '../../infra/clock.ts';
import { fieldError, HttpError } from '../../http/http-error.ts';
import type { SessionUser } from '../../http/acesso.ts';
import { repositoriosEm } from '../repositorios.ts';
import type { RepositorioService } from '../repositorio/service.ts';

/**
 * A verified manager's shortlist and comparison. Solutions are read through the public
 * repository's service, so a manager sees exactly what the public page shows and nothing more; a
 * solution unpublished after it was saved drops out of the list until it is published again.
 */
export function createSelecaoService(db: Database, clock: Clock, publico: RepositorioService) {
  const selecao = repositoriosEm(db).selecao;

  const publicada = async (id: string): Promise<SolucaoPublica | null> =>
    publico.obter(id).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });

  async function registrar(user: SessionUser, tipo: EventoGestor, propostaIds: string[]) {
    const municipioId = await repositoriosEm(db).gestor.municipioDe(user.id);
    if (municipioId === null) throw new HttpError(403, MENSAGENS_HTTP.acessoNegado);
    await selecao.registrarEventos(
      { usuarioId: user.id, municipioId, tipo, ocorridoEm: clock.now() },
      propostaIds,
    );
  }

  return {
    async listar(user: SessionUser): Promise<ItemSelecao[]> {
      const salvas = await selecao.listar(user.id);
      const solucoes = await Promise.all(salvas.map((s) => publicada(s.propostaId)));
      return salvas.flatMap((s, i) => {
        const solucao = solucoes[i];
        return solucao ? [{ solucao, incluidaEm: s.incluidaEm.toISOString() }] : [];
      });
    },

    /** Saves a published solution; saving one already saved changes nothing. */
    async salvar(user: SessionUser, propostaId: string): Promise<void> {
      if (!(await publicada(propostaId))) {
        throw fieldError(404, 'propostaId', MENSAGENS.solucaoNaoEncontrada);
      }
      if ((await selecao.contar(user.id)) >= MAXIMO_SELECAO) {
        throw fieldError(409, 'propostaId', MENSAGENS.selecaoCheia);
      }
      if (await selecao.incluir(user.id, propostaId, clock.now())) {
        await registrar(user, 'salva', [propostaId]);
      }
    },

    async remover(user: SessionUser, propostaId: string): Promise<void> {
      if (!(await selecao.remover(user.id, propostaId))) {
        throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
      }
    },

    /** The public view of each chosen solution, in the order asked: the columns of the table. */
    async comparar(user: SessionUser, propostaIds: string[]): Promise<SolucaoPublica[]> {
      const salvas = await selecao.salvasEntre(user.id, propostaIds);
      if (propostaIds.some((id) => !salvas.has(id))) {
        throw fieldError(400, 'propostaIds', MENSAGENS.comparacaoForaDaSelecao);
      }
      const solucoes = await Promise.all(propostaIds.map(publicada));
      if (solucoes.some((s) => s === null)) {
        throw new HttpError(404, MENSAGENS.solucaoNaoEncontrada);
      }
      await registrar(user, 'comparada', propostaIds);
      return solucoes as SolucaoPublica[];
    },
  };
}
