-- Two more filters of the catalogue (docs/decisions/053): the municipalities where a solution is
-- already running, read from the free text the company wrote, and whether its technical opinion
-- came with a DCT. Both are kept by the database, like publicada_em (0006): every path that
-- writes the text or moves the status is seen, a fix in SQL included.

-- A municipality's name as people type it: no case, no accents, any run of other characters
-- (hyphen, apostrophe, dot) as one space, so "Embu-Guaçu" meets "embu guacu". An index build
-- runs with only pg_catalog on the search path; the function keeps the schema it was made in.
create function chave_municipio(nome text) returns text
  language sql immutable parallel safe strict set search_path from current
  as $$ select trim(regexp_replace(lower(sem_acento(nome)), '[^a-z0-9]+', ' ', 'g')) $$;

create index municipio_chave_idx on municipio (chave_municipio(descricao));

-- The IBGE code of a name, written with a state or not. A name several states share goes to the
-- state written; without one, to São Paulo's, since this call is the state of São Paulo's; a
-- name shared by other states only stays unrecognised rather than guessed.
create function municipio_pelo_nome(nome text, uf text) returns integer
  language sql stable parallel safe
  as $$
    select id from (
      select m.id, e.sigla, count(*) over () as homonimos
      from municipio m join estado e on e.id = m.estado_id
      where chave_municipio(m.descricao) = nome
    ) c
    where c.homonimos = 1 or c.sigla = upper(uf) or c.sigla = 'SP'
    order by coalesce(c.sigla = upper(uf), false) desc, c.sigla = 'SP' desc
    limit 1
  $$;

create function eh_uf(texto text) returns boolean
  language sql stable parallel safe
  as $$ select exists (select from estado where lower(sigla) = texto) $$;

-- The municipalities a free text names, in the order written, each once. Names are split at
-- commas, semicolons, slashes, parentheses, line breaks, a dash between spaces and " e "
-- (unless the whole piece is a name: "Abreu e Lima"); a state's two letters after a name, as
-- "/SP", "- SP", "(SP)" or "Santos SP", says which state it is. Anything else is ignored.
create function municipios_citados(texto text) returns integer[]
  language plpgsql stable parallel safe
  as $$
declare
  pedacos text[];
  i integer;
  uf text;
  nome text;
  sufixo text;
  achado integer;
  resultado integer[] := '{}';
begin
  select coalesce(array_agg(chave order by n), '{}') into pedacos
  from (
    select chave_municipio(pedaco) as chave, n
    from regexp_split_to_table(coalesce(texto, ''), '[,;/()\n\r–—]|\s-|-\s') with ordinality
      as t(pedaco, n)
  ) p
  where chave <> '';
  for i in 1 .. coalesce(array_length(pedacos, 1), 0) loop
    continue when eh_uf(pedacos[i]);
    uf := case when eh_uf(pedacos[i + 1]) then pedacos[i + 1] end;
    foreach nome in array case
      when exists (select from municipio where chave_municipio(descricao) = pedacos[i])
        then array[pedacos[i]]
      else string_to_array(pedacos[i], ' e ')
    end loop
      sufixo := substring(nome from ' ([a-z]{2})$');
      if sufixo is not null and eh_uf(sufixo) and municipio_pelo_nome(nome, uf) is null then
        nome := left(nome, -3);
        uf := sufixo;
      end if;
      achado := municipio_pelo_nome(nome, uf);
      if achado is not null and not achado = any (resultado) then
        resultado := resultado || achado;
      end if;
    end loop;
  end loop;
  return resultado;
end
$$;

-- The municipalities of the published text: the portal's revision (0017) where there is one,
-- as everything the public reads.
alter table proposta add column municipios_implantada integer[] not null default '{}';

create function proposta_municipios_implantada() returns trigger language plpgsql as $$
begin
  new.municipios_implantada := municipios_citados(coalesce(
    (select t.campos ->> 'cidadeImplementada' from texto_portal t where t.proposta_id = new.id),
    new.cidade_implementada));
  return new;
end
$$;
create trigger municipios_implantada before insert or update of cidade_implementada on proposta
  for each row execute function proposta_municipios_implantada();

-- A revision saved or removed reads the text again through the trigger above, the one place
-- that says which text counts: assigning the column to itself is what fires it.
create function texto_portal_municipios_implantada() returns trigger language plpgsql as $$
begin
  update proposta set cidade_implementada = cidade_implementada
  where id = coalesce(new.proposta_id, old.proposta_id);
  return null;
end
$$;
create trigger municipios_implantada after insert or delete or update of campos on texto_portal
  for each row execute function texto_portal_municipios_implantada();

update proposta set cidade_implementada = cidade_implementada
where coalesce(trim(cidade_implementada), '') <> ''
  or exists (select from texto_portal t where t.proposta_id = proposta.id);

-- "Which published solutions run in Campinas": read from the index, only the status 10.
create index proposta_municipios_implantada_idx on proposta using gin (municipios_implantada)
  where status_proposta_id = 10;

-- Whether the solution's technical opinion came with a DCT: status 8 ("Parecer Técnico com
-- DCT") rather than 7. The last one before publication counts; a solution never issued one
-- keeps null. The opinion's text stays with the institute.
alter table proposta add column parecer_com_dct boolean;

create function proposta_parecer_com_dct() returns trigger language plpgsql as $$
begin
  new.parecer_com_dct := new.status_proposta_id = 8;
  return new;
end
$$;
create trigger parecer_com_dct before insert or update of status_proposta_id on proposta
  for each row when (new.status_proposta_id in (7, 8))
  execute function proposta_parecer_com_dct();

update proposta p set parecer_com_dct = (
  select h.status_proposta_id = 8 from historico_status_proposta h
  where h.proposta_id = p.id and h.status_proposta_id in (7, 8)
  order by h.data_hora desc, h.id desc
  limit 1);
