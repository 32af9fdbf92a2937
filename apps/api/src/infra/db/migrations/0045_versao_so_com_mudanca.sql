-- An update that rewrites rows with the values they had still bumped the public pages' version
-- (0042 looked only at whether the statement touched rows). Every instance's start upserts the
-- programme documents' catalogue, so a deploy or a restart made every other instance render all
-- its public pages again. An update now bumps only when some row differs from what it was; rows
-- are compared whole, as jsonb, since a table may hold columns with no equality of their own.
create function paginas_publicas_se_algo_mudou() returns trigger language plpgsql as $$
begin
  if exists (select to_jsonb(n) from linhas n except select to_jsonb(a) from antigas a) then
    perform paginas_publicas_mudaram();
  end if;
  return null;
end $$;

do $$
declare
  tabela text;
begin
  foreach tabela in array array['documento_programa', 'calendario', 'contato_privacidade',
                                'termos_versao'] loop
    execute format('drop trigger paginas_publicas_alteracao on %I', tabela);
    execute format('create trigger paginas_publicas_alteracao after update on %I
      referencing old table as antigas new table as linhas for each statement
      execute function paginas_publicas_se_algo_mudou()', tabela);
  end loop;
end $$;
