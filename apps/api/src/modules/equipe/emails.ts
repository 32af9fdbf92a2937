import { PERFIS_EQUIPE } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { type Destinatario } from '../email/destinatarios-repository.ts';
import { linkDoPortal, montarEmail, saudacaoPara } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';
import { repositoriosEm } from '../repositorios.ts';

/** A staff registration waits for an administrator: every active one hears of it. */
export async function avisarEquipePendente(
  tx: Executor,
  publicUrl: string,
  membro: Destinatario,
): Promise<void> {
  for (const para of await repositoriosEm(tx).destinatarios.administradoresAtivos()) {
    await enfileirarEmail(tx, {
      para: para.email,
      tipo: 'equipe-pendente',
      assunto: 'Cadastro da equipe aguardando aprovação',
      ...montarEmail({
        saudacao: saudacaoPara(para),
        paragrafos: [
          `${membro.nome} (${membro.email}) se cadastrou na equipe do IPT e aguarda a aprovação de um administrador.`,
          'A aprovação fica disponível depois que a pessoa confirmar o e-mail.',
        ],
        acao: { rotulo: 'Abrir a equipe', url: linkDoPortal(publicUrl, '/ipt/equipe') },
      }),
    });
  }
}

/** What an administrator did to a staff member's account. */
export async function avisarEquipeAlterada(
  tx: Executor,
  publicUrl: string,
  membroId: string,
  acao: { tipo: 'aprovacao' | 'perfil'; tipoUsuario: number } | { tipo: 'desativacao' },
): Promise<void> {
  const membro = await repositoriosEm(tx).destinatarios.usuario(membroId);
  if (!membro) return;
  if (acao.tipo === 'desativacao') {
    await enfileirarEmail(tx, {
      para: membro.email,
      tipo: 'equipe-desativacao',
      assunto: 'Sua conta na equipe foi desativada',
      ...montarEmail({
        saudacao: saudacaoPara(membro),
        paragrafos: [
          'Um administrador desativou sua conta na equipe do IPT no portal. Você não consegue mais entrar.',
          'Se acha que foi um engano, fale com um administrador do programa.',
        ],
      }),
    });
    return;
  }
  const perfil =
    PERFIS_EQUIPE.find((p) => p.tipoUsuario === acao.tipoUsuario)?.descricao ?? 'Equipe';
  await enfileirarEmail(tx, {
    para: membro.email,
    tipo: 'equipe-perfil',
    assunto:
      acao.tipo === 'aprovacao'
        ? 'Seu cadastro na equipe foi aprovado'
        : 'Seu perfil na equipe mudou',
    ...montarEmail({
      saudacao: saudacaoPara(membro),
      paragrafos: [
        acao.tipo === 'aprovacao'
          ? `Um administrador aprovou seu cadastro na equipe do IPT com o perfil ${perfil}.`
          : `Um administrador mudou seu perfil na equipe do IPT para ${perfil}.`,
      ],
      acao: { rotulo: 'Entrar no portal', url: linkDoPortal(publicUrl, '/ipt') },
    }),
  });
}
