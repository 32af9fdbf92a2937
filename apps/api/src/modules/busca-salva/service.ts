import { randomBytes, randomUUID } from 'node:crypto';
import type { buscaSalvaEntradaSchema } from '@portal/domain';
import { BUSCAS_SALVAS_MAXIMO, enderecoDaBusca, MENSAGENS, type BuscaSalva } from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../infra/clock.ts';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { repositoriosEm } from '../repositorios.ts';
import type { LinhaBuscaSalva } from './repository.ts';
import { enviarResumoDeAlertas, type BuscaComNovas } from './alerta-email.ts';

/** A digest tells at most this many new solutions per search; the link shows the rest. */
const NOVAS_POR_BUSCA = 10;

/** A day, less an hour: an hourly job that ran a little early still sends the daily digest. */
const INTERVALO_ALERTAS_MS = 23 * 60 * 60 * 1000;

const naoEncontrada = () => new HttpError(404, MENSAGENS.buscaSalvaNaoEncontrada);

const apresentar = (linha: LinhaBuscaSalva): BuscaSalva => ({
  id: linha.id,
  nome: linha.nome,
  filtro: linha.filtro,
  endereco: enderecoDaBusca(linha.filtro),
  alertas: linha.alertas,
  criadaEm: linha.criadaEm.toISOString(),
});

/**
 * A manager's saved searches and their alerts: a daily e-mail when newly published solutions
 * match. Safe on any number of instances: a search's checked point moves once per digest, in
 * the transaction that puts the e-mail in the outbox.
 */
export function createBuscaSalvaService(db: Database, clock: Clock, publicUrl: string) {
  return {
    salvar: (usuarioId: string, entrada: z.output<typeof buscaSalvaEntradaSchema>) =>
      db.transaction(async (tx) => {
        const buscas = repositoriosEm(tx).buscaSalva;
        await buscas.travar(usuarioId);
        if ((await buscas.contar(usuarioId)) >= BUSCAS_SALVAS_MAXIMO) {
          throw new HttpError(409, MENSAGENS.buscasSalvasNoMaximo(BUSCAS_SALVAS_MAXIMO));
        }
        const agora = clock.now();
        const id = randomUUID();
        await buscas.inserir({
          id,
          usuarioId,
          nome: entrada.nome,
          filtro: entrada.filtro,
          alertas: entrada.alertas,
          tokenAlertas: randomBytes(32).toString('base64url'),
          criadaEm: agora,
          // Alerts tell what is published from now on, not what the manager has just seen.
          avisadaAte: agora,
        });
        return id;
      }),

    listar: async (usuarioId: string): Promise<BuscaSalva[]> =>
      (await repositoriosEm(db).buscaSalva.listar(usuarioId)).map(apresentar),

    async definirAlertas(id: string, usuarioId: string, alertas: boolean): Promise<void> {
      if (!(await repositoriosEm(db).buscaSalva.definirAlertas(id, usuarioId, alertas))) {
        throw naoEncontrada();
      }
    },

    async excluir(id: string, usuarioId: string): Promise<void> {
      if (!(await repositoriosEm(db).buscaSalva.excluir(id, usuarioId))) throw naoEncontrada();
    },

    /** The one-click opt-out of the e-mail: the search's name, for the page to say which. */
    async cancelarAlertas(token: string): Promise<string> {
      const nome = await repositoriosEm(db).buscaSalva.cancelarPorToken(token);
      if (nome === null) throw new HttpError(404, MENSAGENS.alertaLinkInvalido);
      return nome;
    },

    /**
     * Sends each manager one digest of the searches due (a day after they were last checked)
     * that found new publications; returns how many digests went out.
     */
    async enviarAlertas(): Promise<number> {
      const agora = clock.now();
      const devidas = await repositoriosEm(db).buscaSalva.devidas(
        new Date(agora.getTime() - INTERVALO_ALERTAS_MS),
      );
      // Node 20 has no Map.groupBy; the rows come ordered by manager anyway.
      const porGestor = new Map<string, typeof devidas>();
      for (const busca of devidas) {
        porGestor.set(busca.usuarioId, [...(porGestor.get(busca.usuarioId) ?? []), busca]);
      }
      let enviados = 0;
      for (const buscas of porGestor.values()) {
        const enviou = await db.transaction(async (tx) => {
          const repos = repositoriosEm(tx);
          const comNovas: BuscaComNovas[] = [];
          for (const busca of buscas) {
            if (!(await repos.buscaSalva.avancar(busca.id, busca.avisadaAte, agora))) continue;
            const novas = await repos.repositorio.publicadasEntre(
              busca.filtro,
              busca.avisadaAte,
              agora,
              NOVAS_POR_BUSCA,
            );
            if (novas.length > 0) comNovas.push({ ...busca, novas });
          }
          if (comNovas.length === 0) return false;
          const [primeira] = buscas;
          await enviarResumoDeAlertas(tx, publicUrl, {
            para: { email: primeira!.email, nome: primeira!.pessoa },
            buscas: comNovas,
          });
          return true;
        });
        if (enviou) enviados += 1;
      }
      return enviados;
    },
  };
}
