import { formatarDataHoraExtenso, isPropostaEditavel, type LinhaProposta } from '@portal/domain';
import { Aviso } from '@/components/feedback/aviso';
import { useSituacaoInscricoes } from '@/hooks/use-situacao-inscricoes';

/**
 * Before the deadline, names the solutions whose signed PDF has not been sent: a solution left at
 * status 1 when the call closes is never evaluated, and the company should know which ones.
 */
export function AvisoNaoEnviadas({ linhas }: { linhas: readonly LinhaProposta[] }) {
  const { data: situacao } = useSituacaoInscricoes();
  const pendentes = linhas.filter((l) => isPropostaEditavel(l.statusProposta.idStatusProposta));
  if (!situacao || situacao.fase === 'encerrada' || pendentes.length === 0) return null;
  const titulos = pendentes.map((l) => `"${l.tituloProposta}"`).join(', ');
  const prazo = situacao.prazo ? ` até ${formatarDataHoraExtenso(situacao.prazo)}` : '';
  const mensagem =
    pendentes.length === 1
      ? `Ainda não enviada: ${titulos}. Envie o PDF assinado${prazo} para que ela seja avaliada.`
      : `Ainda não enviadas (${pendentes.length}): ${titulos}. Envie o PDF assinado de cada uma${prazo} para que sejam avaliadas.`;
  return <Aviso aviso={{ tipo: 'atencao', mensagem }} />;
}
