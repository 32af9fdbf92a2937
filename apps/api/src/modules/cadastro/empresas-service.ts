import { MENSAGENS_HTTP } from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { repositoriosEm } from '../repositorios.ts';

// The order a Brazilian reader expects ('Água' next to 'Agro'); the database's collation differs
// between PGlite and PostgreSQL installations (docs/decisions/002).
const colecao = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const porNome =
  <T>(nome: (item: T) => string) =>
  (a: T, b: T) =>
    colecao.compare(nome(a), nome(b));

export interface Contato {
  nome: string;
  email: string;
  telefone: { ddd: string; numero: string } | null;
  /** The gov.br seal of a contact who linked a CPF (bronze, prata, ouro), else null. */
  confiabilidadeGovbr: string | null;
}

export function createEmpresasService(db: Database) {
  const repository = repositoriosEm(db).empresas;

  /** Companies (all, or one) with their contacts: two queries however many companies there are. */
  async function comContatos(empresaId?: string) {
    const [empresas, contatos] = await Promise.all([
      repository.list(empresaId),
      repository.listContatos(empresaId),
    ]);
    const porEmpresa = new Map<string, Contato[]>();
    for (const { empresaId: id, nome, email, ddd, numero, confiabilidadeGovbr } of contatos) {
      if (id === null) continue;
      const lista = porEmpresa.get(id) ?? [];
      lista.push({
        nome,
        email,
        telefone: ddd !== null && numero !== null ? { ddd, numero } : null,
        confiabilidadeGovbr,
      });
      porEmpresa.set(id, lista);
    }
    return empresas
      .map((e) => ({
        id: e.id,
        nomeOficial: e.nomeOficial,
        cnpj: e.cnpj,
        webSite: e.webSite,
        contatos: (porEmpresa.get(e.id) ?? []).sort(porNome((c) => c.nome)),
      }))
      .sort(porNome((e) => e.nomeOficial));
  }

  return {
    listar: async () => (await repository.list()).sort(porNome((empresa) => empresa.nomeOficial)),

    listarComContatos: () => comContatos(),

    async comContatos(empresaId: string) {
      const [empresa] = await comContatos(empresaId);
      if (!empresa) throw new HttpError(404, MENSAGENS_HTTP.naoEncontrado);
      return empresa;
    },
  };
}
