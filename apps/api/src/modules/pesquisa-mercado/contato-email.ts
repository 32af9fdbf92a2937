import type { Executor } from '../../infra/db/client.ts';
import { linkDoPortal, montarEmail, saudacaoPara } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';

export interface Remetente {
  nome: string;
  cargo: string | null;
  municipio: string;
  uf: string;
  email: string;
}

/**
 * A manager's message reaches each active member in their own e-mail (none sees the others'
 * addresses, nor the manager theirs), with Reply-To the manager's institutional address: the
 * company answers from its mailbox and the conversation goes on outside the portal.
 */
export async function enviarAosMembros(
  tx: Executor,
  publicUrl: string,
  membros: readonly { nome: string; email: string }[],
  mensagem: {
    remetente: Remetente;
    solucao: { id: string; titulo: string };
    assunto: string;
    texto: string;
  },
): Promise<void> {
  const { remetente, solucao } = mensagem;
  const quem = `${remetente.nome}${remetente.cargo ? `, ${remetente.cargo}` : ''} — ${remetente.municipio}/${remetente.uf}`;
  for (const membro of membros) {
    await enfileirarEmail(tx, {
      para: membro.email,
      responderA: remetente.email,
      tipo: 'contato-gestor',
      assunto: `${mensagem.assunto} — mensagem de ${remetente.municipio}/${remetente.uf} pelo portal`,
      ...montarEmail({
        saudacao: saudacaoPara(membro),
        paragrafos: [
          `${quem} escreveu pelo portal sobre a solução "${solucao.titulo}".`,
          `Para responder, responda a este e-mail: a resposta vai para ${remetente.email}, o e-mail institucional informado pelo gestor.`,
        ],
        destaque: { titulo: mensagem.assunto, texto: mensagem.texto },
        acao: {
          rotulo: 'Ver o interesse de municípios no painel',
          url: linkDoPortal(publicUrl, '/painel/interesse-municipios'),
        },
        respondivel: true,
      }),
    });
  }
}
