import {
  apenasDigitos,
  type ContatoEmpresa,
  formatarTelefone,
  type TelefoneContato,
} from '@portal/domain';

/** Area code and number as digits only; the companies list strips the rest first (spec §2). */
export const digitosTelefone = (telefone: TelefoneContato | null) => ({
  ddd: apenasDigitos(telefone?.ddd ?? ''),
  numero: apenasDigitos(telefone?.numero ?? ''),
});

/**
 * The phone as the companies list shows it: area code and number joined, then laid out by
 * length (11 '(DD) 9 NNNN-NNNN', 10 '(DD) NNNN-NNNN', 9 '9 NNNN-NNNN', any other as is).
 */
export function telefoneExibido(telefone: TelefoneContato | null): string {
  const { ddd, numero } = digitosTelefone(telefone);
  return formatarTelefone(ddd + numero);
}

/** A contact in one line of the export: `Ana Souza <ana@x.com.br> 11-912345678`. */
export function contatoExportado(contato: ContatoEmpresa): string {
  const { ddd, numero } = digitosTelefone(contato.telefone);
  const telefone = [ddd, numero].filter(Boolean).join('-');
  return [contato.nome.trim(), contato.email ? `<${contato.email}>` : '', telefone]
    .filter(Boolean)
    .join(' ');
}
