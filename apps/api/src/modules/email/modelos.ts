import contato from '../../../../../content/contato.json' with { type: 'json' };
import { primeiroNome } from '@portal/domain';
import { escaparHtml } from '../../http/escapar-html.ts';

export const NOME_PROGRAMA = 'Chamada Pública — Soluções Tecnológicas para Cidades Inteligentes';

export interface ConteudoEmail {
  /** First line, e.g. "Olá, Maria,". */
  saudacao: string;
  paragrafos: string[];
  /** A text the staff wrote (a note), set apart from the portal's own words. */
  destaque?: { titulo: string; texto: string };
  /** The one thing to do, as a button in HTML and a bare link in text. */
  acao?: { rotulo: string; url: string };
  /** Small print under the action, e.g. "se não foi você…". */
  aviso?: string;
  /**
   * The message carries a Reply-To to a person (a manager writing to a company): the footer
   * then invites the answer instead of saying no one reads it.
   */
  respondivel?: boolean;
}

/** The greeting of every message to a person: "Olá, Maria,". */
export const saudacaoPara = (pessoa: { nome: string }) => `Olá, ${primeiroNome(pessoa.nome)},`;

export interface CorpoEmail {
  texto: string;
  html: string;
}

// Line breaks the staff typed in a note survive in HTML too.
const paragrafoHtml = (texto: string) =>
  `<p style="margin:0 0 16px">${escaparHtml(texto).replaceAll('\n', '<br>')}</p>`;

const AUTOMATICA = 'Esta mensagem foi enviada automaticamente; não é preciso respondê-la.';
const RESPONDIVEL = 'Ao responder esta mensagem, a resposta vai direto para quem a escreveu.';

const rodapeTexto = (ultimaLinha: string) =>
  [
    '—',
    NOME_PROGRAMA,
    contato.orgao,
    `Dúvidas: ${contato.emails.join(' ou ')} · ${contato.telefone}`,
    ultimaLinha,
  ].join('\n');

const rodapeHtml = (ultimaLinha: string) =>
  `<p style="margin:24px 0 0;font-size:13px;color:#555">${escaparHtml(NOME_PROGRAMA)}<br>${escaparHtml(contato.orgao)}<br>Dúvidas: ${contato.emails
    .map((e) => `<a href="mailto:${escaparHtml(e)}">${escaparHtml(e)}</a>`)
    .join(' ou ')} · ${escaparHtml(contato.telefone)}<br>${escaparHtml(ultimaLinha)}</p>`;

/**
 * Every e-mail of the portal in one shape: a plain-text part (read by any client, and by the
 * developer in the log) and an HTML part with the same words, the programme's name and contact.
 */
export function montarEmail(conteudo: ConteudoEmail): CorpoEmail {
  const ultimaLinha = conteudo.respondivel ? RESPONDIVEL : AUTOMATICA;
  const texto = [
    conteudo.saudacao,
    '',
    ...conteudo.paragrafos.flatMap((p) => [p, '']),
    ...(conteudo.destaque ? [`${conteudo.destaque.titulo}:`, conteudo.destaque.texto, ''] : []),
    ...(conteudo.acao ? [`${conteudo.acao.rotulo}: ${conteudo.acao.url}`, ''] : []),
    ...(conteudo.aviso ? [conteudo.aviso, ''] : []),
    rodapeTexto(ultimaLinha),
  ].join('\n');

  const html = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    paragrafoHtml(conteudo.saudacao),
    ...conteudo.paragrafos.map(paragrafoHtml),
    conteudo.destaque
      ? `<div style="border-left:4px solid #1c4f9c;padding:8px 16px;margin:0 0 16px;background:#f3f6fb"><p style="margin:0 0 8px;font-weight:bold">${escaparHtml(conteudo.destaque.titulo)}</p>${paragrafoHtml(conteudo.destaque.texto)}</div>`
      : '',
    conteudo.acao
      ? `<p style="margin:0 0 16px"><a href="${escaparHtml(conteudo.acao.url)}" style="display:inline-block;padding:10px 20px;background:#1c4f9c;color:#fff;text-decoration:none;border-radius:4px">${escaparHtml(conteudo.acao.rotulo)}</a></p><p style="margin:0 0 16px;font-size:13px">Se o botão não funcionar, copie este endereço no navegador: ${escaparHtml(conteudo.acao.url)}</p>`
      : '',
    conteudo.aviso
      ? `<p style="margin:0 0 16px;font-size:14px">${escaparHtml(conteudo.aviso)}</p>`
      : '',
    rodapeHtml(ultimaLinha),
    '</body></html>',
  ].join('');

  return { texto, html };
}

/** An absolute link to a page of the portal, from PUBLIC_URL (e-mails are read outside it). */
export const linkDoPortal = (publicUrl: string, caminho: string) => `${publicUrl}${caminho}`;
