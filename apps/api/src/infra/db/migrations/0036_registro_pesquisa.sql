-- A municipal manager's market survey, frozen as the procurement file cites it (Lei 14.133/2021,
-- art. 18): the text is stored exactly as its SHA-256 was taken, so the digest printed on the
-- PDF can be checked against the public page for as long as the portal exists.
create table registro_pesquisa (
  id uuid primary key,
  codigo text not null unique,
  usuario_id uuid not null references usuario (id),
  registrado_em timestamptz not null,
  conteudo text not null,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$')
);
create index registro_pesquisa_do_usuario on registro_pesquisa (usuario_id, registrado_em desc);

-- Which solutions a record names, for the companies' counts: a solution counted as "recorded" by
-- a municipality without reading every record's text.
create table registro_pesquisa_solucao (
  registro_id uuid not null references registro_pesquisa (id),
  proposta_id uuid not null references proposta (id),
  selecionada boolean not null,
  primary key (registro_id, proposta_id)
);
create index registro_pesquisa_solucao_proposta on registro_pesquisa_solucao (proposta_id);

-- A record is evidence: nobody changes it, not even the portal's own code.
create function registro_pesquisa_imutavel() returns trigger language plpgsql as $$
begin
  raise exception 'o registro de pesquisa de mercado não pode ser alterado nem apagado';
end $$;
create trigger registro_pesquisa_imutavel before update or delete on registro_pesquisa
  for each row execute function registro_pesquisa_imutavel();
create trigger registro_pesquisa_solucao_imutavel before update or delete on registro_pesquisa_solucao
  for each row execute function registro_pesquisa_imutavel();
