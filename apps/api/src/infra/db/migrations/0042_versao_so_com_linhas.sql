-- A statement trigger fires even when its statement touches no row, and the database runs such
-- statements itself: deleting any file runs "on delete set null" against documento_programa's
-- arquivo_id. Every company replacing its CNPJ card thus bumped the public pages' version, and
-- on a campaign day every instance re-rendered and re-compressed every page about once a second.
-- The four tables' triggers now see the rows their statement changed (transition tables, one
-- trigger per event as PostgreSQL requires) and bump only when there is one. TRUNCATE has no
-- transition table and always empties something worth showing.
create function paginas_publicas_se_houve_linhas() returns trigger language plpgsql as $$
begin
  if exists (select 1 from linhas) then
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
    execute format('drop trigger paginas_publicas on %I', tabela);
    execute format('create trigger paginas_publicas_insercao after insert on %I
      referencing new table as linhas for each statement
      execute function paginas_publicas_se_houve_linhas()', tabela);
    execute format('create trigger paginas_publicas_alteracao after update on %I
      referencing new table as linhas for each statement
      execute function paginas_publicas_se_houve_linhas()', tabela);
    execute format('create trigger paginas_publicas_remocao after delete on %I
      referencing old table as linhas for each statement
      execute function paginas_publicas_se_houve_linhas()', tabela);
    execute format('create trigger paginas_publicas_esvaziamento after truncate on %I
      for each statement execute function paginas_publicas_por_comando()', tabela);
  end loop;
end $$;
