-- The audit trail (issue 15): who did what, on which record, when and from where. One row per
-- action, written in the action's own transaction, so a rolled-back action leaves none.
create table registro_auditoria (
  id bigint generated always as identity primary key,
  ocorrido_em timestamptz not null,
  acao text not null,
  -- 'acesso' (sign-ins, sign-outs: purged after the access retention) or 'registro' (kept).
  classe text not null check (classe in ('acesso', 'registro')),
  -- Null for what nobody signed in did (a refused sign-in of an unknown e-mail).
  usuario_id uuid references usuario (id),
  tipo_usuario integer,
  ip text,
  -- What the action touched, for the filters and each solution's history.
  empresa_id uuid,
  proposta_id uuid,
  entidade text not null,
  entidade_id text,
  -- {campo: {de, para}} of the fields that changed; a person's data and secrets by name only.
  alteracoes jsonb,
  detalhes jsonb
);

create index registro_auditoria_ocorrido_em on registro_auditoria (ocorrido_em desc, id desc);
create index registro_auditoria_usuario on registro_auditoria (usuario_id, ocorrido_em desc);
create index registro_auditoria_empresa on registro_auditoria (empresa_id, ocorrido_em desc);
create index registro_auditoria_proposta on registro_auditoria (proposta_id, ocorrido_em desc);
create index registro_auditoria_classe on registro_auditoria (classe, ocorrido_em);

-- Nobody edits history, not even the portal's own code: the only deletion allowed is the purge
-- of access records, which announces itself in its transaction (set local
-- portal.expurgo_auditoria = 'acesso') and may only remove 'acesso' rows.
create function registro_auditoria_imutavel() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE'
     and coalesce(current_setting('portal.expurgo_auditoria', true), '') = 'acesso'
     and old.classe = 'acesso' then
    return old;
  end if;
  raise exception 'o registro de auditoria não pode ser alterado nem apagado';
end $$;
create trigger registro_auditoria_imutavel before update or delete on registro_auditoria
  for each row execute function registro_auditoria_imutavel();
create function registro_auditoria_sem_truncate() returns trigger language plpgsql as $$
begin
  raise exception 'o registro de auditoria não pode ser apagado';
end $$;
create trigger registro_auditoria_sem_truncate before truncate on registro_auditoria
  for each statement execute function registro_auditoria_sem_truncate();
