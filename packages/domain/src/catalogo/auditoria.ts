import { CATEGORIAS_ANEXO, CONTEXTO_ARQUIVO } from './arquivos.ts';
import { DECISOES_ASSINATURA, VEREDITOS_ASSINATURA } from './assinatura.ts';
import { descricaoConflito } from './avaliacao.ts';
import { ROTULOS_DESFECHO, type TipoDesfecho } from '../interesse/desfechos.ts';
import { rotuloTipoPedidoTitular } from './privacidade.ts';

/**
 * Every action the audit trail records, with the words an administrator reads and the
 * retention class it falls in. 'acesso' records (sign-ins, sign-outs: who was where, from which
 * IP) are what the Marco Civil (Lei 12.965/2014, art. 15) asks to keep for six months and no
 * longer; 'registro' records are the call's own history, kept as long as the call's records.
 */
export const ACOES_AUDITORIA = {
  'login.sucesso': { rotulo: 'Entrou no portal', classe: 'acesso' },
  'login.falha': { rotulo: 'Tentativa de entrada recusada', classe: 'acesso' },
  logout: { rotulo: 'Saiu do portal', classe: 'acesso' },
  'senha.recuperacao': { rotulo: 'Redefiniu a senha pelo link do e-mail', classe: 'registro' },
  'senha.troca': { rotulo: 'Trocou a senha', classe: 'registro' },
  'email.confirmacao': { rotulo: 'Confirmou o e-mail', classe: 'registro' },
  'cadastro.empresa': { rotulo: 'Cadastrou-se por uma empresa', classe: 'registro' },
  'cadastro.equipe': { rotulo: 'Cadastrou-se como equipe do instituto', classe: 'registro' },
  'cadastro.gestor': { rotulo: 'Cadastrou-se como gestor público', classe: 'registro' },
  'gestor.aprovacao': { rotulo: 'Aprovou um gestor público', classe: 'registro' },
  'gestor.recusa': { rotulo: 'Recusou um gestor público', classe: 'registro' },
  'usuario.atualizacao': { rotulo: 'Alterou os próprios dados', classe: 'registro' },
  'equipe.aprovacao': { rotulo: 'Aprovou um membro da equipe', classe: 'registro' },
  'equipe.perfil': { rotulo: 'Alterou o perfil de um membro da equipe', classe: 'registro' },
  'equipe.desativacao': { rotulo: 'Desativou um membro da equipe', classe: 'registro' },
  'equipe.reativacao': { rotulo: 'Reativou um membro da equipe', classe: 'registro' },
  'proposta.criacao': { rotulo: 'Criou uma solução', classe: 'registro' },
  'proposta.atualizacao': { rotulo: 'Alterou uma solução', classe: 'registro' },
  'proposta.status': { rotulo: 'Mudou o status de uma solução', classe: 'registro' },
  'proposta.pdf': { rotulo: 'Gerou o PDF da solução', classe: 'registro' },
  'arquivo.inclusao': { rotulo: 'Anexou um arquivo', classe: 'registro' },
  'arquivo.exclusao': { rotulo: 'Removeu um arquivo', classe: 'registro' },
  'assinado.envio': { rotulo: 'Enviou o PDF assinado', classe: 'registro' },
  'assinado.exclusao': { rotulo: 'Removeu o PDF assinado', classe: 'registro' },
  'assinatura.decisao': {
    rotulo: 'Decidiu sobre uma assinatura digital a conferir',
    classe: 'registro',
  },
  'download.arquivo': { rotulo: 'Baixou um arquivo de empresa', classe: 'registro' },
  'download.zip': { rotulo: 'Baixou os arquivos de uma solução (zip)', classe: 'registro' },
  'download.exportacao': { rotulo: 'Exportou a lista de soluções', classe: 'registro' },
  'calendario.alteracao': { rotulo: 'Alterou o calendário da chamada', classe: 'registro' },
  'calendario.prorrogacao': {
    rotulo: 'Prorrogou o prazo de uma empresa',
    classe: 'registro',
  },
  'documento.alteracao': { rotulo: 'Alterou um documento do programa', classe: 'registro' },
  'rubrica.alteracao': { rotulo: 'Alterou a rubrica de avaliação', classe: 'registro' },
  'avaliacao.conflito': {
    rotulo: 'Declarou conflito de interesse com uma solução',
    classe: 'registro',
  },
  'avaliacao.envio': { rotulo: 'Enviou a avaliação de uma solução', classe: 'registro' },
  'privacidade.contato': {
    rotulo: 'Alterou o controlador ou o encarregado de dados',
    classe: 'registro',
  },
  'termos.publicacao': { rotulo: 'Publicou uma nova versão dos termos', classe: 'registro' },
  'termos.aceite': { rotulo: 'Aceitou os termos e o aviso de privacidade', classe: 'registro' },
  'dados.download': { rotulo: 'Baixou os próprios dados ("Meus dados")', classe: 'registro' },
  'pedido.registro': { rotulo: 'Registrou um pedido sobre os seus dados', classe: 'registro' },
  'pedido.resposta': { rotulo: 'Respondeu um pedido sobre dados pessoais', classe: 'registro' },
  'contato.empresa': {
    rotulo: 'Escreveu a uma empresa sobre uma solução (gestor público)',
    classe: 'registro',
  },
  'desfecho.registro': {
    rotulo: 'Registrou o desfecho de uma solução (gestor público)',
    classe: 'registro',
  },
  'conta.exclusao': { rotulo: 'Excluiu a própria conta (dados anonimizados)', classe: 'registro' },
  'govbr.vinculo': { rotulo: 'Vinculou a conta gov.br (CPF)', classe: 'registro' },
  'membro.govbr': {
    rotulo: 'Entrou na empresa como sócio ou representante legal (gov.br)',
    classe: 'registro',
  },
  'arquivo.malware': { rotulo: 'Enviou um arquivo com vírus (recusado)', classe: 'registro' },
  'pesquisa.registro': {
    rotulo: 'Registrou uma pesquisa de mercado',
    classe: 'registro',
  },
} as const satisfies Record<string, { rotulo: string; classe: 'acesso' | 'registro' }>;

