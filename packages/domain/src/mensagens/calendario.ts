/** The call's calendar: the institute's page, the server's refusals and the reminders. */
export const MENSAGENS_CALENDARIO = {
  calendarioSalvo: 'Calendário salvo com sucesso!',
  prorrogacaoConcedida: 'Prorrogação concedida com sucesso!',
  prazoAntesDaAbertura: 'O prazo de envio deve ser posterior à abertura das inscrições.',
  resultadoAntesDoPrazo: 'A divulgação dos resultados deve ser posterior ao prazo de envio.',
  toleranciaInvalida: (maximo: number) =>
    `A tolerância deve ser um número inteiro de 0 a ${maximo} minutos.`,
  calendarioNaoDefinido: 'Defina o calendário da chamada antes de conceder prorrogações.',
  prorrogacaoAntesDoPrazo: (prazo: string) =>
    `A prorrogação deve terminar depois do prazo geral (${prazo}).`,
  /** Refusals state the deadline, so a company knows it is the calendar and not a fault. */
  inscricoesNaoAbertas: (abertura: string) =>
    `As inscrições ainda não foram abertas. Elas abrem em ${abertura}.`,
  inscricoesEncerradas: (prazo: string) => `As inscrições foram encerradas em ${prazo}.`,
} as const;
