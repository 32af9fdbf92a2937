import { z } from 'zod';
import { LISTA_TIPOS_PEDIDO_TITULAR } from '../catalogo/privacidade.ts';
import { MENSAGENS } from '../mensagens/index.ts';
import { INTEIRO_MAXIMO, textoObrigatorio, textoOpcional } from './campos.ts';
import { emailSchema, senhaAtualOuGovbrSchema } from './documentos.ts';
import type { RegistroAuditoriaLido } from './auditoria.ts';

/** Who answers for the data (LGPD art. 5, VI and VIII), edited by administrators. */
export const contatoPrivacidadeSchema = z.object({
  controladorNome: textoObrigatorio(200),
  controladorContato: textoObrigatorio(300),
  encarregadoNome: textoObrigatorio(100),
  encarregadoEmail: emailSchema,
  encarregadoTelefone: textoOpcional(30),
});
export type ContatoPrivacidade = z.infer<typeof contatoPrivacidadeSchema>;

/** A new version of the terms and privacy notice: what changed, in a few lines. */
export const publicacaoTermosSchema = z.object({
  resumo: textoObrigatorio(2000, { multilinha: true }),
});
export type PublicacaoTermos = z.infer<typeof publicacaoTermosSchema>;

/** The version a person read and accepts; a newer one published meanwhile is refused. */
export const aceiteTermosSchema = z.object({
  versao: z
    .number({ error: MENSAGENS.campoObrigatorio })
    .int({ error: MENSAGENS.valorInvalido })
    .positive({ error: MENSAGENS.valorInvalido })
    .max(INTEIRO_MAXIMO, { error: MENSAGENS.valorInvalido }),
});
export type AceiteTermos = z.infer<typeof aceiteTermosSchema>;

export const pedidoTitularSchema = z.object({
  tipo: z.enum(LISTA_TIPOS_PEDIDO_TITULAR, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? MENSAGENS.campoObrigatorio
        : MENSAGENS.opcaoInvalida,
  }),
  descricao: textoObrigatorio(4000, { multilinha: true }),
});
export type PedidoTitularNovo = z.infer<typeof pedidoTitularSchema>;

export const respostaPedidoTitularSchema = z.object({
  resposta: textoObrigatorio(4000, { multilinha: true }),
});
export type RespostaPedidoTitular = z.infer<typeof respostaPedidoTitularSchema>;

export const SITUACOES_PEDIDO_TITULAR = ['abertos', 'respondidos', 'todos'] as const;
export const pedidosTitularFiltroSchema = z.object({
  situacao: z.enum(SITUACOES_PEDIDO_TITULAR, { error: MENSAGENS.valorInvalido }).default('abertos'),
});

/** Leaving asks for the password: an unattended open session cannot erase an account. */
export const exclusaoContaSchema = z.object({ senhaAtual: senhaAtualOuGovbrSchema });
export type ExclusaoConta = z.infer<typeof exclusaoContaSchema>;

/** The public privacy facts: who answers, which terms are in force, how long data is kept. */
export interface Privacidade {
  controlador: { nome: string; contato: string };
  encarregado: { nome: string; email: string; telefone: string | null };
  atualizadoEm: string;
  termos: { versao: number; publicadaEm: string; resumo: string };
  retencao: { acessosMeses: number; prazoPedidoDias: number };
}

export interface PedidoTitular {
  id: string;
  protocolo: number;
  tipo: string;
  descricao: string;
  criadoEm: string;
  prazoEm: string;
  resposta: string | null;
  respondidoEm: string | null;
  /** Only in the administrators' list. */
  pessoa?: { nome: string; email: string };
  respondidoPor?: string | null;
}

export interface VersaoTermos {
  versao: number;
  resumo: string;
  publicadaEm: string;
  publicadaPor: string | null;
  aceites: number;
}

/** Everything the portal holds about the signed-in person ("Meus dados", LGPD art. 18, II and V). */
export interface MeusDados {
  geradoEm: string;
  conta: {
    id: string;
    nome: string;
    email: string;
    login: string;
    perfil: string;
    cargo: string | null;
    departamento: string | null;
    dataCadastro: string;
    dataAlteracaoSenha: string;
    ativo: boolean;
    situacaoNaEmpresa: string;
    emailAConfirmar: string | null;
    /** The CPF linked by "Entrar com gov.br", with its seal and when it was linked. */
    govbr: null | { cpf: string; confiabilidade: string; vinculadoEm: string };
  };
  telefones: {
    ddi: string;
    ddd: string;
    numero: string;
    tipo: string;
    observacoes: string | null;
  }[];
  aceites: { versao: number; aceitoEm: string }[];
  empresa: null | {
    nomeOficial: string;
    nomeFantasia: string | null;
    cnpj: string;
    tipo: string;
    webSite: string | null;
    experiencia: string | null;
    dataCadastro: string;
    cadastradaPorVoce: boolean;
    responsavelLegal: {
      nome: string;
      cpf: string;
      rg: string;
      cargo: string | null;
      email: string;
    };
    endereco: null | {
      tipoLogradouro: string;
      logradouro: string;
      numero: string;
      complemento: string | null;
      bairro: string;
      municipio: string;
      uf: string;
      cep: string;
      observacoes: string | null;
    };
    arquivos: { nome: string; tamanho: number; incluidoEm: string }[];
  };
  solucoes: {
    id: string;
    codigo: string | null;
    titulo: string;
    status: string;
    historico: RegistroAuditoriaLido[];
  }[];
  sessoes: { criadaEm: string; ultimoUsoEm: string; expiraEm: string; atual: boolean }[];
  acessos: RegistroAuditoriaLido[];
  emails: {
    assunto: string;
    /** The message's words; null for one that carried a link to an account (a secret). */
    texto: string | null;
    tipo: string;
    situacao: string;
    criadoEm: string;
    enviadoEm: string | null;
  }[];
  registrosAuditoria: RegistroAuditoriaLido[];
  pedidos: PedidoTitular[];
  /** What leaving would do, shown before the person confirms. */
  exclusao: {
    permitida: boolean;
    ultimoIntegrante: boolean;
    empresaComSolucoesEnviadas: boolean;
    /** The company's name, when the person is an active member of one. */
    empresa: string | null;
  };
}
