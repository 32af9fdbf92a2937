import { PERFIS_EQUIPE, PERIODO_ESTATISTICAS_MAXIMO_DIAS } from '../catalogo/index.ts';

const nomeDoPerfil = (tipoUsuario: number) =>
  PERFIS_EQUIPE.find((p) => p.tipoUsuario === tipoUsuario)?.descricao ?? 'Equipe';

/** Institute area: staff registration, team administration, status changes, statistics. */
export const MENSAGENS_EQUIPE = {
  /** Staff accounts start pending (docs/decisions/007): the answer says what happens next. */
  cadastroEquipeRealizado:
    'Cadastro realizado com sucesso! Aguarde a aprovação de um administrador.',
  emailInstitucional: (dominios: readonly string[]) =>
    `Use um e-mail institucional (domínios permitidos: ${dominios.join(', ')}).`,
  perfilEquipeInvalido: 'Escolha o perfil Analista ou Administrador.',
  /**
   * A role given, said as what happened: a pending member approved, or an approved member's
   * role changed (or already that one).
   */
  perfilAplicado: (antes: number, depois: number, aprovacao: boolean) =>
    aprovacao
      ? `${nomeDoPerfil(depois)} aprovado.`
      : antes === depois
        ? `O perfil já era ${nomeDoPerfil(depois)}.`
        : `Perfil alterado para ${nomeDoPerfil(depois)}.`,
  usuarioDesativado: 'Usuário desativado com sucesso!',
  usuarioReativado: 'Usuário reativado com sucesso!',
  naoPodeDesativarASiMesmo: 'Você não pode desativar a sua própria conta.',
  naoPodeRebaixarASiMesmo: 'Você não pode retirar o seu próprio perfil de administrador.',
  ultimoAdministrador: 'O portal precisa de ao menos um administrador ativo.',
  senhaAlterada: 'Senha alterada com sucesso!',
  statusAtualizado: 'Status atualizado com sucesso!',
  periodoLongoDemais: `O período deve ter no máximo ${PERIODO_ESTATISTICAS_MAXIMO_DIAS} dias.`,
} as const;
