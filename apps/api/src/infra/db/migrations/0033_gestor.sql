-- Municipal managers ("Gestor público", docs/decisions/048): the profile beside the account, the
-- solutions each one keeps in a selection, and what they did with them, counted for the company.

-- The municipality is the IBGE code, the key of `municipio` (seeded with all 5,570). A manager is
-- verified either at sign-up (an e-mail of a configured domain, `verificado_por` null) or by a
-- staff member; a refusal keeps the row and its reason, since history only adds. The account's
-- e-mail is the institutional contact (companies answer it), so it is not kept twice.
create table gestor (
  usuario_id uuid primary key references usuario (id) on delete cascade,
  cpf char(11) not null,
  municipio_id integer not null references municipio (id),
  cargo varchar(100) not null,
  telefone_institucional varchar(20),
  criado_em timestamptz not null,
  verificado_em timestamptz,
  verificado_por uuid references usuario (id),
  recusado_em timestamptz,
  recusado_por uuid references usuario (id),
  motivo_recusa varchar(500)
);
create unique index gestor_cpf_key on gestor (cpf);
create index gestor_pendente_idx on gestor (criado_em) where verificado_em is null and recusado_em is null;

-- A manager's shortlist: at most one row per solution; removing a solution deletes its row.
create table gestor_selecao (
  usuario_id uuid not null references usuario (id) on delete cascade,
  proposta_id uuid not null references proposta (id) on delete cascade,
  incluida_em timestamptz not null,
  primary key (usuario_id, proposta_id)
);

-- What managers did with a solution ('salva', 'comparada'), one row per act: the company reads
-- counts of distinct municipalities, never who.
create table gestor_evento (
  id uuid primary key,
  usuario_id uuid not null references usuario (id) on delete cascade,
  municipio_id integer not null references municipio (id),
  proposta_id uuid not null references proposta (id) on delete cascade,
  tipo varchar(12) not null check (tipo in ('salva', 'comparada')),
  ocorrido_em timestamptz not null
);
create index gestor_evento_proposta_idx on gestor_evento (proposta_id, tipo);
