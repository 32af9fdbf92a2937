import { formatarDataHora } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import type { Destinatario } from '../email/destinatarios-repository.ts';
import { linkDoPortal, montarEmail, saudacaoPara } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';
import { repositoriosEm } from '../repositorios.ts';

export interface PedidoDeParticipacao {
  empresaId: string;
  empresaNome: string;
  nome: string;
  email: string;
  cargo: string | null;
  solicitadaEm: Date;
}

/**
 * Tells every active member who asked to join, inside the registration's transaction: a member
 * must be able to recognise a stranger (name, e-mail, position, when) before accepting.
 */
export async function notificarPedidoDeParticipacao(
  tx: Executor,
  publicUrl: string,
  pedido: PedidoDeParticipacao,
): Promise<void> {
  const quem = [
    `Nome: ${pedido.nome}`,
    `E-mail: ${pedido.email}`,
    `Cargo: ${pedido.cargo ?? 'não informado'}`,
    `Pedido feito em: ${formatarDataHora(pedido.solicitadaEm)} (horário de Brasília)`,
  ].join('\n');
  for (const membro of await repositoriosEm(tx).membros.listAtivos(pedido.empresaId)) {
    await enfileirarEmail(tx, {
      para: membro.email,
      assunto: `Pedido para participar da empresa ${pedido.empresaNome}`,
      tipo: 'pedido-membro-empresa',
      ...montarEmail({
        saudacao: saudacaoPara(membro),
        paragrafos: [
          `Uma pessoa se cadastrou no portal dizendo fazer parte da empresa ${pedido.empresaNome} e pediu para participar dela.`,
          quem,
          'Ela só verá os arquivos e as soluções da empresa depois que um integrante aceitar o pedido. Se não a conhece, recuse.',
        ],
        acao: {
          rotulo: 'Abrir a Equipe da empresa',
          url: linkDoPortal(publicUrl, '/painel/equipe'),
        },
        aviso: 'O pedido expira em 30 dias sem resposta.',
      }),
    });
  }
}

/** The answer to a request to join a company reaches who asked. */
export async function avisarPedidoDecidido(
  tx: Executor,
  publicUrl: string,
  pessoa: Destinatario,
  empresaNome: string,
  aceito: boolean,
): Promise<void> {
  await enfileirarEmail(tx, {
    para: pessoa.email,
    tipo: 'pedido-membro-decidido',
    assunto: aceito
      ? `Seu pedido para participar da empresa ${empresaNome} foi aceito`
      : `Seu pedido para participar da empresa ${empresaNome} foi recusado`,
    ...montarEmail(
      aceito
        ? {
            saudacao: saudacaoPara(pessoa),
            paragrafos: [
              `Seu pedido para participar da empresa ${empresaNome} foi aceito.`,
              'Você já pode ver e cadastrar as soluções da empresa no painel.',
            ],
            acao: { rotulo: 'Abrir o painel', url: linkDoPortal(publicUrl, '/painel') },
          }
        : {
            saudacao: saudacaoPara(pessoa),
            paragrafos: [
              `Seu pedido para participar da empresa ${empresaNome} foi recusado.`,
              'Se acredita que houve um engano, fale com um integrante da empresa ou com a equipe do programa.',
            ],
          },
    ),
  });
}
