import {
  formatarDataHoraExtenso,
  isEmSolicitacoes,
  isPropostaEditavel,
  type LinhaProposta,
  resumoCompletude,
  type SituacaoEmail,
  type SituacaoInscricoes,
} from '@portal/domain';

/** One thing the company has to do: a link to where it is done, or the confirmation to resend. */
export type Passo =
  | { texto: string; para: string; rotuloLink: string }
  | { texto: string; reenviarConfirmacao: true };

interface Situacao {
  email: SituacaoEmail | undefined;
  temProvaCnpj: boolean;
  propostas: readonly LinhaProposta[];
  inscricoes: SituacaoInscricoes | undefined;
}

/** The row of a solution on the list, where its PDF is generated and the signed one sent. */
export const ancoraDaSolucao = (propostaId: string) => `solucao-${propostaId}`;

/**
 * What the company still has to do, in the order it does it: confirm the address (the receipt
 * goes there), the CNPJ proof (the signature is checked against it), the answers the institute
 * asked for, a first solution, each solution still to fill in, each complete one still to print,
 * sign and send before the deadline. Empty when nothing waits on the company.
 */
export function proximosPassos({ email, temProvaCnpj, propostas, inscricoes }: Situacao): Passo[] {
  const passos: Passo[] = [];
  const aberta = inscricoes?.fase !== 'encerrada';
  const prazo = inscricoes?.prazo ? ` até ${formatarDataHoraExtenso(inscricoes.prazo)}` : '';
  if (email && !email.confirmado)
    passos.push({
      texto: `Confirme seu e-mail pelo link enviado para ${email.email ?? 'o seu endereço'}: sem isso o PDF assinado não pode ser enviado.`,
      reenviarConfirmacao: true,
    });
  const emRodada = propostas.some((l) => isEmSolicitacoes(l.statusProposta.idStatusProposta));
  if (!temProvaCnpj && (aberta || emRodada))
    passos.push({
      texto: 'Envie o comprovante de inscrição no CNPJ da empresa.',
      para: '/painel/cadastro',
      rotuloLink: 'Enviar comprovante',
    });
  for (const linha of propostas) {
    if (isEmSolicitacoes(linha.statusProposta.idStatusProposta))
      passos.push({
        texto: `O IPT pediu alterações em "${linha.tituloProposta}".`,
        para: `/painel/propostas/${linha.propostaID}`,
        rotuloLink: 'Responder',
      });
  }
  if (!aberta) return passos;
  if (propostas.length === 0)
    passos.push({
      texto: 'Cadastre a primeira solução da empresa: para começar basta o título.',
      para: '/painel/propostas',
      rotuloLink: 'Cadastrar solução',
    });
  for (const linha of propostas) {
    if (!isPropostaEditavel(linha.statusProposta.idStatusProposta)) continue;
    passos.push(
      linha.completude.completa
        ? {
            texto: `Gere o PDF de "${linha.tituloProposta}", colete a assinatura do representante legal e envie o PDF assinado${prazo}.`,
            para: `/painel/lista-solucoes#${ancoraDaSolucao(linha.propostaID)}`,
            rotuloLink: 'Gerar e enviar o PDF',
          }
        : {
            texto: `Preencha "${linha.tituloProposta}": ${resumoCompletude(linha.completude)}.`,
            para: `/painel/propostas/${linha.propostaID}`,
            rotuloLink: 'Continuar preenchendo',
          },
    );
  }
  return passos;
}
