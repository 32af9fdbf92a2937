-- Issue 14: every signed submission frozen as a version, and the request-and-answer rounds of
-- status 6 'Solicitações Feitas'.

-- A signed submission: the form's fields as they were signed (path → value), who sent it and
-- when. Numbered per solution from 1. Never rewritten; it leaves only with its solution.
create table proposta_envio (
  proposta_id uuid not null references proposta (id) on delete cascade,
  numero integer not null,
  usuario_id uuid not null references usuario (id),
  enviada_em timestamptz not null default now(),
  campos jsonb not null,
  primary key (proposta_id, numero)
);

-- The files of a submission, the signed form included, as they were: the name, type and size
-- are copied, and the file row cannot go while a submission holds it (the company's later
-- "delete" only takes it off the current solution, see below), so its bytes stay.
create table proposta_envio_arquivo (
  proposta_id uuid not null,
  numero integer not null,
  arquivo_id uuid not null references arquivo (id),
  contexto integer not null,
  nome_original varchar(200) not null,
  tipo varchar(100) not null,
  tamanho integer not null,
  primary key (proposta_id, numero, arquivo_id),
  foreign key (proposta_id, numero) references proposta_envio (proposta_id, numero) on delete cascade
);

create index proposta_envio_arquivo_arquivo_idx on proposta_envio_arquivo (arquivo_id);

create function envio_imutavel() returns trigger language plpgsql as $$
begin
  raise exception 'uma versão enviada da solução não pode ser alterada';
end $$;
create trigger proposta_envio_imutavel before update on proposta_envio
  for each row execute function envio_imutavel();
create trigger proposta_envio_arquivo_imutavel before update on proposta_envio_arquivo
  for each row execute function envio_imutavel();

-- A file a submission holds and the company removed from the current solution has no solution
-- left (proposta_id null). When the last submission holding it goes (its solution was deleted),
-- the file goes too, and with it its bytes or its bucket object.
create function remover_arquivo_so_do_envio() returns trigger language plpgsql as $$
begin
  delete from arquivo a
  where a.id = old.arquivo_id and a.proposta_id is null and a.empresa_id is null
    and a.contexto = old.contexto
    and not exists (select 1 from proposta_envio_arquivo e where e.arquivo_id = old.arquivo_id);
  return null;
end $$;
create trigger proposta_envio_arquivo_removido after delete on proposta_envio_arquivo
  for each row execute function remover_arquivo_so_do_envio();

-- A round of requests: opened when staff move the solution to 6, closed by the company's new
-- signed submission (`envio_numero`) or when staff move it elsewhere (closed without one).
create table rodada_solicitacao (
  proposta_id uuid not null references proposta (id) on delete cascade,
  numero integer not null,
  -- Where the solution goes back to once the company answers.
  status_anterior integer not null references status_proposta (id),
  aberta_por uuid not null references usuario (id),
  aberta_em timestamptz not null default now(),
  fechada_em timestamptz,
  envio_numero integer,
  primary key (proposta_id, numero)
);

-- At most one open round per solution, even with two instances opening at once.
create unique index rodada_solicitacao_aberta_idx on rodada_solicitacao (proposta_id)
  where fechada_em is null;

create table solicitacao (
  id uuid primary key,
  proposta_id uuid not null,
  rodada integer not null,
  ordem integer not null,
  alvo varchar(80) not null,
  texto varchar(2000) not null,
  prazo timestamptz,
  resposta varchar(2000),
  respondida_por uuid references usuario (id),
  respondida_em timestamptz,
  foreign key (proposta_id, rodada) references rodada_solicitacao (proposta_id, numero) on delete cascade
);

create index solicitacao_rodada_idx on solicitacao (proposta_id, rodada, ordem);
