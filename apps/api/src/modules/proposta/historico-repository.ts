import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';
import { parecer } from '../../infra/db/schema-avaliacao.ts';
import { historicoStatusProposta } from '../../infra/db/schema-propostas.ts';
import type { PropostaRepository } from './repository.ts';

export interface MudancaStatus {
  propostaId: string;
  statusPropostaId: number;
  usuarioId: string;
  observacao?: string | null;
  /** 'agora' when the signed form arrives, null when it is withdrawn; unchanged otherwise. */
  dataHoraEnvioPdf?: 'agora' | null;
}

/** The repository it leans on, bound to the same executor: given by the composition. */
export interface DependenciasDoHistorico {
  readonly proposta: PropostaRepository;
}

export function createHistoricoRepository(db: Executor, repos: DependenciasDoHistorico) {
  /**
   * Appends a status entry only: for a new proposal, whose row already carries status 1.
   * Answers the entry's id.
   */
  const insert = async (mudanca: MudancaStatus): Promise<number> => {
    const [row] = await db
      .insert(historicoStatusProposta)
      .values({
        propostaId: mudanca.propostaId,
        statusPropostaId: mudanca.statusPropostaId,
        usuarioId: mudanca.usuarioId,
        observacao: mudanca.observacao ?? null,
      })
      .returning({ id: historicoStatusProposta.id });
    return row!.id;
  };

  return {
    insert,

    /** The status (7 or 8) the issued parecer put the solution at; null before it is issued. */
    statusDoParecer: async (propostaId: string): Promise<number | null> => {
      const [row] = await db
        .select({ status: historicoStatusProposta.statusPropostaId })
        .from(parecer)
        .innerJoin(
          historicoStatusProposta,
          eq(historicoStatusProposta.id, parecer.historicoStatusId),
        )
        .where(eq(parecer.propostaId, propostaId));
      return row?.status ?? null;
    },

    /**
     * Moves a proposal to a status: the history entry and the denormalized current status
     * together. Run it inside the caller's transaction so neither can exist without the other.
     */
    mudarStatus: async (mudanca: MudancaStatus): Promise<number> => {
      await repos.proposta.setStatus(
        mudanca.propostaId,
        mudanca.statusPropostaId,
        mudanca.dataHoraEnvioPdf,
      );
      return insert(mudanca);
    },

    /** Newest first, with who made each change. */
    listByProposta: (propostaId: string) =>
      db
        .select({
          id: historicoStatusProposta.id,
          propostaId: historicoStatusProposta.propostaId,
          statusPropostaId: historicoStatusProposta.statusPropostaId,
          usuarioId: historicoStatusProposta.usuarioId,
          dataHora: historicoStatusProposta.dataHora,
          observacao: historicoStatusProposta.observacao,
          nome: usuario.nome,
          email: usuario.email,
          tipoUsuario: usuario.tipoUsuario,
        })
        .from(historicoStatusProposta)
        .innerJoin(usuario, eq(usuario.id, historicoStatusProposta.usuarioId))
        .where(eq(historicoStatusProposta.propostaId, propostaId))
        .orderBy(desc(historicoStatusProposta.dataHora), desc(historicoStatusProposta.id)),
  };
}
