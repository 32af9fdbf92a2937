/**
 * The error props of the field of a one-field step (e-mail, CNPJ, password). Such a step shows
 * no 'Existem campos inválidos!' alert, and Enter pressed in the field leaves the focus there,
 * so a screen reader would not read the message that appears under it; as an alert it is read
 * the moment it shows. Longer forms keep their fields quiet: their own alert speaks, and the
 * focus moves to the first wrong field, which reads its message as its description.
 */
export const ERRO_ANUNCIADO = { role: 'alert' } as const;
