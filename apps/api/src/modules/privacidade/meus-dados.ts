import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  isUsuarioEmpresa,
  PERFIS_EQUIPE,
  pessoaParaLeitor,
  SITUACAO_MEMBRO,
  TIPO_USUARIO,
  type MeusDados,
  type RegistroAuditoriaLido,
} from '@portal/domain';
import type { Database } from '../../infra/db/client.ts';
import { emailNaoConfirmado, emailSaida } from '../../infra/db/schema-email.ts';
import { proposta, statusProposta } from '../../infra/db/schema-propostas.ts';
import {
  arquivo,
  empresa,
  endereco,
  estado,
  municipio,
  sessao,
  telefone,
  tipoEmpresa,
  tipoLogradouro,
  tipoTelefone,
  usuario,
} from '../../infra/db/schema.ts';
import { exclusaoDaConta } from './exclusao.ts';
import { govbrVinculo } from '../../infra/db/schema-govbr.ts';
import { repositoriosEm } from '../repositorios.ts';

const iso = (data: Date) => data.toISOString();
const isoOuNulo = (data: Date | null) => data?.toISOString() ?? null;

/** Who acted in a record, as the reader may see them; a record carries no e-mail to hide. */
const pessoaDoRegistro = (
  leitorTipoUsuario: number,
  pessoa: NonNullable<RegistroAuditoriaLido['pessoa']>,
) => {
  const { id, nome, tipoUsuario } = pessoaParaLeitor(leitorTipoUsuario, { ...pessoa, email: null });
  return { id, nome, tipoUsuario };
};

const perfilDe = (tipoUsuario: number): string => {
  if (isUsuarioEmpresa(tipoUsuario)) return 'Usuário de empresa';
  if (tipoUsuario === TIPO_USUARIO.GESTOR) return 'Gestor público';
  if (tipoUsuario === TIPO_USUARIO.GESTOR_PENDENTE)
    return 'Gestor público (aguardando verificação)';
  if (tipoUsuario === TIPO_USUARIO.EQUIPE_PENDENTE)
    return 'Equipe do instituto (aguardando aprovação)';
  return PERFIS_EQUIPE.find((perfil) => perfil.tipoUsuario === tipoUsuario)?.descricao ?? 'Equipe';
};

/**
 * Everything the portal holds about one person ("Meus dados", LGPD art. 18, II and V): the same
 * collection feeds the page, the JSON and the readable download. What it covers is checked
 * against the schema by dados-pessoais.test.ts.
 */
