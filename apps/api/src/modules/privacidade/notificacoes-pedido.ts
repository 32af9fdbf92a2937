import {
  formatarData,
  PRAZO_PEDIDO_TITULAR_DIAS,
  rotuloTipoPedidoTitular,
  type PedidoTitular,
} from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { type Destinatario } from '../email/destinatarios-repository.ts';
import { linkDoPortal, montarEmail, saudacaoPara } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';
import { repositoriosEm } from '../repositorios.ts';

/** The e-mails of a request about personal data, written in the request's transaction. */
export function createNotificacoesPedido(publicUrl: string) {
  return {
    /** The person gets the protocol and the deadline; every administrator, the request. */
    async registrado(tx: Executor, pessoa: Destinatario, pedido: PedidoTitular) {
      const tipo = rotuloTipoPedidoTitular(pedido.tipo);
      await enfileirarEmail(tx, {
        para: pessoa.email,
        assunto: `Pedido n.º ${pedido.protocolo} sobre os seus dados recebido`,
        tipo: 'pedido-titular-recebido',
        ...montarEmail({
          saudacao: saudacaoPara(pessoa),
          paragrafos: [
            `Recebemos o seu pedido n.º ${pedido.protocolo} (${tipo}).`,
            `O encarregado de dados responde por e-mail até ${formatarData(pedido.prazoEm)}, no prazo de ${PRAZO_PEDIDO_TITULAR_DIAS} dias da LGPD.`,
          ],
          destaque: { titulo: 'O seu pedido', texto: pedido.descricao },
          acao: { rotulo: 'Ver meus dados', url: linkDoPortal(publicUrl, '/meus-dados') },
        }),
      });
      for (const admin of await repositoriosEm(tx).destinatarios.administradoresAtivos()) {
        await enfileirarEmail(tx, {
          para: admin.email,
          assunto: `Novo pedido sobre dados pessoais n.º ${pedido.protocolo}`,
          tipo: 'pedido-titular-novo',
          ...montarEmail({
            saudacao: saudacaoPara(admin),
            paragrafos: [
              `Uma pessoa registrou o pedido n.º ${pedido.protocolo} (${tipo}).`,
              `A resposta vence em ${formatarData(pedido.prazoEm)}.`,
            ],
            acao: {
              rotulo: 'Abrir os pedidos',
              url: linkDoPortal(publicUrl, '/ipt/privacidade'),
            },
          }),
        });
      }
    },

    async respondido(
      tx: Executor,
      pessoa: Destinatario,
      pedido: { protocolo: number; tipo: string },
      resposta: string,
    ) {
      await enfileirarEmail(tx, {
        para: pessoa.email,
        assunto: `Resposta ao seu pedido n.º ${pedido.protocolo} sobre os seus dados`,
        tipo: 'pedido-titular-resposta',
        ...montarEmail({
          saudacao: saudacaoPara(pessoa),
          paragrafos: [
            `O encarregado de dados respondeu ao seu pedido n.º ${pedido.protocolo} (${rotuloTipoPedidoTitular(pedido.tipo)}).`,
          ],
          destaque: { titulo: 'Resposta', texto: resposta },
          acao: { rotulo: 'Ver meus dados', url: linkDoPortal(publicUrl, '/meus-dados') },
        }),
      });
    },
  };
}
