import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { empresa, estado, municipio, usuario } from '../../infra/db/schema.ts';
import { gestor } from '../../infra/db/schema-gestor.ts';
import { contatoEmpresa } from '../../infra/db/schema-interesse.ts';
import { proposta } from '../../infra/db/schema-propostas.ts';
import { publicada } from '../repositorio/condicoes.ts';

/** Who a manager is to a company: what the message shows and where the answer goes. */
const colunasGestor = {
  municipioId: gestor.municipioId,
  nome: usuario.nome,
  cargo: gestor.cargo,
  municipio: municipio.descricao,
  uf: sql<string>`${estado.sigla}`,
  email: usuario.email,
};

/** A message as both sides list it: which solution, what was said, when. */
const colunasMensagem = {
  id: contatoEmpresa.id,
  propostaId: contatoEmpresa.propostaId,
  solucao: proposta.titulo,
  assunto: contatoEmpresa.assunto,
  texto: contatoEmpresa.texto,
  enviadoEm: contatoEmpresa.enviadoEm,
};

export function createContatoRepository(db: Executor) {
  return {
    /**
     * The manager's contact. `bloquear` locks their account row for the rest of the transaction:
     * two sends by the same manager (on two instances) are serialised, so the limit counted next
     * cannot let both through.
     */
    findRemetente: async (usuarioId: string, { bloquear = false } = {}) => {
      const consulta = db
        .select(colunasGestor)
        .from(usuario)
        .innerJoin(gestor, eq(gestor.usuarioId, usuario.id))
        .innerJoin(municipio, eq(municipio.id, gestor.municipioId))
        .innerJoin(estado, eq(estado.id, municipio.estadoId))
        .where(eq(usuario.id, usuarioId))
        .$dynamic();
      const [row] = await (bloquear ? consulta.for('update', { of: usuario }) : consulta);
      return row ?? null;
    },

    /** A published solution with its company, the only kind a manager may write about. */
    findSolucaoPublicada: async (propostaId: string) => {
      const [row] = await db
        .select({
          id: proposta.id,
          titulo: proposta.titulo,
          empresaId: sql<string>`${proposta.empresaId}`,
          empresaNome: empresa.nomeOficial,
        })
        .from(proposta)
        .innerJoin(empresa, eq(empresa.id, proposta.empresaId))
        .where(and(eq(proposta.id, propostaId), publicada()));
      return row ?? null;
    },

    /** The manager's messages after `desde`: what the limits count. */
    enviadosDesde: (usuarioId: string, desde: Date) =>
      db
        .select({ propostaId: contatoEmpresa.propostaId, enviadoEm: contatoEmpresa.enviadoEm })
        .from(contatoEmpresa)
        .where(and(eq(contatoEmpresa.usuarioId, usuarioId), gt(contatoEmpresa.enviadoEm, desde))),

    registrar: async (mensagem: typeof contatoEmpresa.$inferInsert) => {
      await db.insert(contatoEmpresa).values(mensagem);
    },

    /** What the manager sent, newest first. */
    listDoGestor: (usuarioId: string) =>
      db
        .select(colunasMensagem)
        .from(contatoEmpresa)
        .innerJoin(proposta, eq(proposta.id, contatoEmpresa.propostaId))
        .where(eq(contatoEmpresa.usuarioId, usuarioId))
        .orderBy(desc(contatoEmpresa.enviadoEm)),

    /** The messages a company received, newest first, with who wrote them. */
    listDaEmpresa: (empresaId: string) =>
      db
        .select({
          ...colunasMensagem,
          // A manager who left has no profile any more: the message keeps its municipality.
          gestor: {
            nome: usuario.nome,
            cargo: gestor.cargo,
            municipio: municipio.descricao,
            uf: sql<string>`${estado.sigla}`,
            email: usuario.email,
          },
        })
        .from(contatoEmpresa)
        .innerJoin(proposta, eq(proposta.id, contatoEmpresa.propostaId))
        .innerJoin(usuario, eq(usuario.id, contatoEmpresa.usuarioId))
        .leftJoin(gestor, eq(gestor.usuarioId, usuario.id))
        .innerJoin(municipio, eq(municipio.id, contatoEmpresa.municipioId))
        .innerJoin(estado, eq(estado.id, municipio.estadoId))
        .where(eq(contatoEmpresa.empresaId, empresaId))
        .orderBy(desc(contatoEmpresa.enviadoEm)),
  };
}
