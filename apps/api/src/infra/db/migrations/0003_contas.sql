-- Company accounts: companies, their address, users, phones, sessions, sign-in attempt counters
-- and files. Ids are GUIDs made by the server (spec: ids are GUIDs, the empty one all zeros).

create table empresa (
  id uuid primary key,
  nome_oficial varchar(300) not null,
  nome_fantasia varchar(300),
  -- Stored without mask and in uppercase, so '11.222.333/0001-81' and '11222333000181' (or a
  -- lowercase alphanumeric CNPJ) are one company for the unique key.
  cnpj varchar(14) not null constraint empresa_cnpj_key unique
    constraint empresa_cnpj_normalizado check (cnpj ~ '^[0-9A-Z]{12}[0-9]{2}$'),
  tipo_empresa integer not null references tipo_empresa (id),
  -- The user who registered the company; only they (and staff) see the representative unmasked.
  usuario_id uuid,
  web_site varchar(100),
  experiencia varchar(500),
  responsavel_legal_nome varchar(100) not null,
  responsavel_legal_cpf char(11) not null,
  responsavel_legal_rg varchar(74) not null,
  responsavel_legal_cargo varchar(100),
  responsavel_legal_email varchar(100) not null,
  data_cadastro timestamptz not null default now()
);

create table endereco (
  id uuid primary key,
  empresa_id uuid not null constraint endereco_empresa_id_key unique
    references empresa (id) on delete cascade,
  tipo_logradouro integer not null references tipo_logradouro (id),
  nome_logradouro varchar(200) not null,
  numero varchar(20) not null,
  complemento varchar(200),
  bairro varchar(100) not null,
  municipio_id integer not null references municipio (id),
  cep char(8) not null,
  observacoes text
);

create table usuario (
  id uuid primary key,
  nome varchar(100) not null,
  email varchar(200) not null,
  -- Equals the e-mail (spec, section 3); kept because the spec's User carries it.
  login varchar(200) not null,
  senha_hash text not null,
  tipo_usuario integer not null default 1,
  empresa_id uuid references empresa (id),
  cargo text,
  departamento text,
  aceite_lgpd boolean not null constraint usuario_aceite_lgpd check (aceite_lgpd),
  data_aceite_lgpd timestamptz not null,
  data_cadastro timestamptz not null default now(),
  data_alteracao_senha timestamptz not null default now(),
  ativo boolean not null default true,
  -- Company users always belong to a company; staff never need one.
  constraint usuario_empresa_obrigatoria check (tipo_usuario not in (1, 2, 8) or empresa_id is not null)
);

-- E-mails are unique without regard to case: 'Joao@x.com' cannot open a second account.
create unique index usuario_email_key on usuario (lower(email));
create index usuario_empresa_id_idx on usuario (empresa_id);

-- Company and creator are inserted in one transaction and point at each other, so the check
-- waits for the commit.
alter table empresa
  add constraint empresa_usuario_id_fkey foreign key (usuario_id) references usuario (id)
  deferrable initially deferred;

create table telefone (
  id uuid primary key,
  usuario_id uuid not null references usuario (id) on delete cascade,
  ddi varchar(3) not null default '55',
  ddd char(2) not null constraint telefone_ddd_digitos check (ddd ~ '^[0-9]{2}$'),
  numero varchar(9) not null constraint telefone_numero_digitos check (numero ~ '^[0-9]{8,9}$'),
  tipo_telefone integer not null references tipo_telefone (id),
  observacoes varchar(200),
  -- the order the user typed them in, so the first phone stays first after each save
  ordem smallint not null default 0
);

create index telefone_usuario_id_idx on telefone (usuario_id);

-- Sessions live here, not in memory, so every server instance accepts the same cookie. The id is
-- the SHA-256 of the cookie's token: a copy of this table opens no session.
create table sessao (
  id char(64) primary key,
  usuario_id uuid not null references usuario (id) on delete cascade,
  criada_em timestamptz not null default now(),
  ultimo_uso_em timestamptz not null default now(),
  expira_em timestamptz not null
);

create index sessao_usuario_id_idx on sessao (usuario_id);
create index sessao_expira_em_idx on sessao (expira_em);

-- Attempt counters of the sign-in and e-mail checks, shared by all instances. One row per key and
-- fixed window; keys carry a hash of the e-mail or address, never the value itself.
create table tentativa (
  chave varchar(100) not null,
  janela timestamptz not null,
  contagem integer not null,
  primary key (chave, janela)
);

create index tentativa_janela_idx on tentativa (janela);

create table arquivo (
  id uuid primary key,
  nome_original varchar(200) not null,
  tipo_do_arquivo integer not null,
  tipo varchar(100) not null,
  tamanho integer not null constraint arquivo_tamanho_positivo check (tamanho >= 0),
  contexto integer not null,
  empresa_id uuid references empresa (id) on delete cascade,
  -- Proposals arrive in a later migration, which adds the foreign key.
  proposta_id uuid,
  data_hora_inclusao timestamptz not null default now(),
  publico boolean not null default false
);

create index arquivo_empresa_id_idx on arquivo (empresa_id, contexto);
create index arquivo_proposta_id_idx on arquivo (proposta_id, contexto);

-- Content apart from the metadata, so listing files never reads megabytes and an object store
-- can take this table's place.
create table arquivo_conteudo (
  arquivo_id uuid primary key references arquivo (id) on delete cascade,
  conteudo bytea not null
);
