import { LIMITES_AVALIACAO } from '../catalogo/avaliacao.ts';

/** The institute's technical evaluation: rubric, assignments, conflicts, form, notes, parecer. */
export const MENSAGENS_AVALIACAO = {
  rubricaSalva: 'Rubrica salva com sucesso!',
  rubricaNovaVersao: (versao: number) =>
    `Rubrica salva como versão ${versao}: as avaliações já enviadas mantêm a versão que usaram.`,
  codigoCriterioRepetido: 'Cada critério precisa de um código diferente.',
  escalaInvalida: 'O máximo da escala deve ser maior que o mínimo.',
  criteriosMaximos: `Informe no máximo ${LIMITES_AVALIACAO.criteriosMaximos} critérios.`,
  criteriosMinimos: 'Informe ao menos um critério.',
  configuracaoSalva: 'Margem de divergência salva com sucesso!',
  atribuicoesRealizadas: (quantidade: number) =>
    quantidade === 1 ? '1 atribuição realizada.' : `${quantidade} atribuições realizadas.`,
  avaliadorInvalido: 'Escolha analistas ou administradores ativos da equipe.',
  avaliadorEmConflito: 'Este avaliador declarou conflito de interesse com esta solução.',
  atribuicaoRemovida: 'Atribuição removida.',
  semAtribuicao: 'Esta solução não está atribuída a você.',
  declareConflitoPrimeiro: 'Declare se há conflito de interesse antes de avaliar.',
  conflitoRegistrado:
    'Conflito de interesse registrado: a atribuição foi removida e os administradores foram avisados.',
  semConflitoRegistrado: 'Declaração registrada: você já pode avaliar a solução.',
  descricaoConflitoObrigatoria: 'Descreva o conflito de interesse.',
  rascunhoSalvo: 'Rascunho salvo.',
  avaliacaoEnviada: 'Avaliação enviada com sucesso!',
  avaliacaoJaEnviada: 'Esta avaliação já foi enviada e não pode ser alterada.',
  avaliacaoReaberta: 'Avaliação reaberta: o avaliador pode revisá-la e enviá-la de novo.',
  avaliacaoNaoEnviada: 'Só uma avaliação enviada pode ser reaberta.',
  /** The score field's description and its error: only the scale's whole numbers count. */
  notasInteiras: (minimo: number, maximo: number) => `Use notas inteiras de ${minimo} a ${maximo}.`,
  /** The API's answer to a fraction, whatever the client sent. */
  notaNaoInteira: 'A nota deve ser um número inteiro.',
  justificativaObrigatoria: 'Justifique a nota deste critério.',
  recomendacaoObrigatoria: 'Escolha uma recomendação.',
  fundamentacaoObrigatoria: 'Fundamente a recomendação.',
  notaPrivadaPublicada: 'Nota publicada.',
  notaOriginalInexistente: 'A nota respondida não existe nesta solução.',
  semAvaliacoesEnviadas: 'O parecer precisa de ao menos uma avaliação enviada.',
  parecerSalvo: 'Conclusão do parecer salva.',
  parecerEmitido: 'Parecer técnico emitido.',
  /** Ours: the DCT choice decides between status 7 and 8. */
  comDctInvalido: 'Diga se o parecer vem com DCT: sim ou não.',
  parecerJaEmitido: 'O parecer já foi emitido e não pode ser alterado.',
  parecerNaoEmitido: 'Emita o parecer antes de liberá-lo.',
  parecerLiberado: 'Parecer liberado para a empresa, que foi avisada por e-mail.',
  parecerIndisponivel: 'O parecer técnico desta solução ainda não foi liberado.',
} as const;
