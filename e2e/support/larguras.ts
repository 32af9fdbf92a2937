/**
 * The two widths the portal is drawn for, and who works at which.
 *
 * Every screen, in every state a person meets, is checked at both widths by the accessibility
 * files (acessibilidade/: axe, nothing past the right edge, the way past the bars), and the
 * files whose steps or layout differ by width (a menu folded on the phone, a notice that must
 * fit) run at both. A journey whose steps are the same at both widths runs once, each person at
 * the width they use: the company's people fill the long forms on their phones, the institute's
 * staff work at a desk; a file of several journeys of one person alternates between the two
 * (docs/decisions/037).
 */
export const CELULAR = { width: 390, height: 844 } as const;
export const COMPUTADOR = { width: 1366, height: 900 } as const;

/** Where the company's people work. */
export const TELA_DA_EMPRESA = CELULAR;
/** Where the institute's staff work. */
export const TELA_DA_EQUIPE = COMPUTADOR;

/** Both widths, named as a test's title shows them, for the files that run at both. */
export const LARGURAS = [
  ['celular', CELULAR],
  ['computador', COMPUTADOR],
] as const;
