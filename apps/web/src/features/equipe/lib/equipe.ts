import { type MembroEquipe, PERFIS_EQUIPE, TIPO_USUARIO } from '@portal/domain';

/** The roles an administrator gives, as the options of a select. */
export const PAPEIS = PERFIS_EQUIPE.map((perfil) => ({
  value: String(perfil.tipoUsuario),
  label: perfil.descricao,
}));

export const nomeDoPapel = (tipoUsuario: number): string =>
  PAPEIS.find((p) => p.value === String(tipoUsuario))?.label ?? 'Aguardando aprovação';

/**
 * The team page's three groups: who waits for a decision comes first, then who works, then
 * who was deactivated. Each group by name.
 */
export function separarEquipe(membros: readonly MembroEquipe[]) {
  const porNome = (a: MembroEquipe, b: MembroEquipe) => a.nome.localeCompare(b.nome, 'pt-BR');
  const ativos = membros.filter((m) => m.ativo);
  return {
    pendentes: ativos.filter((m) => m.tipoUsuario === TIPO_USUARIO.EQUIPE_PENDENTE).sort(porNome),
    ativos: ativos.filter((m) => m.tipoUsuario !== TIPO_USUARIO.EQUIPE_PENDENTE).sort(porNome),
    inativos: membros.filter((m) => !m.ativo).sort(porNome),
  };
}
