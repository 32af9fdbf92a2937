-- The text the portal publishes (issue 14, status 9): the institute revises the company's texts
-- for the public catalogue without touching what the company signed. One row per solution that
-- has one; the catalogue shows it, or the signed text where there is none. Who changed which
-- field is in registro_alteracao ('textoPortal:<id>'), like the other versioned records.
create table texto_portal (
  proposta_id uuid primary key references proposta (id) on delete cascade,
  -- Every revisable text by the solution's column name (textoPortalSchema in the domain).
  campos jsonb not null,
  -- The catalogue's search over this text: the same expression as proposta.busca_normalizada,
  -- written with each save (a generated column cannot read the array out of the jsonb).
  busca_normalizada text not null
);
