/**
 * Where the portal keeps a person's data, table by table, and what "Meus dados" and the leaving
 * of an account do with each column. dados-pessoais.test.ts reads the database's own
 * list of tables and fails when a table is missing here, when a listed column no longer exists,
 * when a person's table has a column nobody classified, when "Meus dados" does not show a value
 * it should, or when a deleted account leaves a trace: a new table cannot be forgotten.
 */

/** A column holding a person's data. */
export interface ColunaPessoal {
  /** Where "Meus dados" shows it (`conta.nome`, `telefones[].numero`), or why it does not. */
  meusDados: string | string[] | { fora: string };
  /** What the leaving of the account does: the row is deleted, the value replaced, or kept. */
  aoSair: 'apagado' | 'substituido' | { mantido: string };
  /**
   * A column that names a person (a name, an address, a number): anonymised by the person's id,
   * never by searching its text, or another person with the same name would lose theirs.
   */
  identifica?: true;
}

export type TabelaClassificada =
  | {
      /** SQL condition (over the table's columns) selecting the person's rows; `$pessoa` is the id. */
      daPessoa: string;
      colunas: Record<string, ColunaPessoal>;
      /** The table's other columns, which say nothing about a person. */
      outras: string[];
    }
  | { semDadosPessoais: string };

const DA_CONTA = 'Liga-se a uma conta só pelo id; a conta anonimizada não identifica ninguém.';
const TEXTO_LIVRE =
  'Dados da solução ou da avaliação; o texto livre passa pela limpeza de vestígios ao sair.';
const NA_AREA_DO_GESTOR = 'Na área do gestor público (perfil e seleção), enquanto a conta existir.';
const DA_EMPRESA = '(select empresa_id from usuario where id = $pessoa)';
const EMAIL_DA_PESSOA = '(select lower(email) from usuario where id = $pessoa)';

const fila = (oQue: string) => ({
  semDadosPessoais: `Fila de trabalhos (pg-boss): ${oQue}; guarda ids, nunca dados de pessoas.`,
});

