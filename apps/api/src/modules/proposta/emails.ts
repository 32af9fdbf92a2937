import { formatarDataHora, STATUS_PROPOSTA } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { linkDoPortal, montarEmail, saudacaoPara } from '../email/modelos.ts';
import { enfileirarEmail } from '../email/outbox.ts';
import { repositoriosEm } from '../repositorios.ts';

/** The receipt of the signed form, to every user of the company. */
export async function enviarReciboEnvio(
  tx: Executor,
  publicUrl: string,
  propostaId: string,
): Promise<void> {
  const repository = repositoriosEm(tx).destinatarios;
  const dados = await repository.proposta(propostaId);
  if (!dados) return;
  const quando = formatarDataHora(dados.enviadaEm);
  for (const para of await repository.usuariosDaEmpresaDaProposta(propostaId)) {
    await enfileirarEmail(tx, {
      para: para.email,
      tipo: 'recibo-envio',
      assunto: `Recibo: solução ${dados.codigo} enviada`,
      ...montarEmail({
        saudacao: saudacaoPara(para),
        paragrafos: [
          'Recebemos o formulário assinado da solução abaixo. Ela segue agora para a análise prévia da equipe do programa.',
          `Protocolo: ${dados.codigo}\nTítulo: ${dados.titulo}\nEnviada em: ${quando} (horário de Brasília)`,
          'Guarde esta mensagem como comprovante do envio.',
        ],
        acao: {
          rotulo: 'Ver a solução',
          url: linkDoPortal(publicUrl, `/painel/propostas/${propostaId}`),
        },
      }),
    });
  }
}

/** A status change, with the staff's note; for 'Solicitações Feitas' the note is the point. */
export async function avisarStatusAlterado(
  tx: Executor,
  publicUrl: string,
  propostaId: string,
  observacao: string | null,
): Promise<void> {
  const repository = repositoriosEm(tx).destinatarios;
  const dados = await repository.proposta(propostaId);
  if (!dados) return;
  const solicitacoes = dados.statusId === STATUS_PROPOSTA.SOLICITACOES_FEITAS;
  const nota = observacao?.trim() || null;
  for (const para of await repository.usuariosDaEmpresaDaProposta(propostaId)) {
    await enfileirarEmail(tx, {
      para: para.email,
      tipo: 'status-proposta',
      assunto: solicitacoes
        ? `Solicitações da equipe sobre a solução ${dados.codigo}`
        : `Solução ${dados.codigo}: ${dados.status}`,
      ...montarEmail({
        saudacao: saudacaoPara(para),
        paragrafos: solicitacoes
          ? [
              `A equipe do programa fez solicitações sobre a solução ${dados.codigo} — ${dados.titulo}. Leia abaixo o que é preciso e atenda pelo portal.`,
            ]
          : [
              `A solução ${dados.codigo} — ${dados.titulo} mudou de status.`,
              `Novo status: ${dados.status}`,
            ],
        ...(nota
          ? {
              destaque: {
                titulo: solicitacoes ? 'Solicitações' : 'Observação da equipe',
                texto: nota,
              },
            }
          : {}),
        // In the text's review the institute revises what the portal will publish: the company
        // follows it in the preview.
        acao:
          dados.statusId === STATUS_PROPOSTA.REVISAO_DE_TEXTO_PARA_O_PORTAL
            ? {
                rotulo: 'Ver a prévia do texto para o portal',
                url: linkDoPortal(publicUrl, `/painel/propostas/${propostaId}/portal`),
              }
            : {
                rotulo: 'Ver a solução',
                url: linkDoPortal(publicUrl, `/painel/propostas/${propostaId}`),
              },
      }),
    });
  }
}

/** The company answered a round of requests: the staff member who opened it hears so. */
export async function avisarSolicitacoesRespondidas(
  tx: Executor,
  publicUrl: string,
  propostaId: string,
  abertaPor: string,
): Promise<void> {
  const repository = repositoriosEm(tx).destinatarios;
  // One after the other: a transaction is one connection, which runs one query at a time.
  const dados = await repository.proposta(propostaId);
  const para = await repository.usuario(abertaPor);
  if (!dados || !para) return;
  await enfileirarEmail(tx, {
    para: para.email,
    tipo: 'solicitacoes-respondidas',
    assunto: `Solicitações respondidas: solução ${dados.codigo}`,
    ...montarEmail({
      saudacao: saudacaoPara(para),
      paragrafos: [
        `A empresa respondeu às solicitações sobre a solução ${dados.codigo} — ${dados.titulo} e enviou o formulário assinado de novo.`,
        `A solução voltou ao status ${dados.status}. Compare a nova versão com a anterior na página da solução.`,
      ],
      acao: {
        rotulo: 'Ver a solução',
        url: linkDoPortal(publicUrl, `/ipt/solution/${propostaId}`),
      },
    }),
  });
}
