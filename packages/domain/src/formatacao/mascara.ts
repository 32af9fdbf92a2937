/**
 * Input masks of the spec (section 9), but for the mobile: the spec's '(00) 000-000-000' is
 * not how anyone in Brazil writes a number (docs/decisions/044). A `0` slot takes a digit and an `A` slot a letter or a
 * digit; any other character is written as is. The CNPJ uses `A` in its first twelve slots
 * because the alphanumeric CNPJ only keeps digits in the two check positions.
 */
export const MASCARAS = {
  cnpj: 'AA.AAA.AAA/AAAA-00',
  cpf: '000.000.000-00',
  cep: '00000-000',
  telefoneCelular: '(00) 00000-0000',
  telefoneFixo: '(00) 0000-0000',
} as const;

const cabeNoEspaco = (espaco: string, caractere: string): boolean =>
  espaco === '0' ? /\d/.test(caractere) : /[0-9A-Z]/.test(caractere);

/**
 * Masks a partial value as it is typed: characters that fit no slot are dropped, and a literal
 * is only written once a character follows it, so erasing never gets stuck on a separator.
 */
export const aplicarMascara = (padrao: string, valor: string): string => {
  const entrada = valor.toUpperCase().replace(/[^0-9A-Z]/g, '');
  let saida = '';
  let literais = '';
  let posicao = 0;
  for (const espaco of padrao) {
    if (espaco !== '0' && espaco !== 'A') {
      literais += espaco;
      continue;
    }
    while (posicao < entrada.length && !cabeNoEspaco(espaco, entrada[posicao]!)) posicao++;
    const caractere = entrada[posicao];
    if (caractere === undefined) break;
    saida += literais + caractere;
    literais = '';
    posicao++;
  }
  return saida;
};