export const DADOS_PESSOAIS: Record<string, TabelaClassificada> = {
  usuario: {
    daPessoa: 'id = $pessoa',
    colunas: {
      nome: { meusDados: 'conta.nome', aoSair: 'substituido', identifica: true },
      email: { meusDados: 'conta.email', aoSair: 'substituido', identifica: true },
      login: { meusDados: 'conta.login', aoSair: 'substituido', identifica: true },
      senha_hash: { meusDados: { fora: 'Segredo: nunca sai do servidor.' }, aoSair: 'substituido' },
      cargo: { meusDados: 'conta.cargo', aoSair: 'substituido' },
      departamento: { meusDados: 'conta.departamento', aoSair: 'substituido' },
      data_cadastro: {
        meusDados: 'conta.dataCadastro',
        aoSair: { mantido: 'Data sem a pessoa: mostra quando a conta existiu.' },
      },
      data_alteracao_senha: {
        meusDados: 'conta.dataAlteracaoSenha',
        aoSair: { mantido: 'Data sem a pessoa.' },
      },
      ativo: { meusDados: 'conta.ativo', aoSair: 'substituido' },
      situacao_empresa: { meusDados: 'conta.situacaoNaEmpresa', aoSair: 'substituido' },
    },
    outras: [
      'id',
      'tipo_usuario',
      'empresa_id',
      'aceite_lgpd',
      'data_aceite_lgpd',
      'empresa_solicitada_em',
      'empresa_decidida_em',
      'empresa_decidida_por',
      'anonimizado_em',
    ],
  },
  telefone: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      ddi: { meusDados: 'telefones[].ddi', aoSair: 'apagado' },
      ddd: { meusDados: 'telefones[].ddd', aoSair: 'apagado', identifica: true },
      numero: { meusDados: 'telefones[].numero', aoSair: 'apagado', identifica: true },
      observacoes: { meusDados: 'telefones[].observacoes', aoSair: 'apagado', identifica: true },
    },
    outras: ['id', 'usuario_id', 'tipo_telefone', 'ordem'],
  },
  sessao: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      id: { meusDados: { fora: 'Hash do segredo do cookie.' }, aoSair: 'apagado' },
      criada_em: { meusDados: 'sessoes[].criadaEm', aoSair: 'apagado' },
      ultimo_uso_em: { meusDados: 'sessoes[].ultimoUsoEm', aoSair: 'apagado' },
      expira_em: { meusDados: 'sessoes[].expiraEm', aoSair: 'apagado' },
    },
    // Whether the session came from gov.br, and when gov.br last confirmed a sensitive act in
    // it: how the session is used, nothing about the person.
    outras: ['usuario_id', 'govbr', 'confirmada_govbr_em'],
  },
  govbr_vinculo: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      cpf: { meusDados: 'conta.govbr.cpf', aoSair: 'apagado', identifica: true },
      confiabilidade: { meusDados: 'conta.govbr.confiabilidade', aoSair: 'apagado' },
      vinculado_em: { meusDados: 'conta.govbr.vinculadoEm', aoSair: 'apagado' },
      empresas: {
        meusDados: { fora: 'CNPJs das empresas (pessoas jurídicas) em que o CPF atua, no painel.' },
        aoSair: 'apagado',
      },
    },
    outras: ['usuario_id', 'atualizado_em'],
  },
  gestor: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      cpf: { meusDados: { fora: NA_AREA_DO_GESTOR }, aoSair: 'apagado', identifica: true },
      municipio_id: { meusDados: { fora: NA_AREA_DO_GESTOR }, aoSair: 'apagado' },
      cargo: { meusDados: { fora: NA_AREA_DO_GESTOR }, aoSair: 'apagado' },
      telefone_institucional: {
        meusDados: { fora: NA_AREA_DO_GESTOR },
        aoSair: 'apagado',
        identifica: true,
      },
      motivo_recusa: { meusDados: { fora: NA_AREA_DO_GESTOR }, aoSair: 'apagado' },
    },
    outras: [
      'usuario_id',
      'criado_em',
      'verificado_em',
      'verificado_por',
      'recusado_em',
      'recusado_por',
    ],
  },
  gestor_selecao: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      proposta_id: { meusDados: { fora: NA_AREA_DO_GESTOR }, aoSair: 'apagado' },
    },
    outras: ['usuario_id', 'incluida_em'],
  },
  busca_salva: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      nome: { meusDados: { fora: NA_AREA_DO_GESTOR }, aoSair: 'apagado' },
      filtro: { meusDados: { fora: NA_AREA_DO_GESTOR }, aoSair: 'apagado' },
      token_alertas: {
        meusDados: { fora: 'Segredo do link de alertas: só no e-mail da pessoa.' },
        aoSair: 'apagado',
      },
    },
    outras: ['id', 'usuario_id', 'alertas', 'criada_em', 'avisada_ate'],
  },
  gestor_evento: {
    semDadosPessoais:
      'O que gestores fizeram com uma solução (salvar, comparar), contado por município para a empresa; ' +
      DA_CONTA,
  },
  govbr_pendencia: {
    // A gov.br sign-in half done: the identity waits at most 30 minutes for a link or registration.
    daPessoa: `tipo = 'identidade' and dados->'identidade'->>'email' = ${EMAIL_DA_PESSOA}`,
    colunas: {
      dados: {
        meusDados: { fora: 'Identidade gov.br de uma entrada em andamento, por até 30 minutos.' },
        aoSair: 'apagado',
        identifica: true,
      },
    },
    outras: ['id', 'tipo', 'expira_em'],
  },
  token_conta: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      hash: { meusDados: { fora: 'Hash do segredo de um link.' }, aoSair: 'apagado' },
      email: {
        meusDados: { fora: 'O endereço do link é o da conta ou o e-mail a confirmar.' },
        aoSair: 'apagado',
        identifica: true,
      },
    },
    outras: ['usuario_id', 'finalidade', 'criado_em', 'expira_em', 'usado_em'],
  },
  email_nao_confirmado: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      email: { meusDados: 'conta.emailAConfirmar', aoSair: 'apagado', identifica: true },
    },
    outras: ['usuario_id', 'criado_em'],
  },
  email_saida: {
    // A message that carried a link to the account is listed without its words.
    daPessoa: `lower(para) = ${EMAIL_DA_PESSOA} and not contem_segredo`,
    colunas: {
      para: {
        meusDados: { fora: 'É o e-mail da conta.' },
        aoSair: 'substituido',
        identifica: true,
      },
      assunto: {
        meusDados: 'emails[].assunto',
        aoSair: { mantido: 'O assunto é do modelo; vestígios da pessoa limpos.' },
      },
      texto: { meusDados: 'emails[].texto', aoSair: 'substituido' },
      html: {
        meusDados: { fora: 'As mesmas palavras de `texto`, em HTML.' },
        aoSair: 'substituido',
      },
      responder_a: {
        meusDados: {
          fora: 'E-mail institucional do gestor que escreveu à empresa, para a resposta chegar a ele: não é dado de quem recebeu.',
        },
        aoSair: {
          mantido:
            'É do gestor, não de quem recebeu; quando o gestor sai, a limpeza de vestígios o substitui.',
        },
      },
    },
    outras: [
      'id',
      'tipo',
      'contem_segredo',
      'status',
      'tentativas',
      'ultimo_erro',
      'reservado_ate',
      'criado_em',
      'enviado_em',
    ],
  },
  contato_empresa: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      assunto: {
        meusDados: { fora: 'A área do gestor e a caixa de e-mail dele guardam o que enviou.' },
        aoSair: { mantido: 'Mensagem já entregue à empresa; vestígios de pessoas limpos.' },
      },
      texto: {
        meusDados: { fora: 'Idem.' },
        aoSair: { mantido: 'Idem.' },
      },
    },
    outras: ['id', 'usuario_id', 'proposta_id', 'empresa_id', 'municipio_id', 'enviado_em'],
  },
  desfecho_solucao: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      observacao: {
        meusDados: { fora: 'A área do gestor lista os desfechos que registrou.' },
        aoSair: {
          mantido:
            'Sem a pessoa, o desfecho entra só nas contagens públicas; vestígios de pessoas limpos.',
        },
      },
    },
    outras: ['id', 'usuario_id', 'proposta_id', 'municipio_id', 'tipo', 'registrado_em'],
  },
  aceite_termos: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      versao: {
        meusDados: 'aceites[].versao',
        aoSair: { mantido: 'Prova do consentimento (LGPD art. 8, § 2.º), sem a pessoa.' },
      },
      aceito_em: { meusDados: 'aceites[].aceitoEm', aoSair: { mantido: 'Idem.' } },
    },
    outras: ['usuario_id'],
  },
  pedido_titular: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      descricao: {
        meusDados: 'pedidos[].descricao',
        aoSair: { mantido: 'Prestação de contas (art. 37); vestígios da pessoa limpos.' },
      },
      resposta: { meusDados: 'pedidos[].resposta', aoSair: { mantido: 'Idem.' } },
    },
    outras: [
      'id',
      'protocolo',
      'usuario_id',
      'tipo',
      'criado_em',
      'prazo_em',
      'respondido_em',
      'respondido_por',
    ],
  },
  registro_auditoria: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      ip: {
        meusDados: ['acessos[].ip', 'registrosAuditoria[].ip'],
        aoSair: {
          mantido:
            'Trilha imutável; os registros de acesso são expurgados após AUDITORIA_ACESSOS_MESES (Marco Civil, art. 15).',
        },
      },
    },
    outras: [
      'id',
      'ocorrido_em',
      'acao',
      'classe',
      'usuario_id',
      'tipo_usuario',
      'empresa_id',
      'proposta_id',
      'entidade',
      'entidade_id',
      'alteracoes',
      'detalhes',
    ],
  },
  empresa: {
    daPessoa: `id = ${DA_EMPRESA}`,
    colunas: {
      responsavel_legal_nome: {
        meusDados: 'empresa.responsavelLegal.nome',
        aoSair: 'substituido',
        identifica: true,
      },
      responsavel_legal_cpf: {
        meusDados: 'empresa.responsavelLegal.cpf',
        aoSair: 'substituido',
        identifica: true,
      },
      responsavel_legal_rg: {
        meusDados: 'empresa.responsavelLegal.rg',
        aoSair: 'substituido',
        identifica: true,
      },
      responsavel_legal_cargo: {
        meusDados: 'empresa.responsavelLegal.cargo',
        aoSair: 'substituido',
      },
      responsavel_legal_email: {
        meusDados: 'empresa.responsavelLegal.email',
        aoSair: 'substituido',
        identifica: true,
      },
    },
    outras: [
      'id',
      'nome_oficial',
      'nome_fantasia',
      'cnpj',
      'tipo_empresa',
      'usuario_id',
      'web_site',
      'experiencia',
      'data_cadastro',
      'nome_oficial_normalizado',
      'nome_fantasia_normalizado',
    ],
  },
  contato_privacidade: {
    // The encarregado's name and contact are published by law (art. 41, § 1.º); no account.
    daPessoa: 'false',
    colunas: {
      encarregado_nome: {
        meusDados: { fora: 'Publicado no aviso de privacidade por exigência legal.' },
        aoSair: { mantido: 'Não é conta do portal.' },
        identifica: true,
      },
      encarregado_email: {
        meusDados: { fora: 'Idem.' },
        aoSair: { mantido: 'Idem.' },
        identifica: true,
      },
      encarregado_telefone: {
        meusDados: { fora: 'Idem.' },
        aoSair: { mantido: 'Idem.' },
        identifica: true,
      },
    },
    outras: ['id', 'controlador_nome', 'controlador_contato', 'atualizado_em', 'atualizado_por'],
  },

  endereco: { semDadosPessoais: 'Endereço da empresa (pessoa jurídica), em "Meus dados".' },
  arquivo: { semDadosPessoais: 'Arquivos da empresa e das soluções; nomes limpos de vestígios.' },
  arquivo_conteudo: {
    semDadosPessoais:
      'Conteúdo dos arquivos enviados: o PDF assinado é o documento que a chamada guarda.',
  },
  tentativa: {
    semDadosPessoais: 'Contagens por hash de e-mail ou IP, apagadas quando a janela passa.',
  },
  page_view: { semDadosPessoais: 'Caminho e hora de cada visita, nunca quem nem de onde.' },
  proposta: { semDadosPessoais: TEXTO_LIVRE },
  proposta_alteracao: { semDadosPessoais: DA_CONTA },
  proposta_envio: { semDadosPessoais: TEXTO_LIVRE },
  proposta_envio_arquivo: { semDadosPessoais: TEXTO_LIVRE },
  historico_status_proposta: { semDadosPessoais: TEXTO_LIVRE },
  geracao_pdf: { semDadosPessoais: 'Estado da geração do PDF de uma solução.' },
  pdf_gerado_hash: { semDadosPessoais: 'Resumos SHA-256 dos PDFs que o portal gerou.' },
  // The signer's name and CPF are read from the certificate inside the signed PDF, which the
  // call keeps as its document (arquivo_conteudo); the evidence is kept with it, as its proof.
  verificacao_assinatura: {
    semDadosPessoais:
      'Evidência da assinatura do PDF assinado: os dados do certificado que o PDF guardado já traz.',
  },
  decisao_assinatura: { semDadosPessoais: TEXTO_LIVRE },
  rodada_solicitacao: { semDadosPessoais: DA_CONTA },
  solicitacao: { semDadosPessoais: TEXTO_LIVRE },
  texto_portal: { semDadosPessoais: TEXTO_LIVRE },
  registro_alteracao: { semDadosPessoais: DA_CONTA },
  atribuicao: { semDadosPessoais: DA_CONTA },
  avaliacao: { semDadosPessoais: TEXTO_LIVRE },
  avaliacao_configuracao: { semDadosPessoais: 'Uma configuração do programa.' },
  avaliacao_resumo: { semDadosPessoais: 'Números da avaliação de uma solução.' },
  conflito_interesse: { semDadosPessoais: TEXTO_LIVRE },
  nota_privada: { semDadosPessoais: TEXTO_LIVRE },
  parecer: { semDadosPessoais: TEXTO_LIVRE },
  rubrica: { semDadosPessoais: DA_CONTA },
  rubrica_criterio: { semDadosPessoais: 'Critérios da avaliação.' },
  calendario: { semDadosPessoais: DA_CONTA },
  calendario_alteracao: { semDadosPessoais: DA_CONTA },
  prorrogacao: { semDadosPessoais: TEXTO_LIVRE },
  lembrete_prazo: { semDadosPessoais: 'Quando o lembrete de prazo de uma empresa saiu.' },
  documento_programa: { semDadosPessoais: DA_CONTA },
  palavra_busca: { semDadosPessoais: 'Palavras dos títulos publicados, para sugerir buscas.' },
  pagina_publica_versao: { semDadosPessoais: 'Número da versão das páginas públicas.' },
  versao_lista_empresa: {
    semDadosPessoais: 'Número da versão da lista de soluções de cada empresa.',
  },
  registro_pesquisa: {
    daPessoa: 'usuario_id = $pessoa',
    colunas: {
      conteudo: {
        meusDados: {
          fora: 'Documento público pelo código de verificação; a área do gestor lista os seus registros.',
        },
        aoSair: {
          mantido:
            'Peça de um processo de contratação pública (Lei 14.133/2021, art. 18; LGPD, art. 7.º, II e III): imutável, com o nome e o cargo de quem o fez.',
        },
      },
    },
    outras: ['id', 'codigo', 'usuario_id', 'registrado_em', 'sha256'],
  },
  registro_pesquisa_solucao: {
    semDadosPessoais: 'Quais soluções um registro cita; liga-se ao registro só pelo id.',
  },
  termos_versao: { semDadosPessoais: DA_CONTA },
  objeto_a_remover: { semDadosPessoais: 'Ids de arquivos a remover do bucket.' },
  estado: { semDadosPessoais: 'Tabela de referência (IBGE).' },
  municipio: { semDadosPessoais: 'Tabela de referência (IBGE).' },
  tipo_empresa: { semDadosPessoais: 'Tabela de referência.' },
  tipo_logradouro: { semDadosPessoais: 'Tabela de referência.' },
  tipo_telefone: { semDadosPessoais: 'Tabela de referência.' },
  status_proposta: { semDadosPessoais: 'Tabela de referência.' },
  schema_migrations: { semDadosPessoais: 'Migrações aplicadas.' },
  job: fila('trabalhos'),
  archive: fila('trabalhos concluídos'),
  queue: fila('filas'),
  schedule: fila('agendamentos'),
  subscription: fila('assinaturas'),
  version: fila('versão do esquema'),
};

/** The columns that name a person, per table: the trace cleaning never touches them. */
export const COLUNAS_QUE_IDENTIFICAM: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(DADOS_PESSOAIS).flatMap(([tabela, classificacao]) =>
    'colunas' in classificacao
      ? [
          [
            tabela,
            new Set(
              Object.entries(classificacao.colunas)
                .filter(([, coluna]) => coluna.identifica)
                .map(([nome]) => nome),
            ),
          ] as const,
        ]
      : [],
  ),
);
