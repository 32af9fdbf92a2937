-- The public repository of solutions (spec, section 1) and the programme's documents.
-- Measured with bench/repositorio.bench.ts: 10,000 published solutions.

-- The catalogue searches title, description and keywords without case or accents, through a
-- column the database keeps like the `*_normalizado` ones of 0005_equipe.sql (same literal as
-- lib/sql-texto.ts; change all together). array_to_string is only "stable" for any array type, so
-- a generated column cannot call it; for text[] it is immutable, which this wrapper declares.
create function palavras_chave_texto(palavras text[]) returns text
  language sql immutable parallel safe
  as $$ select array_to_string(palavras, ' ') $$;

alter table proposta add column busca_normalizada text generated always as (
  translate(lower(titulo || ' ' || descricao || ' ' || palavras_chave_texto(key_words)), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
) stored;

-- When the solution last reached status 10, so the catalogue lists the newest publications first;
-- null while it is not published. A generated column cannot read the clock, so a trigger keeps it:
-- every path that moves a status (the staff's change, a withdrawn signature, a fix in SQL) is seen.
alter table proposta add column publicada_em timestamptz;

create function proposta_publicacao() returns trigger language plpgsql as $$
begin
  if new.status_proposta_id <> 10 then
    new.publicada_em := null;
  elsif tg_op = 'INSERT' then
    new.publicada_em := coalesce(new.publicada_em, now());
  elsif old.status_proposta_id <> 10 then
    new.publicada_em := now();
  end if;
  return new;
end
$$;

create trigger proposta_publicacao before insert or update of status_proposta_id on proposta
  for each row execute function proposta_publicacao();

-- A solution published before this migration keeps the date of its latest move to status 10.
update proposta p set publicada_em = coalesce(
  (select max(h.data_hora) from historico_status_proposta h
    where h.proposta_id = p.id and h.status_proposta_id = 10),
  p.data_alteracao)
where p.status_proposta_id = 10;

-- The catalogue's order (newest publication first, id as tie-breaker), alone or within an axis or
-- a capability: a page is read from the index. Partial, so the other statuses cost nothing here.
create index proposta_publicada_idx on proposta (publicada_em desc, id desc)
  where status_proposta_id = 10;
create index proposta_publicada_eixo_idx on proposta (destino, publicada_em desc, id desc)
  where status_proposta_id = 10;
create index proposta_publicada_capacidade_idx on proposta (indice_detalhe, publicada_em desc, id desc)
  where status_proposta_id = 10;

-- The current version of each programme document (ids of the domain catalogue). The bytes live
-- in arquivo/arquivo_conteudo like every other file; replacing a version deletes the old one.
create table documento_programa (
  id varchar(60) primary key,
  titulo varchar(200) not null,
  arquivo_id uuid references arquivo (id) on delete set null,
  atualizado_em timestamptz,
  -- null for the initial import from the content folder
  atualizado_por uuid references usuario (id) on delete set null
);

-- Files an administrator made public are looked up per published solution.
create index arquivo_publico_idx on arquivo (proposta_id) where publico;