export type AcaoAuditoria = keyof typeof ACOES_AUDITORIA;
export type ClasseAuditoria = 'acesso' | 'registro';

export const LISTA_ACOES_AUDITORIA = Object.keys(ACOES_AUDITORIA) as AcaoAuditoria[];

export const isAcaoAuditoria = (valor: string): valor is AcaoAuditoria =>
  Object.hasOwn(ACOES_AUDITORIA, valor);

export const rotuloAcaoAuditoria = (acao: string): string =>
  isAcaoAuditoria(acao) ? ACOES_AUDITORIA[acao].rotulo : acao;

/**
 * Fields whose values the trail never copies, only names: a person's data (kept where it lives,
 * where "Meus dados" shows it and the anonymisation erases it) and secrets.
 */
export const CAMPOS_SEM_VALOR_NA_AUDITORIA: readonly string[] = [
  'nome',
  'email',
  'login',
  'cpf',
  'responsavelLegalNome',
  'responsavelLegalCPF',
  'responsavelLegalRG',
  'responsavelLegalEmail',
  'telefones',
  'senha',
  'senhaNova',
  'senhaAtual',
  'senhaHash',
];

const CONTEXTOS_FORA_DAS_CATEGORIAS: Record<number, string> = {
  [CONTEXTO_ARQUIVO.PDF_GERADO]: 'PDF gerado para assinatura',
  [CONTEXTO_ARQUIVO.FORM_ASSINADO]: 'PDF assinado',
  [CONTEXTO_ARQUIVO.PROVA_CNPJ]: 'Comprovante de CNPJ',
};

const descricaoDoContexto = (valor: unknown): string =>
  CATEGORIAS_ANEXO.find((c) => c.contexto === valor)?.descricao ??
  CONTEXTOS_FORA_DAS_CATEGORIAS[valor as number] ??
  String(valor);

const VALORES_DE_DETALHE: Record<string, (valor: unknown) => string> = {
  contexto: descricaoDoContexto,
  tamanho: (valor) => `${Math.max(1, Math.round(Number(valor) / 1024)).toLocaleString('pt-BR')} KB`,
  area: (valor) => (valor === 'equipe' ? 'Área da equipe do instituto' : 'Entrada geral'),
  empresa: (valor) => (valor === 'nova' ? 'Empresa nova' : 'Empresa já cadastrada'),
  confiabilidade: (valor) => `gov.br ${String(valor)}`,
  verificacao: (valor) =>
    valor === 'dominio' ? 'Verificado pelo domínio do e-mail' : 'Aguarda a equipe',
  atuacao: (valor) => (valor === 'SOCIO' ? 'Sócio' : 'Representante legal'),
  tipo: (valor) => rotuloTipoPedidoTitular(String(valor)),
  formato: (valor) => String(valor).toUpperCase(),
  assinatura: (valor) =>
    VEREDITOS_ASSINATURA[valor as keyof typeof VEREDITOS_ASSINATURA] ?? String(valor),
  decisao: (valor) =>
    DECISOES_ASSINATURA[valor as keyof typeof DECISOES_ASSINATURA] ?? String(valor),
  conflito: (valor) => descricaoConflito(String(valor)),
  desfecho: (valor) => ROTULOS_DESFECHO[valor as TipoDesfecho] ?? String(valor),
};

/** The words of each detail key the trail writes (`detalhes`), for the page and the CSV. */
export const ROTULOS_DETALHE_AUDITORIA: Record<string, string> = {
  nome: 'Arquivo',
  contexto: 'Categoria',
  tamanho: 'Tamanho',
  titulo: 'Título',
  observacao: 'Observação',
  area: 'Onde',
  empresa: 'Empresa',
  prazo: 'Novo prazo',
  motivo: 'Motivo',
  exportacao: 'Exportação',
  protocolo: 'Protocolo',
  tipo: 'Tipo de pedido',
  formato: 'Formato',
  assinatura: 'Assinatura digital',
  decisao: 'Decisão',
  destinatarios: 'Integrantes da empresa avisados',
  desfecho: 'Desfecho',
  conflito: 'Conflito de interesse',
  justificativa: 'Justificativa',
  confiabilidade: 'Selo gov.br',
  verificacao: 'Verificação',
  atuacao: 'Atuação na empresa',
  ameaca: 'Ameaça encontrada',
  rota: 'Envio',
  codigo: 'Código de verificação',
  resultados: 'Resultados registrados',
  selecionadas: 'Soluções selecionadas',
};

/**
 * One detail in words (label and value); `null` means the caller formats the value (dates).
 * An unknown key keeps its own name.
 */
export function detalheAuditoria(
  chave: string,
  valor: unknown,
): { rotulo: string; valor: string | null } {
  const formatar = VALORES_DE_DETALHE[chave];
  return {
    rotulo: ROTULOS_DETALHE_AUDITORIA[chave] ?? chave,
    valor: formatar ? formatar(valor) : null,
  };
}
