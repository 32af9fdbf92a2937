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
  registroCnpjIndisponivel: 'Não foi possível consultar os dados do CNPJ agora; preencha à mão.',
  registroCepIndisponivel: 'Não foi possível consultar o CEP agora; preencha o endereço à mão.',
  situacaoCadastralNaoAtiva: (situacao: string) =>
    `A Receita Federal informa a situação cadastral desta empresa como ${situacao}. Confira o CNPJ antes de continuar.`,
  // Answers of the account API that the screens show as they come.
  cadastroRealizado: 'Cadastro realizado com sucesso!',
  /** One answer for an unknown e-mail and a wrong password, so sign-in reveals neither. */
  emailOuSenhaIncorretos: 'E-mail ou senha incorretos.',
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  sessaoEncerrada: 'Sessão encerrada com sucesso',
  /** A new company whose CNPJ is already registered (the form should have joined it instead). */
  cnpjJaCadastrado: 'Empresa já cadastrada!',
  empresaNaoEncontrada: 'Empresa não encontrada.',
  empresaNaoConfere: 'A empresa informada não corresponde ao CNPJ.',
  senhaFacil:
    'Senha fácil de adivinhar. Evite senhas comuns, sequências, datas e nomes seus ou da empresa.',
} as const;
