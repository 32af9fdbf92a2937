import type { Executor } from '../../infra/db/client.ts';
import { type Destinatario } from '../email/destinatarios-repository.ts';
import { linkDoPortal, montarEmail, saudacaoPara } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';
import { repositoriosEm } from '../repositorios.ts';

/** A manager outside the configured domains waits for staff: every active administrator hears. */
export async function avisarGestorPendente(
  tx: Executor,
  publicUrl: string,
  gestor: Destinatario & { municipio: string },
): Promise<void> {
  for (const para of await repositoriosEm(tx).destinatarios.administradoresAtivos()) {
    await enfileirarEmail(tx, {
      para: para.email,
      tipo: 'gestor-pendente',
      assunto: 'Gestor público aguardando verificação',
      ...montarEmail({
        saudacao: saudacaoPara(para),
        paragrafos: [
          `${gestor.nome} (${gestor.email}) se cadastrou como gestor público de ${gestor.municipio} e aguarda a verificação do vínculo com o município.`,
        ],
        acao: { rotulo: 'Abrir os gestores', url: linkDoPortal(publicUrl, '/ipt/gestores') },
      }),
    });
  }
}

/** The decision on a manager's registration, told to the manager. */
export async function avisarGestorDecidido(
  tx: Executor,
  publicUrl: string,
  gestorId: string,
  decisao: { aprovar: boolean; motivo: string | null },
): Promise<void> {
  const gestor = await repositoriosEm(tx).destinatarios.usuario(gestorId);
  if (!gestor) return;
  await enfileirarEmail(tx, {
    para: gestor.email,
    tipo: decisao.aprovar ? 'gestor-aprovacao' : 'gestor-recusa',
    assunto: decisao.aprovar
      ? 'Seu cadastro de gestor público foi aprovado'
      : 'Seu cadastro de gestor público foi recusado',
    ...montarEmail(
      decisao.aprovar
        ? {
            saudacao: saudacaoPara(gestor),
            paragrafos: [
              'A equipe do portal verificou o seu vínculo com o município. Você já pode salvar e comparar soluções.',
            ],
            acao: { rotulo: 'Abrir a área do gestor', url: linkDoPortal(publicUrl, '/gestor') },
          }
        : {
            saudacao: saudacaoPara(gestor),
            paragrafos: [
              'A equipe do portal não conseguiu verificar o seu vínculo com o município.',
              'Se acha que foi um engano, responda pelo canal de contato do portal.',
            ],
            destaque: { titulo: 'Motivo', texto: decisao.motivo ?? '' },
          },
    ),
  });
}
