-- The institute area: its table of all solutions, statistics and companies list. Indexes measured
-- with bench/equipe.bench.ts (2,000 companies, 10,000 solutions).

-- Names and titles lowercase and without accents (capitals mapped too, for "C" locales), kept by
-- the database: search and sort compare these, never a collation (lib/sql-texto.ts holds the same
-- two strings; change both together).
alter table proposta add column titulo_normalizado text generated always as (
  translate(lower(titulo), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
) stored;
alter table empresa add column nome_oficial_normalizado text generated always as (
  translate(lower(nome_oficial), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
) stored;
alter table empresa add column nome_fantasia_normalizado text generated always as (
  translate(lower(nome_fantasia), 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')
) stored;

-- The table's default order (the signed form's arrival, newest first, unsent last) with the code
-- as tie-breaker: a page is read from the index instead of sorting every solution.
drop index proposta_envio_pdf_idx;
create index proposta_envio_pdf_idx on proposta (data_hora_envio_pdf desc nulls last, codigo_proposta desc);

-- Sorting by status keeps the code as tie-breaker; the leading column still serves the filter.
drop index proposta_status_idx;
create index proposta_status_idx on proposta (status_proposta_id, codigo_proposta);

-- Sorting by title, and by company name (walking the companies in order, then their proposals).
create index proposta_titulo_ordem_idx on proposta ((titulo_normalizado collate "C"), codigo_proposta);
create index empresa_nome_ordem_idx on empresa ((nome_oficial_normalizado collate "C"));

-- Statistics by period count proposals created between two instants.
create index proposta_data_cadastro_idx on proposta (data_cadastro);

-- A contact's first phone is the one of lowest `ordem`: read from the index, no sort per user.
drop index telefone_usuario_id_idx;
create index telefone_usuario_id_idx on telefone (usuario_id, ordem, id);
