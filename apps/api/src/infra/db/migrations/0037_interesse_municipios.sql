-- What municipal managers do with a solution after finding it: they write to its company and
-- they tell what came of it. Both are history: rows are added, never changed.

-- The manager's institutional address, so the company's answer reaches the manager directly and
-- the portal never has to hand the members' addresses out (nor the manager's to anyone else).
alter table email_saida add column responder_a varchar(200);

-- "Falar com a empresa": the message as the manager sent it. The company reads it in its panel,
-- every active member gets it by e-mail, and the per-manager limits count these rows.
create table contato_empresa (
  id uuid primary key,
  usuario_id uuid not null references usuario (id),
  proposta_id uuid not null references proposta (id),
  empresa_id uuid not null references empresa (id),
  assunto varchar(120) not null,
  texto varchar(3000) not null,
  enviado_em timestamptz not null
);
-- The limits read a manager's last day; the panel reads a company's messages, newest first.
create index contato_empresa_gestor_idx on contato_empresa (usuario_id, enviado_em desc);
create index contato_empresa_empresa_idx on contato_empresa (empresa_id, enviado_em desc);

-- "Desfecho": what happened with a solution for a manager. A change of mind is a new row; the
-- latest per (manager, solution) is the one that counts.
-- The id follows insertion, so two declarations in the same instant still have a latest.
create table desfecho_solucao (
  id bigint primary key generated always as identity,
  usuario_id uuid not null references usuario (id),
  proposta_id uuid not null references proposta (id),
  tipo varchar(20) not null check (tipo in ('contratada', 'testada-cpsi', 'nao-seguiu')),
  observacao varchar(500),
  registrado_em timestamptz not null
);
create index desfecho_solucao_gestor_idx
  on desfecho_solucao (usuario_id, proposta_id, registrado_em desc);
create index desfecho_solucao_proposta_idx on desfecho_solucao (proposta_id);

-- Nobody rewrites what a manager sent or declared. The one change allowed is to the free text,
-- which the removal of a departed person's traces (privacidade/anonimizacao) must be able to
-- clean; who, which solution and when never change, and no row is deleted.
create function interesse_municipio_imutavel() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' or to_jsonb(new) - array['assunto', 'texto', 'observacao']
      <> to_jsonb(old) - array['assunto', 'texto', 'observacao'] then
    raise exception 'mensagens e desfechos de gestores não podem ser alterados nem apagados';
  end if;
  return new;
end $$;
create trigger contato_empresa_imutavel before update or delete on contato_empresa
  for each row execute function interesse_municipio_imutavel();
create trigger desfecho_solucao_imutavel before update or delete on desfecho_solucao
  for each row execute function interesse_municipio_imutavel();
