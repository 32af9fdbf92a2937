-- The other records several people edit (issue 20): a user's own data, the evaluation's settings,
-- the calendar, each programme document and each technical opinion. One row per save, in the
-- save's transaction: the record's current version is its last row's (1 before any), and a save
-- from an older copy is refused with who saved after it, when, and which fields.
create table registro_alteracao (
  -- 'usuario:<id>', 'avaliacao', 'calendario', 'documento:<id>', 'parecer:<solução>'
  registro text not null,
  versao integer not null,
  usuario_id uuid not null references usuario (id),
  alterada_em timestamptz not null,
  campos text[] not null,
  primary key (registro, versao)
);

create function registro_alteracao_imutavel() returns trigger language plpgsql as $$
begin
  raise exception 'o histórico de alterações não pode ser alterado';
end $$;
create trigger registro_alteracao_imutavel before update or delete on registro_alteracao
  for each row execute function registro_alteracao_imutavel();
