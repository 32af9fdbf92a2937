-- Every save of a solution moves its version by one (issue 20): a save from an older copy is
-- refused instead of silently undoing what another person saved in between.
alter table proposta add column versao integer not null default 1;

-- Who saved which version, when, and which fields (or attachment categories) it changed: what
-- the refusal of a stale save tells, and the start of a solution's history of changes. Written in
-- the transaction of the save; never rewritten.
create table proposta_alteracao (
  proposta_id uuid not null references proposta (id),
  versao integer not null,
  usuario_id uuid not null references usuario (id),
  alterada_em timestamptz not null default now(),
  campos text[] not null,
  primary key (proposta_id, versao)
);

create function proposta_alteracao_imutavel() returns trigger language plpgsql as $$
begin
  raise exception 'o histórico de alterações da solução não pode ser alterado';
end $$;
create trigger proposta_alteracao_imutavel before update or delete on proposta_alteracao
  for each row execute function proposta_alteracao_imutavel();
