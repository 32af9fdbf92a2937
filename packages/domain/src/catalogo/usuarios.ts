/**
 * User types (tipoUsuario). 1, 2 and 8 are company users; 3 is staff awaiting
 * approval, 4 analyst and 5 administrator (our reading, docs/decisions); 6 is a verified
 * municipal manager and 7 one awaiting (or refused) verification (docs/decisions/048).
 */
export const TIPO_USUARIO = {
  EMPRESA: 1,
  EMPRESA_2: 2,
  EQUIPE_PENDENTE: 3,
  ANALISTA: 4,
  ADMINISTRADOR: 5,
  GESTOR: 6,
  GESTOR_PENDENTE: 7,
  EMPRESA_8: 8,
} as const;

export const TIPOS_USUARIO_EMPRESA: readonly number[] = [1, 2, 8];

export const isUsuarioEmpresa = (tipoUsuario: number): boolean =>
  TIPOS_USUARIO_EMPRESA.includes(tipoUsuario);

export const isEquipeAprovada = (tipoUsuario: number): boolean =>
  tipoUsuario === TIPO_USUARIO.ANALISTA || tipoUsuario === TIPO_USUARIO.ADMINISTRADOR;

/** Institute staff of any standing: awaiting approval (3), analyst (4) or administrator (5). */
export const TIPOS_USUARIO_EQUIPE: readonly number[] = [3, 4, 5];

export const isUsuarioEquipe = (tipoUsuario: number): boolean =>
  TIPOS_USUARIO_EQUIPE.includes(tipoUsuario);

/** A municipal manager of any standing: verified (6) or awaiting verification (7). */
export const isUsuarioGestor = (tipoUsuario: number): boolean =>
  tipoUsuario === TIPO_USUARIO.GESTOR || tipoUsuario === TIPO_USUARIO.GESTOR_PENDENTE;

/**
 * Who deletes their own account: company users and managers. Staff accounts are deactivated by
 * an administrator instead, since the call's records name who acted.
 */
export const podeExcluirAPropriaConta = (tipoUsuario: number): boolean =>
  isUsuarioEmpresa(tipoUsuario) || isUsuarioGestor(tipoUsuario);

/**
 * Where a sign-in lands, by e-mail or through gov.br (spec §4): analysts and administrators (4,
 * 5) at the staff home, and a staff account awaiting approval (3) too, where it learns that it
 * waits; a municipal manager, verified or not, at the manager's area, which says the standing;
 * everyone else at the company panel.
 */
export function destinoAposEntrar(tipoUsuario: number): string {
  if (isUsuarioGestor(tipoUsuario)) return '/gestor';
  return isEquipeAprovada(tipoUsuario) || tipoUsuario === TIPO_USUARIO.EQUIPE_PENDENTE
    ? '/ipt/home'
    : '/painel';
}

/** The roles an administrator may give a staff member (docs/decisions/007). */
export const PERFIS_EQUIPE = [
  { tipoUsuario: TIPO_USUARIO.ANALISTA, descricao: 'Analista' },
  { tipoUsuario: TIPO_USUARIO.ADMINISTRADOR, descricao: 'Administrador' },
] as const;

/** The empty id placeholder of the spec. */
export const GUID_VAZIO = '00000000-0000-0000-0000-000000000000';

/** Phone type 1 is mobile; any other is a landline. */
export const TIPO_TELEFONE_CELULAR = 1;
/** The landline type a new number gets: the spec's entity default ('Fixo'). */
export const TIPO_TELEFONE_FIXO = 4;
