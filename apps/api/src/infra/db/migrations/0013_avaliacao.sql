-- The institute's technical evaluation (docs/decisions/016-avaliacao.md): a versioned rubric,
-- assignments, conflict declarations, evaluations kept as immutable versions, private notes and
-- the technical opinion (parecer).

-- A rubric version and its criteria. Version 1 is written from the domain's default at first use.
-- A version with a submitted evaluation is never changed again: a change makes the next one.
create table rubrica (
  versao integer primary key,
  criada_em timestamptz not null,
  criada_por uuid references usuario (id)
);

create table rubrica_criterio (
  rubrica_versao integer not null references rubrica (versao),
  ordem smallint not null,
  codigo varchar(10) not null,
  nome varchar(120) not null,
  orientacao varchar(600) not null,
  peso numeric(8, 2) not null check (peso > 0),
  escala_minima integer not null,
  escala_maxima integer not null,
  check (escala_maxima > escala_minima),
  primary key (rubrica_versao, codigo)
);

-- One row: the margin (points of the 0–10 score) past which evaluators are said to disagree.
create table avaliacao_configuracao (
  id boolean primary key default true check (id),
  margem_divergencia numeric(5, 2) not null
);

-- Who evaluates which solution. Removal (a conflict, an administrator) keeps the row for history;
-- one live assignment per evaluator and solution.
create table atribuicao (
  id uuid primary key,
  proposta_id uuid not null references proposta (id) on delete cascade,
  avaliador_id uuid not null references usuario (id),
  atribuida_por uuid not null references usuario (id),
  atribuida_em timestamptz not null,
  prazo date,
  -- Set when the evaluator declares there is no conflict: the form opens only after it.
  sem_conflito_em timestamptz,
  removida_em timestamptz
);
create unique index atribuicao_ativa_key on atribuicao (proposta_id, avaliador_id)
  where removida_em is null;
create index atribuicao_avaliador_idx on atribuicao (avaliador_id, proposta_id)
  where removida_em is null;

create table conflito_interesse (
  id uuid primary key,
  proposta_id uuid not null references proposta (id) on delete cascade,
  avaliador_id uuid not null references usuario (id),
  tipo varchar(20) not null check (tipo in ('institucional', 'pessoal', 'financeiro', 'outro')),
  descricao varchar(500),
  declarado_em timestamptz not null,
  unique (proposta_id, avaliador_id)
);

-- An evaluation version. A submitted one is never updated (trigger below); reopening adds the
-- next version as a draft, so what an evaluator once sent stays on record.
create table avaliacao (
  id uuid primary key,
  proposta_id uuid not null references proposta (id) on delete cascade,
  avaliador_id uuid not null references usuario (id),
  versao integer not null,
  rubrica_versao integer not null references rubrica (versao),
  -- { "C1": { "nota": 4, "justificativa": "…" }, … }
  notas jsonb not null,
  recomendacao varchar(20) check (recomendacao in ('aprovar', 'aprovar_com_ajustes', 'reprovar')),
  fundamentacao text not null,
  -- The weighted 0–10 score, fixed at submission with the rubric the evaluation used.
  nota_final numeric(6, 3),
  criada_em timestamptz not null,
  atualizada_em timestamptz not null,
  enviada_em timestamptz,
  -- Why an administrator reopened the previous version, on the version it opened.
  motivo_reabertura varchar(500),
  reaberta_por uuid references usuario (id),
  unique (proposta_id, avaliador_id, versao)
);
create index avaliacao_enviada_idx on avaliacao (proposta_id) where enviada_em is not null;

create function avaliacao_imutavel() returns trigger language plpgsql as $$
begin
  raise exception 'avaliação enviada não pode ser alterada' using errcode = 'P0001';
end $$;
create trigger avaliacao_enviada_imutavel before update or delete on avaliacao
  for each row when (old.enviada_em is not null) execute function avaliacao_imutavel();

-- What the staff table sorts and filters by, kept by the service in the same transaction as each
-- assignment, conflict, submission or reopening: a page never aggregates 30,000 evaluations.
create table avaliacao_resumo (
  proposta_id uuid primary key references proposta (id) on delete cascade,
  atribuidas integer not null,
  enviadas integer not null,
  media numeric(6, 3),
  amplitude numeric(6, 3)
);
create index avaliacao_resumo_media_idx on avaliacao_resumo (media, proposta_id);
create index avaliacao_resumo_situacao_idx on avaliacao_resumo ((enviadas >= atribuidas), proposta_id);

-- The staff-only discussion of a solution; notes are never edited, only answered.
create table nota_privada (
  id uuid primary key,
  proposta_id uuid not null references proposta (id) on delete cascade,
  autor_id uuid not null references usuario (id),
  resposta_a uuid references nota_privada (id),
  texto text not null,
  criada_em timestamptz not null
);
create index nota_privada_proposta_idx on nota_privada (proposta_id, criada_em, id);

-- The technical opinion: a conclusion drafted by an administrator, then issued as a PDF that
-- never changes, then released to the company.
create table parecer (
  proposta_id uuid primary key references proposta (id) on delete cascade,
  conclusao text not null,
  atualizado_em timestamptz not null,
  arquivo_id uuid references arquivo (id),
  emitido_em timestamptz,
  emitido_por uuid references usuario (id),
  liberado_em timestamptz,
  liberado_por uuid references usuario (id)
);

-- Once issued only the release may be recorded; the PDF and its text stay as issued.
create function parecer_emitido_imutavel() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' or new.conclusao is distinct from old.conclusao
     or new.arquivo_id is distinct from old.arquivo_id
     or new.emitido_em is distinct from old.emitido_em then
    raise exception 'parecer emitido não pode ser alterado' using errcode = 'P0001';
  end if;
  return new;
end $$;
create trigger parecer_emitido before update or delete on parecer
  for each row when (old.emitido_em is not null) execute function parecer_emitido_imutavel();
