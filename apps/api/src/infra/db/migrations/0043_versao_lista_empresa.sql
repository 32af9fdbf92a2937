-- The version of each company's list of solutions (modules/proposta): an instance keeps the list
-- it answered while this number stays the same, so a company opening its list again costs one
-- tiny read instead of a query over every solution. The database bumps it itself, from triggers
-- on what the list shows (the solution's row, its latest status entry, its photos and signed
-- form), so no write path can forget to.
-- A number is never repeated: each bump takes the clock's microseconds when they are ahead, so
-- after a restore (the rows back to an older state) or a company's row recreated, no instance
-- can find a number it still holds an older list for.
create table versao_lista_empresa (
  empresa_id uuid primary key references empresa (id) on delete cascade,
  versao bigint not null
);

create function lista_empresa_mudou(empresas uuid[]) returns void language sql as $$
  -- In the companies' order: two statements bumping the same companies wait, never deadlock.
  -- Joined to empresa, so the proposals a company's deletion cascades to bump nothing.
  insert into versao_lista_empresa as v (empresa_id, versao)
  select e.id, (extract(epoch from clock_timestamp()) * 1000000)::bigint
    from empresa e where e.id = any (empresas) order by e.id
  on conflict (empresa_id) do update
    set versao = greatest(v.versao + 1, excluded.versao)
$$;

-- Statement triggers on the rows each statement changed (transition tables, one trigger per event
-- as PostgreSQL requires): a bulk change bumps each company once.
create function lista_empresa_da_proposta() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform lista_empresa_mudou(array(select distinct empresa_id from novas));
  elsif tg_op = 'UPDATE' then
    perform lista_empresa_mudou(array(
      select empresa_id from novas union select empresa_id from antigas));
  else
    perform lista_empresa_mudou(array(select distinct empresa_id from antigas));
  end if;
  return null;
end $$;

-- A status entry (its note is the list's) or a file of a solution (the photos count toward
-- completeness, the signed form is a column): the company of the solution it belongs to.
create function lista_empresa_do_anexo() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    perform lista_empresa_mudou(array(
      select p.empresa_id from novas l join proposta p on p.id = l.proposta_id
      union select p.empresa_id from antigas l join proposta p on p.id = l.proposta_id));
  elsif tg_op = 'INSERT' then
    perform lista_empresa_mudou(array(
      select distinct p.empresa_id from novas l join proposta p on p.id = l.proposta_id));
  else
    perform lista_empresa_mudou(array(
      select distinct p.empresa_id from antigas l join proposta p on p.id = l.proposta_id));
  end if;
  return null;
end $$;

do $$
declare
  alvo text[];
begin
  foreach alvo slice 1 in array array[['proposta', 'lista_empresa_da_proposta'],
                                      ['arquivo', 'lista_empresa_do_anexo']] loop
    execute format('create trigger lista_empresa_insercao after insert on %I
      referencing new table as novas for each statement execute function %I()', alvo[1], alvo[2]);
    execute format('create trigger lista_empresa_alteracao after update on %I
      referencing old table as antigas new table as novas for each statement
      execute function %I()', alvo[1], alvo[2]);
    execute format('create trigger lista_empresa_remocao after delete on %I
      referencing old table as antigas for each statement execute function %I()',
      alvo[1], alvo[2]);
  end loop;
end $$;
-- Status entries are only ever added.
create trigger lista_empresa_insercao after insert on historico_status_proposta
  referencing new table as novas for each statement
  execute function lista_empresa_do_anexo();
