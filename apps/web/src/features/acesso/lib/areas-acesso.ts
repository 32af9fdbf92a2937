import type { AreaAcesso } from '@/lib/entrar';
import { emailAcesso, emailAcessoIpt } from './email-acesso';

/** What differs between the suppliers' entrance and the staff's: the same steps, other routes. */
export interface RotasArea {
  /** The e-mail step, where the password step sends whoever arrives without an e-mail. */
  inicio: string;
  senha: string;
  registro: string;
  /** POST answering a number: non-zero when the e-mail has an account at this entrance. */
  verificacao: string;
  email: typeof emailAcesso;
  instrucao: string;
}

export const AREAS_ACESSO: Record<AreaAcesso, RotasArea> = {
  empresa: {
    inicio: '/login',
    senha: '/senha',
    registro: '/register',
    verificacao: '/api/login/exists',
    email: emailAcesso,
    instrucao: 'Digite seu e-mail para entrar ou para cadastrar sua empresa no programa.',
  },
  ipt: {
    inicio: '/ipt',
    senha: '/ipt/senha',
    registro: '/ipt/registro',
    verificacao: '/api/login/ipt/exists',
    email: emailAcessoIpt,
    instrucao:
      'Digite seu e-mail para entrar na área de avaliação ou para pedir acesso como membro da equipe do IPT.',
  },
};
