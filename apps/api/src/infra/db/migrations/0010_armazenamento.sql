-- Where each file's bytes live: 'banco' (arquivo_conteudo) or 's3' (the bucket of STORAGE_URL).
-- Per file, so the move command can go one file at a time and the portal reads both meanwhile.
alter table arquivo
  add column armazenamento varchar(10) not null default 'banco'
    constraint arquivo_armazenamento_valido check (armazenamento in ('banco', 's3'));

create index arquivo_armazenamento_idx on arquivo (armazenamento, id);

-- Objects whose file left the bucket in a committed transaction and are still to be deleted
-- there. A bucket cannot join a transaction: the row is written by the trigger below in the same
-- transaction as the deletion (a rollback takes it back, a cascade from a company or proposal
-- writes it too), and the object goes once the transaction has committed.
create table objeto_a_remover (
  arquivo_id uuid primary key,
  registrado_em timestamptz not null default now()
);

create function registrar_objeto_a_remover() returns trigger language plpgsql as $$
begin
  insert into objeto_a_remover (arquivo_id) values (old.id) on conflict do nothing;
  return null;
end
$$;

create trigger arquivo_saiu_do_bucket_ao_excluir
  after delete on arquivo
  for each row when (old.armazenamento = 's3')
  execute function registrar_objeto_a_remover();

-- Moving a file back to the database leaves its object behind the same way.
create trigger arquivo_saiu_do_bucket_ao_mover
  after update of armazenamento on arquivo
  for each row when (old.armazenamento = 's3' and new.armazenamento <> 's3')
  execute function registrar_objeto_a_remover();
