import dados from '../../../../content/contato.json';

/** The programme's contact, edited by the operator in content/contato.json only. */
export interface Contato {
  orgao: string;
  endereco: string;
  telefone: string;
  emails: readonly string[];
  /** Support address for sign-up problems (shown with the "Empresa já cadastrada!" alert too). */
  suporte: string;
}

export const contato: Contato = dados;

/** `tel:` link in international form so phones dial it from anywhere. */
export const telefoneHref = (telefone: string): string => `tel:+55${telefone.replace(/\D/g, '')}`;
