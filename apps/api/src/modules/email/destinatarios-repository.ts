import { and, eq } from 'drizzle-orm';
import { SITUACAO_MEMBRO, TIPO_USUARIO } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { usuario } from '../../infra/db/schema.ts';
import { proposta, statusProposta } from '../../infra/db/schema-propostas.ts';

export interface Destinatario {
  nome: string;
  email: string;
}

const colunas = { nome: usuario.nome, email: usuario.email };

/** Who receives what: read inside the event's transaction, so the list matches the event. */
export function createDestinatariosRepository(db: Executor) {
  return {
    /** Every active user of the proposal's company: a colleague may be the one who follows it. */
    usuariosDaEmpresaDaProposta: (propostaId: string): Promise<Destinatario[]> =>
      db
        .select(colunas)
        .from(usuario)
        .innerJoin(proposta, eq(proposta.empresaId, usuario.empresaId))
        .where(
          and(
            eq(proposta.id, propostaId),
            eq(usuario.ativo, true),
            // Someone still asking to join (or refused, or removed) hears nothing of the company.
            eq(usuario.situacaoEmpresa, SITUACAO_MEMBRO.ATIVO),
          ),
        ),

    administradoresAtivos: (): Promise<Destinatario[]> =>
      db
        .select(colunas)
        .from(usuario)
        .where(and(eq(usuario.tipoUsuario, TIPO_USUARIO.ADMINISTRADOR), eq(usuario.ativo, true))),

    usuario: async (id: string) => {
      const [row] = await db
        .select({ ...colunas, tipoUsuario: usuario.tipoUsuario })
        .from(usuario)
        .where(eq(usuario.id, id));
      return row ?? null;
    },

    async proposta(id: string) {
      const [row] = await db
        .select({
          id: proposta.id,
          codigo: proposta.codigoProposta,
          titulo: proposta.titulo,
          status: statusProposta.descricao,
          statusId: proposta.statusPropostaId,
          enviadaEm: proposta.dataHoraEnvioPdf,
        })
        .from(proposta)
        .innerJoin(statusProposta, eq(statusProposta.id, proposta.statusPropostaId))
        .where(eq(proposta.id, id));
      return row ?? null;
    },
  };
}
