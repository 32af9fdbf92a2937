/** Everything personal a company gives at registration: none of it may reach a public page. */
export interface DadosPessoais {
  emailUsuario: string;
  emailResponsavel: string;
  cpf: string;
  rg: string;
  telefone: string;
  logradouro: string;
  bairro: string;
  cep: string;
}

/** Every form a piece of personal data may take on a page: as typed, and as the portal formats it. */
export function formasDosDadosPessoais(pessoais: DadosPessoais): string[] {
  const { cpf, telefone, cep } = pessoais;
  return [
    pessoais.emailUsuario,
    pessoais.emailResponsavel,
    cpf,
    `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    pessoais.rg,
    pessoais.rg.replace(/\D/g, ''),
    telefone,
    `${telefone.slice(0, 1)} ${telefone.slice(1, 5)}-${telefone.slice(5)}`,
    `${telefone.slice(0, 5)}-${telefone.slice(5)}`,
    pessoais.logradouro,
    pessoais.bairro,
    cep,
    `${cep.slice(0, 5)}-${cep.slice(5)}`,
  ];
}
