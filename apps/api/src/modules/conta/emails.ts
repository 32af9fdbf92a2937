import type { Executor } from '../../infra/db/client.ts';
import { type Destinatario } from '../email/destinatarios-repository.ts';
import { linkDoPortal, montarEmail, NOME_PROGRAMA, saudacaoPara } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';
import { repositoriosEm } from '../repositorios.ts';

// Reset links live one hour; confirmation links a week (someone may register on a Friday).
export const VALIDADE_REDEFINICAO_MS = 60 * 60 * 1000;
export const VALIDADE_CONFIRMACAO_MS = 7 * 24 * 60 * 60 * 1000;

const SE_NAO_FOI_VOCE = `Se não foi você, troque sua senha agora pela opção "Esqueci minha senha" e avise a equipe do programa.`;

/**
 * A message whose button carries a one-time token. The token travels after `#`, so it never
 * reaches a server log or a Referer header, and the outbox never shows its body again.
 */
const enviarLinkComToken = (
  tx: Executor,
  para: Destinatario,
  mensagem: { tipo: string; assunto: string; paragrafos: string[]; aviso: string },
  acao: { rotulo: string; url: string },
) =>
  enfileirarEmail(tx, {
    para: para.email,
    tipo: mensagem.tipo,
    assunto: mensagem.assunto,
    contemSegredo: true,
    ...montarEmail({
      saudacao: saudacaoPara(para),
      paragrafos: mensagem.paragrafos,
      acao,
      aviso: mensagem.aviso,
    }),
  });

/** The link that creates a new password. */
export const enviarRedefinicaoSenha = (
  tx: Executor,
  publicUrl: string,
  para: Destinatario,
  token: string,
) =>
  enviarLinkComToken(
    tx,
    para,
    {
      tipo: 'redefinicao-senha',
      assunto: 'Crie uma nova senha',
      paragrafos: [
        `Recebemos um pedido para criar uma nova senha da sua conta no portal da ${NOME_PROGRAMA}.`,
        'O link abaixo vale por 1 hora e só pode ser usado uma vez.',
      ],
      aviso:
        'Se você não pediu uma nova senha, ignore esta mensagem: sua senha atual continua valendo.',
    },
    { rotulo: 'Criar nova senha', url: linkDoPortal(publicUrl, `/senha/redefinir#${token}`) },
  );

/** The link that confirms a new or changed address. */
export const enviarConfirmacaoEmail = (
  tx: Executor,
  publicUrl: string,
  para: Destinatario,
  token: string,
) =>
  enviarLinkComToken(
    tx,
    para,
    {
      tipo: 'confirmacao-email',
      assunto: 'Confirme seu e-mail',
      paragrafos: [
        `Para concluir o cadastro no portal da ${NOME_PROGRAMA}, confirme que este e-mail é seu.`,
        'É para este endereço que enviamos o recibo das soluções e os avisos de cada mudança de status. O link vale por 7 dias.',
      ],
      aviso: 'Se você não se cadastrou no portal, ignore esta mensagem.',
    },
    { rotulo: 'Confirmar e-mail', url: linkDoPortal(publicUrl, `/email/confirmar#${token}`) },
  );

/** Tells the account's owner the password changed, in case it was not them. */
export async function avisarSenhaAlterada(
  tx: Executor,
  usuarioId: string,
  como: 'alterada' | 'redefinida',
): Promise<void> {
  const usuario = await repositoriosEm(tx).destinatarios.usuario(usuarioId);
  if (!usuario) return;
  await enfileirarEmail(tx, {
    para: usuario.email,
    tipo: 'senha-alterada',
    assunto: 'Sua senha foi alterada',
    ...montarEmail({
      saudacao: saudacaoPara(usuario),
      paragrafos: [
        como === 'redefinida'
          ? 'A senha da sua conta no portal foi redefinida pelo link enviado a este e-mail. As outras sessões abertas foram encerradas.'
          : 'A senha da sua conta no portal foi alterada. As outras sessões abertas foram encerradas.',
      ],
      aviso: SE_NAO_FOI_VOCE,
    }),
  });
}
