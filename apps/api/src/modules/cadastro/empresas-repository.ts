import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { TIPOS_USUARIO_EMPRESA } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { empresa, telefone, usuario } from '../../infra/db/schema.ts';
import { govbrVinculo } from '../../infra/db/schema-govbr.ts';

/** The staff's lists of companies: every company at once, so each read is a single query. */
export function createEmpresasRepository(db: Executor) {
  return {
    list: (empresaId?: string) =>
      db
        .select({
          id: empresa.id,
          nomeOficial: empresa.nomeOficial,
          nomeFantasia: empresa.nomeFantasia,
          cnpj: empresa.cnpj,
          tipoEmpresa: empresa.tipoEmpresa,
          webSite: empresa.webSite,
          dataCadastro: empresa.dataCadastro,
        })
        .from(empresa)
        .where(empresaId === undefined ? undefined : eq(empresa.id, empresaId)),

    /** Active company users with their first phone (in the order they typed them), if any. */
    listContatos: (empresaId?: string) => {
      const primeiroTelefone = db
        .select({ ddd: telefone.ddd, numero: telefone.numero })
        .from(telefone)
        .where(eq(telefone.usuarioId, usuario.id))
        .orderBy(asc(telefone.ordem), asc(telefone.id))
        .limit(1)
        .as('primeiro_telefone');
      return db
        .select({
          empresaId: usuario.empresaId,
          nome: usuario.nome,
          email: usuario.email,
          ddd: primeiroTelefone.ddd,
          numero: primeiroTelefone.numero,
          confiabilidadeGovbr: govbrVinculo.confiabilidade,
        })
        .from(usuario)
        .leftJoinLateral(primeiroTelefone, sql`true`)
        .leftJoin(govbrVinculo, eq(govbrVinculo.usuarioId, usuario.id))
        .where(
          and(
            eq(usuario.ativo, true),
            inArray(usuario.tipoUsuario, [...TIPOS_USUARIO_EMPRESA]),
            empresaId === undefined
              ? isNotNull(usuario.empresaId)
              : eq(usuario.empresaId, empresaId),
          ),
        );
    },
  };
}