export function createMeusDados(db: Database) {
  const auditoria = repositoriosEm(db).auditoria;

  const empresaDe = async (empresaId: string, usuarioId: string) => {
    const [row] = await db
      .select({
        nomeOficial: empresa.nomeOficial,
        nomeFantasia: empresa.nomeFantasia,
        cnpj: empresa.cnpj,
        tipo: tipoEmpresa.descricao,
        webSite: empresa.webSite,
        experiencia: empresa.experiencia,
        dataCadastro: empresa.dataCadastro,
        criador: empresa.usuarioId,
        rlNome: empresa.responsavelLegalNome,
        rlCpf: empresa.responsavelLegalCpf,
        rlRg: empresa.responsavelLegalRg,
        rlCargo: empresa.responsavelLegalCargo,
        rlEmail: empresa.responsavelLegalEmail,
      })
      .from(empresa)
      .innerJoin(tipoEmpresa, eq(tipoEmpresa.id, empresa.tipoEmpresa))
      .where(eq(empresa.id, empresaId));
    if (!row) return null;
    const [end] = await db
      .select({
        tipoLogradouro: tipoLogradouro.descricao,
        logradouro: endereco.nomeLogradouro,
        numero: endereco.numero,
        complemento: endereco.complemento,
        bairro: endereco.bairro,
        municipio: municipio.descricao,
        uf: estado.sigla,
        cep: endereco.cep,
        observacoes: endereco.observacoes,
      })
      .from(endereco)
      .innerJoin(tipoLogradouro, eq(tipoLogradouro.id, endereco.tipoLogradouro))
      .innerJoin(municipio, eq(municipio.id, endereco.municipioId))
      .innerJoin(estado, eq(estado.id, municipio.estadoId))
      .where(eq(endereco.empresaId, empresaId));
    const arquivos = await db
      .select({
        nome: arquivo.nomeOriginal,
        tamanho: arquivo.tamanho,
        incluidoEm: arquivo.dataHoraInclusao,
      })
      .from(arquivo)
      .where(and(eq(arquivo.empresaId, empresaId), isNull(arquivo.propostaId)))
      .orderBy(asc(arquivo.dataHoraInclusao));
    return {
      nomeOficial: row.nomeOficial,
      nomeFantasia: row.nomeFantasia,
      cnpj: row.cnpj,
      tipo: row.tipo,
      webSite: row.webSite,
      experiencia: row.experiencia,
      dataCadastro: iso(row.dataCadastro),
      cadastradaPorVoce: row.criador === usuarioId,
      responsavelLegal: {
        nome: row.rlNome,
        cpf: row.rlCpf,
        rg: row.rlRg,
        cargo: row.rlCargo,
        email: row.rlEmail,
      },
      endereco: end ?? null,
      arquivos: arquivos.map((a) => ({ ...a, incluidoEm: iso(a.incluidoEm) })),
    };
  };

  const solucoesDe = async (empresaId: string, leitor: { id: string; tipoUsuario: number }) => {
    const rows = await db
      .select({
        id: proposta.id,
        codigo: proposta.codigoProposta,
        titulo: proposta.titulo,
        status: statusProposta.descricao,
      })
      .from(proposta)
      .innerJoin(statusProposta, eq(statusProposta.id, proposta.statusPropostaId))
      .where(eq(proposta.empresaId, empresaId))
      .orderBy(asc(proposta.titulo));
    return Promise.all(
      rows.map(async (row) => ({
        ...row,
        historico: (await auditoria.daProposta(row.id)).map((registro) => ({
          ...registro,
          // Whose the IP is matters: a colleague's or an evaluator's is theirs, not this person's.
          ip: registro.pessoa?.id === leitor.id ? registro.ip : null,
          pessoa: registro.pessoa && pessoaDoRegistro(leitor.tipoUsuario, registro.pessoa),
        })),
      })),
    );
  };

  return {
    async coletar(
      usuarioId: string,
      sessaoAtual: string | null,
      agora: Date,
    ): Promise<MeusDados | null> {
      const [conta] = await db
        .select({
          id: usuario.id,
          nome: usuario.nome,
          email: usuario.email,
          login: usuario.login,
          tipoUsuario: usuario.tipoUsuario,
          cargo: usuario.cargo,
          departamento: usuario.departamento,
          dataCadastro: usuario.dataCadastro,
          dataAlteracaoSenha: usuario.dataAlteracaoSenha,
          ativo: usuario.ativo,
          situacaoNaEmpresa: usuario.situacaoEmpresa,
          empresaId: usuario.empresaId,
          emailAConfirmar: emailNaoConfirmado.email,
          govbrCpf: govbrVinculo.cpf,
          govbrConfiabilidade: govbrVinculo.confiabilidade,
          govbrVinculadoEm: govbrVinculo.vinculadoEm,
        })
        .from(usuario)
        .leftJoin(emailNaoConfirmado, eq(emailNaoConfirmado.usuarioId, usuario.id))
        .leftJoin(govbrVinculo, eq(govbrVinculo.usuarioId, usuario.id))
        .where(eq(usuario.id, usuarioId));
      if (!conta) return null;
      const ativoNaEmpresa = conta.situacaoNaEmpresa === SITUACAO_MEMBRO.ATIVO;
      const daEmpresa = ativoNaEmpresa ? conta.empresaId : null;
      const [
        telefones,
        aceites,
        dadosEmpresa,
        solucoes,
        sessoes,
        acessos,
        emails,
        registros,
        pedidos,
        exclusao,
      ] = await Promise.all([
        db
          .select({
            ddi: telefone.ddi,
            ddd: telefone.ddd,
            numero: telefone.numero,
            tipo: tipoTelefone.descricao,
            observacoes: telefone.observacoes,
          })
          .from(telefone)
          .innerJoin(tipoTelefone, eq(tipoTelefone.id, telefone.tipoTelefone))
          .where(eq(telefone.usuarioId, usuarioId))
          .orderBy(asc(telefone.ordem), asc(telefone.id)),
        repositoriosEm(db).termos.aceitesDe(usuarioId),
        daEmpresa ? empresaDe(daEmpresa, usuarioId) : null,
        daEmpresa ? solucoesDe(daEmpresa, conta) : [],
        db
          .select({
            id: sessao.id,
            criadaEm: sessao.criadaEm,
            ultimoUsoEm: sessao.ultimoUsoEm,
            expiraEm: sessao.expiraEm,
          })
          .from(sessao)
          .where(eq(sessao.usuarioId, usuarioId))
          .orderBy(desc(sessao.ultimoUsoEm)),
        auditoria.daPessoa(usuarioId, 'acesso'),
        db
          .select({
            assunto: emailSaida.assunto,
            texto: emailSaida.texto,
            contemSegredo: emailSaida.contemSegredo,
            tipo: emailSaida.tipo,
            situacao: emailSaida.status,
            criadoEm: emailSaida.criadoEm,
            enviadoEm: emailSaida.enviadoEm,
          })
          .from(emailSaida)
          .where(eq(sql`lower(${emailSaida.para})`, conta.email.toLowerCase()))
          .orderBy(desc(emailSaida.criadoEm)),
        auditoria.daPessoa(usuarioId, 'registro'),
        repositoriosEm(db).pedidosTitular.daPessoa(usuarioId),
        exclusaoDaConta(db, usuarioId),
      ]);
      return {
        geradoEm: iso(agora),
        conta: {
          id: conta.id,
          nome: conta.nome,
          email: conta.email,
          login: conta.login,
          perfil: perfilDe(conta.tipoUsuario),
          cargo: conta.cargo,
          departamento: conta.departamento,
          dataCadastro: iso(conta.dataCadastro),
          dataAlteracaoSenha: iso(conta.dataAlteracaoSenha),
          ativo: conta.ativo,
          situacaoNaEmpresa: conta.situacaoNaEmpresa,
          emailAConfirmar: conta.emailAConfirmar,
          govbr:
            conta.govbrCpf && conta.govbrConfiabilidade && conta.govbrVinculadoEm
              ? {
                  cpf: conta.govbrCpf,
                  confiabilidade: conta.govbrConfiabilidade,
                  vinculadoEm: iso(conta.govbrVinculadoEm),
                }
              : null,
        },
        telefones,
        aceites: aceites.map((a) => ({ versao: a.versao, aceitoEm: iso(a.aceitoEm) })),
        empresa: dadosEmpresa,
        solucoes,
        sessoes: sessoes.map(({ id, ...s }) => ({
          criadaEm: iso(s.criadaEm),
          ultimoUsoEm: iso(s.ultimoUsoEm),
          expiraEm: iso(s.expiraEm),
          atual: id === sessaoAtual,
        })),
        acessos,
        emails: emails.map(({ contemSegredo, ...e }) => ({
          ...e,
          texto: contemSegredo ? null : e.texto,
          criadoEm: iso(e.criadoEm),
          enviadoEm: isoOuNulo(e.enviadoEm),
        })),
        registrosAuditoria: registros,
        pedidos,
        exclusao,
      };
    },
  };
}
