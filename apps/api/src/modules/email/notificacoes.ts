import { formatarDataHora, PERFIS_EQUIPE, STATUS_PROPOSTA } from '@portal/domain';
import type { Executor } from '../../infra/db/client.ts';
import { createDestinatariosRepository, type Destinatario } from './destinatarios-repository.ts';
import { linkDoPortal, montarEmail, NOME_PROGRAMA, type ConteudoEmail } from './modelos.ts';
import { enfileirarEmail } from './outbox.ts';

const SE_NAO_FOI_VOCE = `Se não foi você, troque sua senha agora pela opção "Esqueci minha senha" e avise a equipe do programa.`;

// Reset links live one hour; confirmation links a week (someone may register on a Friday).
export const VALIDADE_REDEFINICAO_MS = 60 * 60 * 1000;
export const VALIDADE_CONFIRMACAO_MS = 7 * 24 * 60 * 60 * 1000;

const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;
const ola = (d: Destinatario) => `Olá, ${primeiroNome(d.nome)},`;

/** The portal's e-mails, each written into the outbox inside the caller's transaction. */
export function createNotificacoes(publicUrl: string) {
  const link = (caminho: string) => linkDoPortal(publicUrl, caminho);

  const enviar = async (
    tx: Executor,
    para: Destinatario,
    tipo: string,
    assunto: string,
    conteudo: ConteudoEmail,
    contemSegredo = false,
  ) => {
    await enfileirarEmail(tx, {
      para: para.email,
      assunto,
      tipo,
      contemSegredo,
      ...montarEmail(conteudo),
    });
  };

  return {
    /** The token travels after `#`, so it never reaches a server log or a Referer header. */
    redefinicaoSenha: (tx: Executor, para: Destinatario, token: string) =>
      enviar(
        tx,
        para,
        'redefinicao-senha',
        'Crie uma nova senha',
        {
          saudacao: ola(para),
          paragrafos: [
            `Recebemos um pedido para criar uma nova senha da sua conta no portal da ${NOME_PROGRAMA}.`,
            'O link abaixo vale por 1 hora e só pode ser usado uma vez.',
          ],
          acao: { rotulo: 'Criar nova senha', url: link(`/senha/redefinir#${token}`) },
          aviso:
            'Se você não pediu uma nova senha, ignore esta mensagem: sua senha atual continua valendo.',
        },
        true,
      ),

    confirmacaoEmail: (tx: Executor, para: Destinatario, token: string) =>
      enviar(
        tx,
        para,
        'confirmacao-email',
        'Confirme seu e-mail',
        {
          saudacao: ola(para),
          paragrafos: [
            `Para concluir o cadastro no portal da ${NOME_PROGRAMA}, confirme que este e-mail é seu.`,
            'É para este endereço que enviamos o recibo das soluções e os avisos de cada mudança de status. O link vale por 7 dias.',
          ],
          acao: { rotulo: 'Confirmar e-mail', url: link(`/email/confirmar#${token}`) },
          aviso: 'Se você não se cadastrou no portal, ignore esta mensagem.',
        },
        true,
      ),

    async senhaAlterada(tx: Executor, usuarioId: string, como: 'alterada' | 'redefinida') {
      const usuario = await createDestinatariosRepository(tx).usuario(usuarioId);
      if (!usuario) return;
      await enviar(tx, usuario, 'senha-alterada', 'Sua senha foi alterada', {
        saudacao: ola(usuario),
        paragrafos: [
          como === 'redefinida'
            ? 'A senha da sua conta no portal foi redefinida pelo link enviado a este e-mail. As outras sessões abertas foram encerradas.'
            : 'A senha da sua conta no portal foi alterada. As outras sessões abertas foram encerradas.',
        ],
        aviso: SE_NAO_FOI_VOCE,
      });
    },

    /** The receipt of the signed form, to every user of the company. */
    async reciboEnvio(tx: Executor, propostaId: string) {
      const repository = createDestinatariosRepository(tx);
      const dados = await repository.proposta(propostaId);
      if (!dados) return;
      const quando = formatarDataHora(dados.enviadaEm);
      for (const para of await repository.usuariosDaEmpresaDaProposta(propostaId)) {
        await enviar(tx, para, 'recibo-envio', `Recibo: solução ${dados.codigo} enviada`, {
          saudacao: ola(para),
          paragrafos: [
            'Recebemos o formulário assinado da solução abaixo. Ela segue agora para a análise prévia da equipe do programa.',
            `Protocolo: ${dados.codigo}\nTítulo: ${dados.titulo}\nEnviada em: ${quando} (horário de Brasília)`,
            'Guarde esta mensagem como comprovante do envio.',
          ],
          acao: { rotulo: 'Ver a solução', url: link(`/painel/propostas/${propostaId}`) },
        });
      }
    },

    /** A status change, with the staff's note; for 'Solicitações Feitas' the note is the point. */
    async statusAlterado(tx: Executor, propostaId: string, observacao: string | null) {
      const repository = createDestinatariosRepository(tx);
      const dados = await repository.proposta(propostaId);
      if (!dados) return;
      const solicitacoes = dados.statusId === STATUS_PROPOSTA.SOLICITACOES_FEITAS;
      const nota = observacao?.trim() || null;
      for (const para of await repository.usuariosDaEmpresaDaProposta(propostaId)) {
        await enviar(
          tx,
          para,
          'status-proposta',
          solicitacoes
            ? `Solicitações da equipe sobre a solução ${dados.codigo}`
            : `Solução ${dados.codigo}: ${dados.status}`,
          {
            saudacao: ola(para),
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
            // In the text's review the institute revises what the portal will publish: the
            // company follows it in the preview.
            acao:
              dados.statusId === STATUS_PROPOSTA.REVISAO_DE_TEXTO_PARA_O_PORTAL
                ? {
                    rotulo: 'Ver a prévia do texto para o portal',
                    url: link(`/painel/propostas/${propostaId}/portal`),
                  }
                : { rotulo: 'Ver a solução', url: link(`/painel/propostas/${propostaId}`) },
          },
        );
      }
    },

    /** The company answered a round of requests: the staff member who opened it hears so. */
    async solicitacoesRespondidas(tx: Executor, propostaId: string, abertaPor: string) {
      const repository = createDestinatariosRepository(tx);
      // One after the other: a transaction is one connection, which runs one query at a time.
      const dados = await repository.proposta(propostaId);
      const para = await repository.usuario(abertaPor);
      if (!dados || !para) return;
      await enviar(
        tx,
        para,
        'solicitacoes-respondidas',
        `Solicitações respondidas: solução ${dados.codigo}`,
        {
          saudacao: ola(para),
          paragrafos: [
            `A empresa respondeu às solicitações sobre a solução ${dados.codigo} — ${dados.titulo} e enviou o formulário assinado de novo.`,
            `A solução voltou ao status ${dados.status}. Compare a nova versão com a anterior na página da solução.`,
          ],
          acao: { rotulo: 'Ver a solução', url: link(`/ipt/solution/${propostaId}`) },
        },
      );
    },

    /** The answer to a request to join a company reaches who asked. */
    async pedidoDecidido(tx: Executor, pessoa: Destinatario, empresaNome: string, aceito: boolean) {
      await enviar(
        tx,
        pessoa,
        'pedido-membro-decidido',
        aceito
          ? `Seu pedido para participar da empresa ${empresaNome} foi aceito`
          : `Seu pedido para participar da empresa ${empresaNome} foi recusado`,
        aceito
          ? {
              saudacao: ola(pessoa),
              paragrafos: [
                `Seu pedido para participar da empresa ${empresaNome} foi aceito.`,
                'Você já pode ver e cadastrar as soluções da empresa no painel.',
              ],
              acao: { rotulo: 'Abrir o painel', url: link('/painel') },
            }
          : {
              saudacao: ola(pessoa),
              paragrafos: [
                `Seu pedido para participar da empresa ${empresaNome} foi recusado.`,
                'Se acredita que houve um engano, fale com um integrante da empresa ou com a equipe do programa.',
              ],
            },
      );
    },

    /** A staff registration waits for an administrator. */
    async equipePendente(tx: Executor, membro: Destinatario) {
      for (const para of await createDestinatariosRepository(tx).administradoresAtivos()) {
        await enviar(tx, para, 'equipe-pendente', 'Cadastro da equipe aguardando aprovação', {
          saudacao: ola(para),
          paragrafos: [
            `${membro.nome} (${membro.email}) se cadastrou na equipe do IPT e aguarda a aprovação de um administrador.`,
            'A aprovação fica disponível depois que a pessoa confirmar o e-mail.',
          ],
          acao: { rotulo: 'Abrir a equipe', url: link('/ipt/equipe') },
        });
      }
    },

    /** What an administrator did to a staff member's account. */
    async equipeAlterada(
      tx: Executor,
      membroId: string,
      acao: { tipo: 'aprovacao' | 'perfil'; tipoUsuario: number } | { tipo: 'desativacao' },
    ) {
      const membro = await createDestinatariosRepository(tx).usuario(membroId);
      if (!membro) return;
      if (acao.tipo === 'desativacao') {
        await enviar(tx, membro, 'equipe-desativacao', 'Sua conta na equipe foi desativada', {
          saudacao: ola(membro),
          paragrafos: [
            'Um administrador desativou sua conta na equipe do IPT no portal. Você não consegue mais entrar.',
            'Se acha que foi um engano, fale com um administrador do programa.',
          ],
        });
        return;
      }
      const perfil =
        PERFIS_EQUIPE.find((p) => p.tipoUsuario === acao.tipoUsuario)?.descricao ?? 'Equipe';
      await enviar(
        tx,
        membro,
        'equipe-perfil',
        acao.tipo === 'aprovacao'
          ? 'Seu cadastro na equipe foi aprovado'
          : 'Seu perfil na equipe mudou',
        {
          saudacao: ola(membro),
          paragrafos: [
            acao.tipo === 'aprovacao'
              ? `Um administrador aprovou seu cadastro na equipe do IPT com o perfil ${perfil}.`
              : `Um administrador mudou seu perfil na equipe do IPT para ${perfil}.`,
          ],
          acao: { rotulo: 'Entrar no portal', url: link('/ipt') },
        },
      );
    },
  };
}

export type Notificacoes = ReturnType<typeof createNotificacoes>;
