-- Solutions (propostas), their status history and the PDF generation jobs.

-- Descriptions come from the domain catalogue at start (seeds/status-proposta.ts); the table is
-- here so every status id stored anywhere is one the catalogue knows.
create table status_proposta (
  id integer primary key,
  descricao varchar(100) not null
);

-- Numbers of the readable code ('CI-2025-000123'); a sequence never hands out one number twice,
-- even to two instances inserting at the same moment.
create sequence proposta_codigo_seq;

create table proposta (
  id uuid primary key,
  codigo_proposta varchar(20) not null constraint proposta_codigo_key unique,
  -- The owner: the spec shows a company user only the solutions of their own user id.
  usuario_id uuid not null references usuario (id),
  empresa_id uuid not null references empresa (id),
  titulo varchar(80) not null,
  descricao varchar(300) not null,
  key_words text[] not null,
  destino integer not null,
  -- Global capability id 6–51 (docs/decisions/001).
  indice_detalhe integer not null,
  destino_outro varchar(200),
  conceito varchar(777) not null,
  aplicacao_pratica varchar(777) not null,
  requisitos_tecnicos_operacionais varchar(777) not null,
  limitacoes_tecnicas varchar(777) not null,
  escalabilidade varchar(777) not null,
  beneficios_esperados varchar(777) not null,
  custos_estimados varchar(777) not null,
  modalidade_contratacao varchar(2000),
  problema_resolvido varchar(777) not null,
  beneficios_diretos varchar(777) not null,
  relevancia varchar(777) not null,
  diferencial varchar(777) not null,
  validacao_ou_registro boolean not null,
  entidade_responsavel_validacao varchar(200),
  cidade_implementada varchar(400) not null,
  suporte_no_brasil boolean not null,
  saas boolean,
  tempo_medio varchar(500) not null,
  tempo_garantia varchar(500) not null,
  mtbf varchar(500),
  -- The current status, copied from the latest history entry in the same transaction, so lists
  -- and filters never have to look through the history.
  status_proposta_id integer not null default 1 references status_proposta (id),
  data_cadastro timestamptz not null default now(),
  data_alteracao timestamptz not null default now(),
  -- When the signed form arrived; cleared if the company withdraws it.
  data_hora_envio_pdf timestamptz
);

create index proposta_usuario_idx on proposta (usuario_id, status_proposta_id desc, data_cadastro desc);
create index proposta_empresa_id_idx on proposta (empresa_id);
create index proposta_status_idx on proposta (status_proposta_id);
create index proposta_destino_idx on proposta (destino, indice_detalhe);
create index proposta_indice_detalhe_idx on proposta (indice_detalhe);
create index proposta_envio_pdf_idx on proposta (data_hora_envio_pdf);

create table historico_status_proposta (
  id bigserial primary key,
  proposta_id uuid not null references proposta (id) on delete cascade,
  status_proposta_id integer not null references status_proposta (id),
  -- Who made the change: the company user, or the staff member in a later issue.
  usuario_id uuid not null references usuario (id),
  data_hora timestamptz not null default now(),
  observacao text
);

create index historico_status_proposta_idx on historico_status_proposta (proposta_id, data_hora desc, id desc);

alter table arquivo
  add constraint arquivo_proposta_id_fkey foreign key (proposta_id)
  references proposta (id) on delete cascade;

-- One job per proposal, in the database so any instance answers the status poll. `job_id` changes
-- at every (re)start: a superseded run finds it changed and throws its result away.
create table geracao_pdf (
  proposta_id uuid primary key references proposta (id) on delete cascade,
  job_id uuid not null,
  status integer not null,
  arquivo_id uuid references arquivo (id) on delete set null,
  solicitado_em timestamptz not null default now(),
  concluido_em timestamptz,
  erro text
);
