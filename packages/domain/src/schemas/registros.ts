/**
 * What the portal answers when a registration asks the public registries (docs/decisions/025).
 * Every field may be missing: a registry knows some and the person fills in the rest.
 */
export interface EnderecoPreenchido {
  cep: string | null;
  tipoLogradouro: number | null;
  nomeLogradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  /** IBGE code of the state, as the portal's state list. */
  estadoId: number | null;
  /** IBGE code of the municipality, as the portal's municipality list. */
  municipioId: number | null;
}

export interface EmpresaPreenchida {
  nomeOficial: string;
  nomeFantasia: string | null;
  /** As the Receita Federal writes it: 'ATIVA', 'BAIXADA', 'INAPTA', 'SUSPENSA', 'NULA'. */
  situacaoCadastral: string | null;
  /** Only 'ATIVA' is; a missing status is not flagged, since the registry did not say. */
  ativa: boolean;
  endereco: EnderecoPreenchido;
}

/**
 * Why nothing is prefilled: the lookup is turned off, the registry does not know the value, or
 * it could not answer now (down, slow, garbled). Only the last deserves a note to the person.
 */
export type MotivoSemRegistro = 'desligado' | 'nao-encontrado' | 'indisponivel';

export type ConsultaRegistro<T> =
  { disponivel: true; dados: T } | { disponivel: false; motivo: MotivoSemRegistro };

export type ConsultaCnpj = ConsultaRegistro<EmpresaPreenchida>;
export type ConsultaCep = ConsultaRegistro<EnderecoPreenchido>;
