-- The municipalities of a solution (0040) were read again from its text on every save of a draft:
-- the save writes every column, so "update of cidade_implementada" fired even when that text had
-- not changed, and reading the cities out of a text is the costliest part of a save. The row's
-- trigger now fires only when the text changed; a portal revision saved or removed recomputes
-- the column itself, through the one function both call to say which text counts.
create function municipios_da_proposta(id_proposta uuid, cidade_implementada text)
  returns integer[] language sql stable as $$
  select municipios_citados(coalesce(
    (select t.campos ->> 'cidadeImplementada' from texto_portal t
      where t.proposta_id = id_proposta),
    cidade_implementada))
$$;

create or replace function proposta_municipios_implantada() returns trigger language plpgsql as $$
begin
  new.municipios_implantada := municipios_da_proposta(new.id, new.cidade_implementada);
  return new;
end
$$;
drop trigger municipios_implantada on proposta;
create trigger municipios_implantada_insercao before insert on proposta
  for each row execute function proposta_municipios_implantada();
create trigger municipios_implantada_alteracao before update of cidade_implementada on proposta
  for each row when (old.cidade_implementada is distinct from new.cidade_implementada)
  execute function proposta_municipios_implantada();

create or replace function texto_portal_municipios_implantada() returns trigger
  language plpgsql as $$
begin
  update proposta p set municipios_implantada = municipios_da_proposta(p.id, p.cidade_implementada)
  where p.id = coalesce(new.proposta_id, old.proposta_id);
  return null;
end
$$;
