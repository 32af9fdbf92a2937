import { horaEmSaoPaulo } from './datas.ts';

/** The menu greeting, by the hour in São Paulo whatever the visitor's clock says. */
export const saudacao = (agora: Date = new Date()): string => {
  const hora = horaEmSaoPaulo(agora);
  if (hora < 12) return 'Bom dia,';
  if (hora < 18) return 'Boa tarde,';
  return 'Boa noite,';
};

export const primeiroNome = (nome: string | null | undefined): string =>
  nome?.trim().split(/\s+/)[0] ?? '';
