import { formatarDataHora } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { linkDoPortal, montarEmail } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';
import { createMembrosRepository } from './repository.ts';

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
  for (const membro of await createMembrosRepository(tx).listAtivos(pedido.empresaId)) {
    await enfileirarEmail(tx, {
      para: membro.email,
      assunto: `Pedido para participar da empresa ${pedido.empresaNome}`,
      tipo: 'pedido-membro-empresa',
      ...montarEmail({
        saudacao: `Olá, ${membro.nome.trim().split(/\s+/)[0]},`,
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
