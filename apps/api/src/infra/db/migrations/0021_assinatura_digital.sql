-- Issue 23: the signed PDF checked at upload. The portal keeps the SHA-256 of every PDF it
-- generated, and the verdict on every signed PDF received with the evidence it rests on.

-- Every generated form of a solution, the older ones too: the company may sign a copy it
-- downloaded before the last generation.
create table pdf_gerado_hash (
  proposta_id uuid not null references proposta (id) on delete cascade,
  sha256 char(64) not null,
  gerado_em timestamptz not null default now(),
  primary key (proposta_id, sha256)
);

-- One row per upload of the signed form, never rewritten: a new upload adds a row. The evidence
-- (signers, CPFs, chains, CRLs) is copied here so the verdict can be shown after the
-- certificates expire or the CAs go away.
create table verificacao_assinatura (
  id uuid primary key,
  proposta_id uuid not null references proposta (id) on delete cascade,
  arquivo_id uuid not null references arquivo (id),
  usuario_id uuid not null references usuario (id),
  veredito varchar(20) not null check (veredito in ('verificada', 'a_conferir', 'sem_assinatura')),
  motivos jsonb not null,
  evidencias jsonb not null,
  verificada_em timestamptz not null
);

create index verificacao_assinatura_proposta_idx on verificacao_assinatura (proposta_id, verificada_em);

-- Staff's decision on a verdict "a conferir": one per verification, also never rewritten.
create table decisao_assinatura (
  verificacao_id uuid primary key references verificacao_assinatura (id) on delete cascade,
  decisao varchar(10) not null check (decisao in ('aceita', 'recusada')),
  justificativa text,
  usuario_id uuid not null references usuario (id),
  decidida_em timestamptz not null
);
