import { MAXIMO_COMPARACAO, MAXIMO_SELECAO } from '../catalogo/gestor.ts';

/** Municipal managers: registration, verification by staff, selection and comparison. */
export const MENSAGENS_GESTOR = {
  cadastroGestorVerificado: 'Cadastro realizado com sucesso! Confirme o e-mail e entre no portal.',
  /** A manager whose e-mail is outside the configured domains waits for staff. */
  cadastroGestorPendente:
    'Cadastro realizado com sucesso! Confirme o e-mail; a equipe do portal vai verificar o seu vínculo com o município.',
  municipioGestorInvalido: 'Escolha um município da lista (código IBGE de 7 dígitos).',
  cpfJaCadastrado: 'Este CPF já tem um cadastro de gestor público.',
  gestorAprovado: 'Gestor público aprovado.',
  gestorRecusado: 'Cadastro de gestor público recusado.',
  gestorJaDecidido: 'Este cadastro de gestor público já foi decidido.',
  motivoRecusaObrigatorio: 'Diga o motivo da recusa.',
  solucaoSalva: 'Solução salva na sua seleção.',
  solucaoRemovidaDaSelecao: 'Solução removida da sua seleção.',
  selecaoCheia: `A sua seleção já tem ${MAXIMO_SELECAO} soluções; remova uma antes de salvar outra.`,
  comparacaoTamanho: `Escolha de 2 a ${MAXIMO_COMPARACAO} soluções da sua seleção para comparar.`,
  comparacaoForaDaSelecao: 'Compare apenas soluções que estão na sua seleção.',
} as const;
