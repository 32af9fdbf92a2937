/**
 * How often a manager may write to companies. A manager's message lands in the inbox of every
 * active member, so the portal must not become a way to spam suppliers: a handful a day in
 * total, and one a day to the same solution (a follow-up belongs in the e-mail thread the
 * company's answer opens).
 */
export const LIMITES_CONTATO = {
  assunto: 120,
  texto: 3000,
  porJanela: 10,
  porSolucaoNaJanela: 1,
  janelaHoras: 24,
} as const;

const JANELA_MS = LIMITES_CONTATO.janelaHoras * 60 * 60 * 1000;

export interface ContatoEnviado {
  propostaId: string;
  enviadoEm: Date;
}

export type Espera =
  { permitido: true } | { permitido: false; motivo: 'total' | 'solucao'; segundos: number };

/**
 * Whether one more message to `propostaId` fits, given the manager's messages sent at
 * `agora` or before. When it does not, how long until the oldest message that blocks it leaves
 * the window (the `retry-after` of the refusal).
 */
export function esperaParaContato(
  enviados: readonly ContatoEnviado[],
  propostaId: string,
  agora: Date,
): Espera {
  const naJanela = enviados
    .filter((e) => agora.getTime() - e.enviadoEm.getTime() < JANELA_MS)
    .sort((a, b) => +a.enviadoEm - +b.enviadoEm);
  const mesmaSolucao = naJanela.filter((e) => e.propostaId === propostaId);
  const liberaEm = (bloqueio: readonly ContatoEnviado[], limite: number) => {
    // The window frees a slot when the oldest of the messages above the limit leaves it.
    const maisAntigo = bloqueio[bloqueio.length - limite]!;
    return Math.max(
      1,
      Math.ceil((maisAntigo.enviadoEm.getTime() + JANELA_MS - agora.getTime()) / 1000),
    );
  };
  if (mesmaSolucao.length >= LIMITES_CONTATO.porSolucaoNaJanela) {
    return {
      permitido: false,
      motivo: 'solucao',
      segundos: liberaEm(mesmaSolucao, LIMITES_CONTATO.porSolucaoNaJanela),
    };
  }
  if (naJanela.length >= LIMITES_CONTATO.porJanela) {
    return {
      permitido: false,
      motivo: 'total',
      segundos: liberaEm(naJanela, LIMITES_CONTATO.porJanela),
    };
  }
  return { permitido: true };
}
