/** Ours: a save from a copy older than what another person saved meanwhile. */
export const MENSAGENS_VERSAO = {
  /** "Maria Souza salvou esta solução às 14:32 e alterou: Título, Fotos." */
  registroAlteradoPorOutro: (
    nome: string,
    registro: string,
    quando: string,
    campos: readonly string[],
  ) => `${nome} salvou ${registro} ${quando} e alterou: ${campos.join(', ')}.`,
  campoAlteradoPorOutro: (nome: string, quando: string) => `Alterado por ${nome} ${quando}.`,
  documentoSubstituidoPorOutro:
    'Confira o arquivo que está no lugar agora e envie de novo se ainda quiser substituí-lo.',
  /** A version this server never gave: typed by hand, or from another copy of the portal. */
  versaoInvalida: 'Versão inválida: recarregue a página.',
} as const;
