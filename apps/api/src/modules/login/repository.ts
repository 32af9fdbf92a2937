import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { TIPOS_USUARIO_EQUIPE } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { empresa, telefone, usuario } from '../../infra/db/schema.ts';

export interface Credenciais {
  id: string;
  senhaHash: string;
  tipoUsuario: number;
  empresaId: string | null;
}

const credenciaisColumns = {
  id: usuario.id,
  senhaHash: usuario.senhaHash,
  tipoUsuario: usuario.tipoUsuario,
  empresaId: usuario.empresaId,
};

// The unique index is on lower(email), so this comparison uses it.
const emailIgual = (email: string) => eq(sql`lower(${usuario.email})`, email.toLowerCase());

export function createLoginRepository(db: Executor) {
  return {
    /** An active user's id and hash, for sign-in; inactive users cannot sign in. */
    findCredenciaisByEmail: async (email: string): Promise<Credenciais | null> => {
      const [row] = await db
        .select(credenciaisColumns)
        .from(usuario)
        .where(and(emailIgual(email), eq(usuario.ativo, true)));
      return row ?? null;
    },

    findCredenciaisById: async (id: string): Promise<Credenciais | null> => {
      const [row] = await db
        .select(credenciaisColumns)
        .from(usuario)
        .where(and(eq(usuario.id, id), eq(usuario.ativo, true)));
      return row ?? null;
    },

    existsEmail: async (email: string): Promise<boolean> =>
      (await db.select({ id: usuario.id }).from(usuario).where(emailIgual(email))).length > 0,

    /** Whether a staff account (pending, analyst or administrator) has the e-mail. */
    existsEmailEquipe: async (email: string): Promise<boolean> =>
      (
        await db
          .select({ id: usuario.id })
          .from(usuario)
          .where(and(emailIgual(email), inArray(usuario.tipoUsuario, [...TIPOS_USUARIO_EQUIPE])))
      ).length > 0,

    /** What the client keeps of a session: who, and which company by id and CNPJ. */
    findAutenticado: async (id: string) => {
      const [row] = await db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          email: usuario.email,
          tipoUsuario: usuario.tipoUsuario,
          empresaId: empresa.id,
          empresaCnpj: empresa.cnpj,
        })
        .from(usuario)
        .leftJoin(empresa, eq(empresa.id, usuario.empresaId))
        .where(eq(usuario.id, id));
      return row ?? null;
    },

    /** The user's own data; the password hash is deliberately not among the columns. */
    findPerfil: async (id: string) => {
      const [row] = await db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          login: usuario.login,
          email: usuario.email,
          tipoUsuario: usuario.tipoUsuario,
          empresaId: usuario.empresaId,
          cargo: usuario.cargo,
          departamento: usuario.departamento,
          aceiteLGPD: usuario.aceiteLgpd,
          dataAceiteLGPD: usuario.dataAceiteLgpd,
          dataCadastro: usuario.dataCadastro,
          dataAlteracaoSenha: usuario.dataAlteracaoSenha,
        })
        .from(usuario)
        .where(eq(usuario.id, id));
      return row ?? null;
    },

    listTelefones: (usuarioId: string) =>
      db
        .select({
          id: telefone.id,
          ddi: telefone.ddi,
          ddd: telefone.ddd,
          numero: telefone.numero,
          tipoTelefone: telefone.tipoTelefone,
          observacoes: telefone.observacoes,
        })
        .from(telefone)
        .where(eq(telefone.usuarioId, usuarioId))
        .orderBy(asc(telefone.ordem)),
  };
}

export type LoginRepository = ReturnType<typeof createLoginRepository>;
