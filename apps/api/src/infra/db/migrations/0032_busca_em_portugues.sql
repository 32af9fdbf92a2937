-- The catalogue's search in Portuguese (docs/decisions/047): full-text search with the Portuguese
-- stemmer over text without accents, ranked with the title over the description over the rest,
-- and trigram similarity for typos.

-- The extensions live in a schema of their own, shared by every schema of the database: test
-- schemas migrate side by side on one server and are dropped with `cascade`, which must not take
-- the extensions of the others along. Everything below names that schema, since a schema's
-- search_path holds only itself. Both are relocatable: a database that already had them
-- elsewhere has them moved here. The lock keeps two schemas migrating at once from creating
-- them twice.
select pg_advisory_xact_lock(20250001, 32);
create schema if not exists extensoes;
create extension if not exists unaccent schema extensoes;
create extension if not exists pg_trgm schema extensoes;
do $$
begin
  if (select extnamespace::regnamespace::text from pg_extension where extname = 'unaccent')
      <> 'extensoes' then
    alter extension unaccent set schema extensoes;
  end if;
  if (select extnamespace::regnamespace::text from pg_extension where extname = 'pg_trgm')
      <> 'extensoes' then
    alter extension pg_trgm set schema extensoes;
  end if;
end $$;

-- unaccent() is only "stable" (its dictionary could be changed), so an index or a generated
-- column cannot call it; naming the dictionary makes the result depend on the text alone.
create function sem_acento(texto text) returns text
  language sql immutable parallel safe strict
  as $$ select extensoes.unaccent('extensoes.unaccent'::regdictionary, texto) $$;

-- Portuguese without accents: every word loses its accents, then goes through the Portuguese
-- stemmer ('câmeras' and 'camera' meet at 'camer'); stop words are dropped as in 'portuguese'.
create text search dictionary portugues_sem_acento_dic (template = extensoes.unaccent, rules = 'unaccent');
create text search configuration portugues_sem_acento (copy = pg_catalog.portuguese);
alter text search configuration portugues_sem_acento
  alter mapping for hword, hword_part, word with portugues_sem_acento_dic, portuguese_stem;

-- A generated column can only call immutable functions; to_tsvector with a named configuration
-- is, but naming it by text in each column would repeat it, so this function holds the choice.
create function documento_busca(titulo text, descricao text, palavras text, outros text)
  returns tsvector language sql immutable parallel safe
  as $$ select
    setweight(to_tsvector('portugues_sem_acento', coalesce(titulo, '')), 'A') ||
    setweight(to_tsvector('portugues_sem_acento', coalesce(descricao, '')), 'B') ||
    setweight(to_tsvector('portugues_sem_acento', coalesce(palavras, '')), 'C') ||
    setweight(to_tsvector('portugues_sem_acento', coalesce(outros, '')), 'D') $$;

-- The signed texts' document: title (A), description (B), keywords (C), concept, practical use
-- and the problem solved (D).
alter table proposta add column documento_busca tsvector generated always as (
  documento_busca(titulo, descricao, palavras_chave_texto(key_words),
    coalesce(conceito, '') || ' ' || coalesce(aplicacao_pratica, '') || ' ' ||
      coalesce(problema_resolvido, ''))
) stored;

-- The portal's revised text, where there is one, is what the public reads, so it is what the
-- search reads: the same document from the jsonb.
create function palavras_chave_jsonb(palavras jsonb) returns text
  language sql immutable parallel safe
  as $$ select string_agg(p, ' ') from jsonb_array_elements_text(coalesce(palavras, '[]')) p $$;

alter table texto_portal add column documento_busca tsvector generated always as (
  documento_busca(campos ->> 'titulo', campos ->> 'descricao',
    palavras_chave_jsonb(campos -> 'keyWords'),
    coalesce(campos ->> 'conceito', '') || ' ' || coalesce(campos ->> 'aplicacaoPratica', '') ||
      ' ' || coalesce(campos ->> 'problemaResolvido', ''))
) stored;

create index proposta_documento_busca_idx on proposta using gin (documento_busca)
  where status_proposta_id = 10;
create index texto_portal_documento_busca_idx on texto_portal using gin (documento_busca);

-- The words of the published titles and keywords, for "Você quis dizer": a typo is compared
-- with a few thousand words, not with every text. A word enters when a solution using it is
-- published (or its published text changes) and stays: it was public, and a suggestion only
-- leads to a search.
-- `chave` is the word lowercase without accents, which a typo is compared with; `palavra` is how
-- it was first written, which the suggestion shows.
create table palavra_busca (
  chave text primary key,
  palavra text not null
);
create index palavra_busca_trgm_idx on palavra_busca
  using gin (chave extensoes.gin_trgm_ops);

create function palavras_busca_incluir(id uuid) returns void language sql as $$
  insert into palavra_busca (chave, palavra)
  select distinct on (lower(sem_acento(palavra))) lower(sem_acento(palavra)), lower(palavra) from (
    select regexp_split_to_table(coalesce(t.campos ->> 'titulo', p.titulo) || ' ' ||
      coalesce(palavras_chave_jsonb(t.campos -> 'keyWords'), palavras_chave_texto(p.key_words)),
      '[^[:alnum:]]+') as palavra
    from proposta p left join texto_portal t on t.proposta_id = p.id
    where p.id = palavras_busca_incluir.id and p.status_proposta_id = 10
  ) palavras
  where length(palavra) >= 4
  on conflict do nothing;
$$;

create function palavras_busca_proposta() returns trigger language plpgsql as $$
begin
  perform palavras_busca_incluir(new.id);
  return null;
end $$;
create trigger palavras_busca after insert or update of status_proposta_id, titulo, key_words
  on proposta for each row when (new.status_proposta_id = 10)
  execute function palavras_busca_proposta();

create function palavras_busca_texto_portal() returns trigger language plpgsql as $$
begin
  perform palavras_busca_incluir(new.proposta_id);
  return null;
end $$;
create trigger palavras_busca after insert or update on texto_portal
  for each row execute function palavras_busca_texto_portal();

select palavras_busca_incluir(id) from proposta where status_proposta_id = 10;

-- The substring search these documents replace.
alter table proposta drop column busca_normalizada;
alter table texto_portal drop column busca_normalizada;
