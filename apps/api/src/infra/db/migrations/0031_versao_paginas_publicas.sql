-- The version of the public pages (modules/renderizacao): every instance keeps the pages it
-- rendered while this number stays the same, so a visit costs no query. The database bumps it
-- itself, from triggers on the tables those pages are made of, so no write path can forget to;
-- pg_notify tells the instances listening, the others read the row every second.
-- It starts at the clock's milliseconds, not at 1: a schema recreated (a restore into a fresh
-- database) must never repeat a number an instance may still hold pages for.
create table pagina_publica_versao (
  id smallint primary key default 1 check (id = 1),
  versao bigint not null default (extract(epoch from clock_timestamp()) * 1000)::bigint,
  alterada_em timestamptz not null default now()
);
insert into pagina_publica_versao default values;

create function paginas_publicas_mudaram() returns void language plpgsql as $$
declare
  nova bigint;
begin
  update pagina_publica_versao set versao = versao + 1, alterada_em = now()
    returning versao into nova;
  -- The schema goes with it: instances of other schemas on the same database ignore it.
  perform pg_notify('paginas_publicas', current_schema() || ' ' || nova);
end $$;

-- Tables whose every write shows on a public page (few, rare writes): once per statement.
create function paginas_publicas_por_comando() returns trigger language plpgsql as $$
begin
  perform paginas_publicas_mudaram();
  return null;
end $$;
create trigger paginas_publicas after insert or update or delete or truncate on documento_programa
  for each statement execute function paginas_publicas_por_comando();
create trigger paginas_publicas after insert or update or delete or truncate on calendario
  for each statement execute function paginas_publicas_por_comando();
create trigger paginas_publicas after insert or update or delete or truncate on contato_privacidade
  for each statement execute function paginas_publicas_por_comando();
-- The privacy notice's page shows the terms in force.
create trigger paginas_publicas after insert or update or delete or truncate on termos_versao
  for each statement execute function paginas_publicas_por_comando();

-- Solutions change all day while companies fill them in; only a published one (status 10) is on
-- a public page. Bumping on every draft saved would re-render every page and make every such
-- write wait on the version's row, so these fire only for rows a public page shows.
create trigger paginas_publicas_insercao after insert on proposta
  for each row when (new.status_proposta_id = 10)
  execute function paginas_publicas_por_comando();
create trigger paginas_publicas_alteracao after update on proposta
  for each row when (old.status_proposta_id = 10 or new.status_proposta_id = 10)
  execute function paginas_publicas_por_comando();
create trigger paginas_publicas_remocao after delete on proposta
  for each row when (old.status_proposta_id = 10)
  execute function paginas_publicas_por_comando();

-- The portal's text, the photos and the company's name of a published solution.
create function paginas_publicas_da_solucao() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'empresa' then
    if exists (select 1 from proposta
                where empresa_id = new.id and status_proposta_id = 10) then
      perform paginas_publicas_mudaram();
    end if;
  elsif exists (select 1 from proposta
                 where id in (new.proposta_id, old.proposta_id) and status_proposta_id = 10) then
    perform paginas_publicas_mudaram();
  end if;
  return null;
end $$;
create trigger paginas_publicas after insert or update or delete on texto_portal
  for each row execute function paginas_publicas_da_solucao();
create trigger paginas_publicas after insert or update or delete on arquivo
  for each row execute function paginas_publicas_da_solucao();
create trigger paginas_publicas after update on empresa
  for each row execute function paginas_publicas_da_solucao();
