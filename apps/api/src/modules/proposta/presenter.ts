import {
  CAMPOS_SOLUCAO,
  CAPACIDADE_NAO_INFORMADA,
  montarPorCaminho,
  descricaoCapacidade,
  descricaoStatusProposta,
  findEixo,
  findEixoDaCapacidade,
  pessoaParaLeitor,
  type Completude,
  type propostaLidaSchema,
  type RespostaServidor,
} from '@portal/domain';
import type { PropostaRow, PropostaRepository } from './repository.ts';

type PropostaLida = RespostaServidor<typeof propostaLidaSchema>;

/** The list writes the fields by path; the shape they make is the one the answer declares. */
type CamposLidos = Pick<
  PropostaLida,
  | 'titulo'
  | 'descricao'
  | 'keyWords'
  | 'descricaoTecnicaSolucao'
  | 'justificativa'
  | 'historicoSolucao'
  | 'suporteSolucao'
> & { destino: Omit<PropostaLida['destino'], 'eixoDescricao' | 'capacidadeDescricao'> };

type LinhaLista = Awaited<ReturnType<PropostaRepository['listByEmpresa']>>[number];

export interface HistoricoRow {
  id: number;
  propostaId: string;
  statusPropostaId: number;
  usuarioId: string;
  dataHora: Date;
  observacao: string | null;
  nome: string;
  email: string;
  tipoUsuario: number;
}

const statusProposta = (id: number, observacao: string | null) => ({
  idStatusProposta: id,
  descricao: descricaoStatusProposta(id),
  observacao,
});

/**
 * A capability shown under another axis is the spec's 'Não informado', as in the PDF; a draft
 * that has not chosen yet has none.
 */
const capacidadeDescricao = (eixoId: number | null, capacidadeId: number | null) => {
  if (eixoId === null || capacidadeId === null) return null;
  return findEixoDaCapacidade(capacidadeId)?.id === eixoId
    ? descricaoCapacidade(capacidadeId)
    : CAPACIDADE_NAO_INFORMADA;
};

const eixoDescricao = (eixoId: number | null) =>
  eixoId === null ? null : (findEixo(eixoId)?.descricao ?? CAPACIDADE_NAO_INFORMADA);

/**
 * The spec's Solution entity: the solution's listed fields and what the server adds, so a column
 * outside the field list never leaks.
 * `id` and `propostaID` are the same: the form reads one, the list the other. A draft's blank
 * fields are null (docs/decisions/014).
 */
export function apresentarProposta(row: PropostaRow, observacao: string | null) {
  const campos = montarPorCaminho(CAMPOS_SOLUCAO, (campo) => row[campo.coluna]) as CamposLidos;
  return {
    id: row.id,
    propostaID: row.id,
    codigoProposta: row.codigoProposta,
    usuarioID: row.usuarioId,
    ...campos,
    destino: {
      ...campos.destino,
      eixoDescricao: eixoDescricao(row.destino),
      capacidadeDescricao: capacidadeDescricao(row.destino, row.indiceDetalhe),
    },
    statusProposta: statusProposta(row.statusPropostaId, observacao),
    dataHoraEnvioPDF: row.dataHoraEnvioPdf,
    dataCadastro: row.dataCadastro,
    versao: row.versao,
  };
}

/**
 * A row of the company's solutions list (spec, section 3), with what the list's actions need and
 * what is still missing while the solution is at status 1.
 */
export const apresentarLinha = (linha: LinhaLista, completude: Completude) => ({
  propostaID: linha.id,
  completude,
  codigoProposta: linha.codigoProposta,
  tituloProposta: linha.titulo,
  keywords: linha.keyWords,
  destino: { destino: linha.destino, indiceDetalhe: linha.indiceDetalhe },
  statusProposta: statusProposta(linha.statusPropostaId, linha.observacao),
  dataHoraEnvioPDF: linha.dataHoraEnvioPdf,
  possuiFormAssinado: linha.possuiFormAssinado,
});

/**
 * The spec's status entry, with the name and e-mail the history table shows, as
 * `leitorTipoUsuario` may see them: a company never learns who on the staff moved its solution.
 */
export const apresentarHistorico = (leitorTipoUsuario: number) => (entrada: HistoricoRow) => {
  const pessoa = pessoaParaLeitor(leitorTipoUsuario, {
    id: entrada.usuarioId,
    nome: entrada.nome,
    email: entrada.email,
    tipoUsuario: entrada.tipoUsuario,
  });
  return {
    id: entrada.id,
    idProposta: entrada.propostaId,
    idStatusProposta: entrada.statusPropostaId,
    descricao: descricaoStatusProposta(entrada.statusPropostaId),
    idUsuario: pessoa.id,
    dataHora: entrada.dataHora,
    observacao: entrada.observacao,
    usuario: { nome: pessoa.nome, email: pessoa.email },
  };
};
