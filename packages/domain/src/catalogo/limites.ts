/** Text length limits of the spec (sections 5 and 9), shared by forms, schemas and the database. */
export const LIMITES = {
  // access
  email: 200,
  senha: 50,
  senhaMinimo: 8,
  // user, company, address
  nomeUsuario: 100,
  nomeContato: 100,
  nomeOficial: 300,
  nomeFantasia: 300,
  experiencia: 500,
  nomeLogradouro: 200,
  complemento: 200,
  numeroEndereco: 20,
  bairro: 100,
  webSite: 100,
  responsavelLegalNome: 100,
  responsavelLegalCargo: 100,
  responsavelLegalEmail: 100,
  responsavelLegalRG: 74,
  observacoesTelefone: 200,
  // solution
  titulo: 80,
  descricao: 300,
  keyWords: 255,
  campoTecnico: 777,
  modalidadeContratacao: 2000,
  cidadeImplementada: 400,
  tempoMedioAtendimento: 500,
  tempoGarantiaSolucao: 500,
  tempoMedioEntreFalhas: 500,
  entidadeResponsavelValidacao: 200,
  /** Not in the spec: the "Outros" capability named in a line, as long as a validating entity. */
  destinoOutro: 200,
  // staff status change
  observacaoStatus: 2000,
  /** Any text the spec gives no limit (cargo, departamento, a file's type): none is unbounded. */
  textoPadrao: 1000,
} as const;

/** The special characters the password rule accepts (spec, section 5); the rule needs one of them. */
export const CARACTERES_ESPECIAIS_SENHA = '@$!_%*?&';

/** Pages of the company's solutions list (spec, section 9). */
export const TAMANHO_PAGINA_SOLUCOES = 20;

/** PDF generation polling (spec, section 9). */
export const GERACAO_PDF = { intervaloMs: 1000, tempoLimiteMs: 15_000 } as const;

/**
 * Pages of the staff's solutions table: served by the API a page at a time, since the call may
 * gather thousands of solutions.
 */
export const PAGINACAO_ANALISE = { tamanhoPadrao: 50, tamanhoMaximo: 200 } as const;

/** The longest period the statistics series answer: ten years of weeks is ~520 points. */
export const PERIODO_ESTATISTICAS_MAXIMO_DIAS = 3660;
