/** Sign-in, registration and user-update messages (spec, sections 5 and 8). */
export const MENSAGENS_ACESSO = {
  emailInvalido: 'Digite um e-mail válido!',
  digiteSenha: 'Digite a senha',
  digiteCnpj: 'Digite o CNPJ',
  emailJaCadastrado: 'E-mail já cadastrado!',
  camposInvalidos: 'Existem campos inválidos!',
  senhaIncorreta: 'Senha incorreta.',
  erroVerificarUsuario: 'Erro inesperado ao verificar usuário!',
  erroAutenticacao: 'Erro inesperado ao fazer autenticação!',
  erroCadastrarUsuario: 'Erro ao cadastrar usuário!',
  cadastroAtualizado: 'Cadastro atualizado com sucesso!',
  erroBuscarCnpj: 'Erro ao buscar o CNPJ!',
  empresaJaCadastrada: 'Empresa já cadastrada! Continue normalmente.',
  novoCadastro: 'Novo cadastro!',
} as const;
