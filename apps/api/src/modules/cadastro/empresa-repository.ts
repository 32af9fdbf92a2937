import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Empresa } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import {
  empresa,
  endereco,
  estado,
  municipio,
  tipoEmpresa,
  tipoLogradouro,
  tipoTelefone,
} from '../../infra/db/schema.ts';

export interface EnderecoRegistro {
  id: string;
  tipoLogradouro: number;
  nomeLogradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cep: string;
  observacoes: string | null;
  municipio: {
    id: number;
    descricao: string;
    estado: { id: number; descricao: string; sigla: string };
  };
}

export type EmpresaRow = typeof empresa.$inferSelect;
export type EmpresaRegistro = EmpresaRow & { endereco: EnderecoRegistro | null };

export function createEmpresaRepository(db: Executor) {
  const findEndereco = async (empresaId: string): Promise<EnderecoRegistro | null> => {
    const [row] = await db
      .select({
        id: endereco.id,
        tipoLogradouro: endereco.tipoLogradouro,
        nomeLogradouro: endereco.nomeLogradouro,
        numero: endereco.numero,
        complemento: endereco.complemento,
        bairro: endereco.bairro,
        cep: endereco.cep,
        observacoes: endereco.observacoes,
        municipio: { id: municipio.id, descricao: municipio.descricao },
        estado: { id: estado.id, descricao: estado.descricao, sigla: estado.sigla },
      })
      .from(endereco)
      .innerJoin(municipio, eq(municipio.id, endereco.municipioId))
      .innerJoin(estado, eq(estado.id, municipio.estadoId))
      .where(eq(endereco.empresaId, empresaId));
    if (!row) return null;
    const { estado: uf, municipio: cidade, ...resto } = row;
    return { ...resto, municipio: { ...cidade, estado: uf } };
  };

  const findEmpresa = async (where: SQL): Promise<EmpresaRegistro | null> => {
    const [row] = await db.select().from(empresa).where(where);
    return row ? { ...row, endereco: await findEndereco(row.id) } : null;
  };

  return {
    findEmpresaById: (id: string) => findEmpresa(eq(empresa.id, id)),
    findEmpresaByCnpj: (cnpj: string) => findEmpresa(eq(empresa.cnpj, cnpj)),

    /** A new company and its address; the ids are the server's. */
    insertEmpresaNova: async (dados: Empresa, id: string, usuarioId: string): Promise<void> => {
      await db.insert(empresa).values({
        id,
        nomeOficial: dados.nomeOficial,
        nomeFantasia: dados.nomeFantasia || null,
        cnpj: dados.cnpj,
        tipoEmpresa: dados.tipoEmpresa,
        usuarioId,
        webSite: dados.webSite || null,
        experiencia: dados.experiencia || null,
        responsavelLegalNome: dados.responsavelLegalNome,
        responsavelLegalCpf: dados.responsavelLegalCPF,
        responsavelLegalRg: dados.responsavelLegalRG,
        responsavelLegalCargo: dados.responsavelLegalCargo || null,
        responsavelLegalEmail: dados.responsavelLegalEmail,
      });
      const { endereco: e } = dados;
      await db.insert(endereco).values({
        id: randomUUID(),
        empresaId: id,
        tipoLogradouro: e.tipoLogradouro,
        nomeLogradouro: e.nomeLogradouro,
        numero: e.numero,
        complemento: e.complemento || null,
        bairro: e.bairro,
        municipioId: e.municipio.id,
        cep: e.cep,
        observacoes: e.observacoes || null,
      });
    },

    // Lookup ids the forms take from the utils lists; checked here so a forged id is a 400
    // on its field instead of a foreign-key failure.
    existsTipoEmpresa: async (id: number) =>
      (await db.select({ id: tipoEmpresa.id }).from(tipoEmpresa).where(eq(tipoEmpresa.id, id)))
        .length > 0,
    existsTipoLogradouro: async (id: number) =>
      (
        await db
          .select({ id: tipoLogradouro.id })
          .from(tipoLogradouro)
          .where(eq(tipoLogradouro.id, id))
      ).length > 0,
    existsEstado: async (id: number) =>
      (await db.select({ id: estado.id }).from(estado).where(eq(estado.id, id))).length > 0,
    existsMunicipioNoEstado: async (municipioId: number, estadoId: number) =>
      (
        await db
          .select({ id: municipio.id })
          .from(municipio)
          .where(and(eq(municipio.id, municipioId), eq(municipio.estadoId, estadoId)))
      ).length > 0,
    listTiposTelefoneExistentes: async (ids: number[]): Promise<Set<number>> => {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: tipoTelefone.id })
        .from(tipoTelefone)
        .where(inArray(tipoTelefone.id, ids));
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type EmpresaRepository = ReturnType<typeof createEmpresaRepository>;
