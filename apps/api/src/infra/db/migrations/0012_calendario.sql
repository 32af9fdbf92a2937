-- The call's calendar (docs/decisions/015-calendario.md). One row: the call has one calendar, and
-- no row means no dates yet (the call behaves as open, as before the calendar existed).
create table calendario (
  id smallint primary key default 1 check (id = 1),
  abertura_inscricoes timestamptz not null,
  prazo_envio timestamptz not null,
  tolerancia_minutos integer not null default 0 check (tolerancia_minutos between 0 and 1440),
  divulgacao_resultados date,
  alterado_em timestamptz not null,
  alterado_por uuid not null references usuario (id),
  check (prazo_envio > abertura_inscricoes)
);

-- Every change of a calendar field: who, when, the value before and after. Rows are only added.
create table calendario_alteracao (
  id bigserial primary key,
  campo varchar(40) not null,
  valor_anterior text,
  valor_novo text,
  usuario_id uuid not null references usuario (id),
  data_hora timestamptz not null
);
create index calendario_alteracao_data_idx on calendario_alteracao (data_hora desc, id desc);

-- Extensions granted to one company; the latest grant is the company's. Rows are only added, so
-- the record shows every grant and its reason.
create table prorrogacao (
  id uuid primary key,
  empresa_id uuid not null references empresa (id) on delete cascade,
  prazo timestamptz not null,
  motivo varchar(500) not null,
  usuario_id uuid not null references usuario (id),
  data_hora timestamptz not null
);
create index prorrogacao_empresa_idx on prorrogacao (empresa_id, data_hora desc, id desc);
create index prorrogacao_data_idx on prorrogacao (data_hora desc, id desc);

-- History is immutable: the database refuses to rewrite or erase it, whatever the code does.
create function calendario_historico_imutavel() returns trigger language plpgsql as $$
begin
  raise exception 'o histórico do calendário não pode ser alterado';
end $$;
create trigger calendario_alteracao_imutavel before update or delete on calendario_alteracao
  for each row execute function calendario_historico_imutavel();
create trigger prorrogacao_imutavel before update on prorrogacao
  for each row execute function calendario_historico_imutavel();

-- The deadline reminders sent: the key makes each reminder go once per company, whichever of
-- several instances runs the job first.
create table lembrete_prazo (
  empresa_id uuid not null references empresa (id) on delete cascade,
  tipo varchar(10) not null check (tipo in ('7-dias', '1-dia')),
  prazo timestamptz not null,
  enviado_em timestamptz not null,
  primary key (empresa_id, tipo)
);
