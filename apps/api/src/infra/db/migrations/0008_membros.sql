-- Joining an existing company is a request: the account waits (pendente) until an active member,
-- or an administrator when the company has no active member, accepts or refuses it. Without this,
-- anyone holding a company's public CNPJ became its member at once. Everyone already in a company
-- when this runs was admitted under the old rule and stays active (the default).
alter table usuario
  add column situacao_empresa varchar(10) not null default 'ativo'
    constraint usuario_situacao_empresa_valida
      check (situacao_empresa in ('ativo', 'pendente', 'recusado', 'removido')),
  -- When the request was made: it expires 30 days later, judged by the server's clock.
  add column empresa_solicitada_em timestamptz,
  add column empresa_decidida_em timestamptz,
  add column empresa_decidida_por uuid references usuario (id) on delete set null;

-- The team page and the e-mail to members read the company's users by situation.
create index usuario_empresa_situacao_idx on usuario (empresa_id, situacao_empresa);
