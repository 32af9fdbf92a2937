-- A municipal manager's saved searches (docs/decisions/051): a name, the catalogue's search as
-- the schema parsed it, and whether a daily e-mail tells of new matching publications.
-- `avisada_ate` is how far the publications were already checked: a search is due a day after
-- it, and advancing it is what claims the digest, so two instances never both send it.
-- `token_alertas` is the e-mail's opt-out link; it can only turn this search's alerts off.
create table busca_salva (
  id uuid primary key,
  usuario_id uuid not null references usuario (id) on delete cascade,
  nome varchar(80) not null,
  filtro jsonb not null,
  alertas boolean not null,
  token_alertas char(43) not null unique,
  criada_em timestamptz not null,
  avisada_ate timestamptz not null
);
create index busca_salva_do_usuario on busca_salva (usuario_id, criada_em);
create index busca_salva_devida on busca_salva (avisada_ate) where alertas;
