-- E-mail (docs/decisions/010): the outbox, the one-time links of account recovery and address
-- confirmation, and the accounts whose address is not yet confirmed.

-- Every message the portal sends, written in the same transaction as the event that causes it.
-- The row is what administrators see; the queue's job (pg-boss) only says "send row X".
create table email_saida (
  id uuid primary key,
  para varchar(200) not null,
  assunto varchar(300) not null,
  tipo varchar(60) not null,
  texto text not null,
  html text not null,
  -- A message with a secret link (password reset, confirmation) never shows its body again.
  contem_segredo boolean not null default false,
  status varchar(10) not null default 'pendente' check (status in ('pendente', 'enviado', 'falhou')),
  tentativas integer not null default 0,
  ultimo_erro text,
  -- Lease of the instance sending it: another instance skips the row until then, and a crash
  -- mid-send only delays the message instead of losing it.
  reservado_ate timestamptz,
  criado_em timestamptz not null default now(),
  enviado_em timestamptz
);
create index email_saida_criado_idx on email_saida (criado_em desc, id desc);
create index email_saida_status_idx on email_saida (status, criado_em desc);

-- One-time links. Only the SHA-256 of the token is kept: a copy of the table opens nothing.
create table token_conta (
  hash char(64) primary key,
  usuario_id uuid not null references usuario (id) on delete cascade,
  finalidade varchar(20) not null check (finalidade in ('redefinicao', 'confirmacao')),
  -- The address the link was sent to: a confirmation only confirms that address.
  email varchar(200) not null,
  criado_em timestamptz not null,
  expira_em timestamptz not null,
  usado_em timestamptz
);
create index token_conta_usuario_idx on token_conta (usuario_id, finalidade);

-- Accounts whose address is not confirmed yet. Accounts that existed before this migration (and
-- the administrator the operator configures) have no row: they are treated as confirmed, since
-- they already use the portal and blocking their next submission would break work in progress.
create table email_nao_confirmado (
  usuario_id uuid primary key references usuario (id) on delete cascade,
  email varchar(200) not null,
  criado_em timestamptz not null default now()
);
