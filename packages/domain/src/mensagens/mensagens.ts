import { MENSAGENS_ACESSO } from './acesso.ts';
import { MENSAGENS_ARQUIVOS } from './arquivos.ts';
import { MENSAGENS_ASSINATURA } from './assinatura.ts';
import { MENSAGENS_AVALIACAO } from './avaliacao.ts';
import { MENSAGENS_CALENDARIO } from './calendario.ts';
import { MENSAGENS_CONTEUDO_HOSTIL } from './conteudo-hostil.ts';
import { MENSAGENS_PRIVACIDADE } from './privacidade.ts';
import { MENSAGENS_CAMPOS } from './campos.ts';
import { MENSAGENS_EQUIPE } from './equipe.ts';
import { MENSAGENS_GESTOR } from './gestor.ts';
import { MENSAGENS_MEMBROS } from './membros.ts';
import { MENSAGENS_INTERESSE } from './interesse.ts';
import { MENSAGENS_MERCADO } from './mercado.ts';
import { MENSAGENS_GOVBR } from './govbr.ts';
import { MENSAGENS_EMAIL } from './email.ts';
import { MENSAGENS_PROPOSTAS } from './propostas.ts';
import { MENSAGENS_SOLICITACOES } from './solicitacoes.ts';
import { MENSAGENS_VERSAO } from './versoes.ts';

/**
 * Every Portuguese text the portal shows for a validation or an error, in one object so
 * schemas, API answers, screens and e2e assertions quote the same words.
 */
export const MENSAGENS = {
  ...MENSAGENS_CAMPOS,
  ...MENSAGENS_ACESSO,
  ...MENSAGENS_ARQUIVOS,
  ...MENSAGENS_PROPOSTAS,
  ...MENSAGENS_EQUIPE,
  ...MENSAGENS_GESTOR,
  ...MENSAGENS_MEMBROS,
  ...MENSAGENS_INTERESSE,
  ...MENSAGENS_EMAIL,
  ...MENSAGENS_AVALIACAO,
  ...MENSAGENS_CALENDARIO,
  ...MENSAGENS_PRIVACIDADE,
  ...MENSAGENS_VERSAO,
  ...MENSAGENS_SOLICITACOES,
  ...MENSAGENS_ASSINATURA,
  ...MENSAGENS_GOVBR,
  ...MENSAGENS_CONTEUDO_HOSTIL,
  ...MENSAGENS_MERCADO,
} as const;
