-- "Entrar com gov.br" (issue 23, docs/decisions/027).

-- The person's CPF as the Login Único knows it. One CPF per account and one account per CPF: the
-- primary key and the unique key are the guards two simultaneous links cannot race past.
create table govbr_vinculo (
  usuario_id uuid primary key references usuario (id) on delete cascade,
  cpf char(11) not null,
  -- bronze, prata or ouro, as gov.br said at the last sign-in: staff read it beside the person.
  confiabilidade varchar(6) not null check (confiabilidade in ('bronze', 'prata', 'ouro')),
  vinculado_em timestamptz not null,
  atualizado_em timestamptz not null,
  -- The companies the Empresas API said the CPF acts for at the last sign-in: [{cnpj, razaoSocial, atuacao}].
  empresas jsonb not null default '[]'::jsonb
);
create unique index govbr_vinculo_cpf_key on govbr_vinculo (cpf);

-- What a sign-in keeps between its steps, found by the hash of a random token the browser
-- carries: the authorization request's state, PKCE verifier and nonce (single use), then the
-- gov.br identity of a person who still has to link or register. Minutes, not hours.
create table govbr_pendencia (
  id char(64) primary key,
  tipo varchar(12) not null check (tipo in ('autorizacao', 'identidade')),
  dados jsonb not null,
  expira_em timestamptz not null
);
create index govbr_pendencia_expira_em_idx on govbr_pendencia (expira_em);

-- A session opened through gov.br: signing out also ends the gov.br session.
alter table sessao add column govbr boolean not null default false;
