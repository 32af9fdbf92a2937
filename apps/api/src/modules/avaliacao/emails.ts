import { descricaoConflito } from '@portal/domain';
import type { EmailParaEnviar } from '../email/outbox.ts';
import { linkDoPortal, montarEmail } from '../email/modelos.ts';

/**
 * The evaluation's e-mails. They say what happened and link to the page: no score, note or
 * evaluator's name goes to a company, and an analyst's e-mail carries only codes and titles.
 */

interface SolucaoCitada {
  codigoProposta: string;
  titulo: string;
}

const citar = (s: SolucaoCitada) => `${s.codigoProposta} — ${s.titulo}`;

export const emailAtribuicao = (
  publicUrl: string,
  avaliador: { nome: string; email: string },
  solucoes: readonly SolucaoCitada[],
  prazo: string | null,
): EmailParaEnviar => ({
  para: avaliador.email,
  tipo: 'avaliacao-atribuida',
  assunto:
    solucoes.length === 1
      ? `Nova avaliação atribuída: ${solucoes[0]!.codigoProposta}`
      : `${solucoes.length} novas avaliações atribuídas`,
  ...montarEmail({
    saudacao: `Olá, ${avaliador.nome},`,
    paragrafos: [
      `Você foi designado(a) para avaliar:\n${solucoes.map((s) => `• ${citar(s)}`).join('\n')}`,
      prazo
        ? `Prazo: ${prazo.split('-').reverse().join('/')}.`
        : 'Não há prazo definido para esta avaliação.',
      'Antes de abrir o formulário, declare se há conflito de interesse com a empresa.',
    ],
    acao: { rotulo: 'Minhas avaliações', url: linkDoPortal(publicUrl, '/ipt/avaliacoes') },
  }),
});

export const emailConflito = (
  publicUrl: string,
  admin: { nome: string; email: string },
  avaliador: string,
  solucao: SolucaoCitada & { id: string },
  tipo: string,
): EmailParaEnviar => ({
  para: admin.email,
  tipo: 'avaliacao-conflito',
  assunto: `Conflito de interesse declarado: ${solucao.codigoProposta}`,
  ...montarEmail({
    saudacao: `Olá, ${admin.nome},`,
    paragrafos: [
      `${avaliador} declarou conflito de interesse (${descricaoConflito(tipo).toLowerCase()}) com a solução ${citar(solucao)}.`,
      'A atribuição foi removida; designe outro avaliador.',
    ],
    acao: {
      rotulo: 'Abrir a solução',
      url: linkDoPortal(publicUrl, `/ipt/solution/${solucao.id}`),
    },
  }),
});

export const emailParecerLiberado = (
  publicUrl: string,
  dono: { nome: string; email: string },
  solucao: SolucaoCitada,
): EmailParaEnviar => ({
  para: dono.email,
  tipo: 'parecer-liberado',
  assunto: `Parecer técnico disponível: ${solucao.codigoProposta}`,
  ...montarEmail({
    saudacao: `Olá, ${dono.nome},`,
    paragrafos: [
      `O parecer técnico da solução ${citar(solucao)} está disponível para download na sua lista de soluções.`,
    ],
    acao: {
      rotulo: 'Soluções cadastradas',
      url: linkDoPortal(publicUrl, '/painel/lista-solucoes'),
    },
  }),
});
