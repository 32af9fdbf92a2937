-- Privacy (issue 15): who answers for the data, the versions of the terms and who accepted
-- which, the requests people make about their data (LGPD art. 18), and the mark of an account
-- whose person left.

-- One row: the controller and the encarregado the privacy page shows (Resolução CD/ANPD 18/2024),
-- edited by administrators.
create table contato_privacidade (
  id smallint primary key default 1 check (id = 1),
  controlador_nome varchar(200) not null,
  controlador_contato varchar(300) not null,
  encarregado_nome varchar(100) not null,
  encarregado_email varchar(200) not null,
  encarregado_telefone varchar(30),
  atualizado_em timestamptz not null default now(),
  atualizado_por uuid references usuario (id)
);

insert into contato_privacidade (controlador_nome, controlador_contato, encarregado_nome, encarregado_email)
values (
  'Secretaria de Desenvolvimento Econômico do Estado de São Paulo',
  'Governo do Estado de São Paulo, com o IPT — Instituto de Pesquisas Tecnológicas do Estado de São Paulo como operador',
  'Equipe de Proteção de Dados da Secretaria de Desenvolvimento Econômico',
  'cidadesinteligentes@sde.sp.gov.br'
);

-- Versions of the terms of use and privacy notice; version 1 is what every account accepted at
-- registration before versions were recorded.
create table termos_versao (
  versao integer primary key,
  resumo text not null,
  publicada_em timestamptz not null,
  publicada_por uuid references usuario (id)
);

insert into termos_versao (versao, resumo, publicada_em)
values (1, 'Versão inicial dos termos de uso e do aviso de privacidade.', now());

create table aceite_termos (
  usuario_id uuid not null references usuario (id) on delete cascade,
  versao integer not null references termos_versao (versao),
  aceito_em timestamptz not null,
  primary key (usuario_id, versao)
);

insert into aceite_termos (usuario_id, versao, aceito_em)
select id, 1, data_aceite_lgpd from usuario where aceite_lgpd;

-- A person's request about their data that needs someone to decide, answered by e-mail within
-- 15 days (art. 19, II). The protocol is the number the person quotes.
create table pedido_titular (
  id uuid primary key,
  protocolo integer generated always as identity unique,
  usuario_id uuid not null references usuario (id),
  tipo varchar(20) not null,
  descricao varchar(4000) not null,
  criado_em timestamptz not null,
  prazo_em timestamptz not null,
  resposta varchar(4000),
  respondido_em timestamptz,
  respondido_por uuid references usuario (id)
);

create index pedido_titular_aberto on pedido_titular (prazo_em) where respondido_em is null;
create index pedido_titular_usuario on pedido_titular (usuario_id, criado_em desc);

-- Set when the person deleted the account: the row stays (history points at it), their data not.
alter table usuario add column anonimizado_em timestamptz;
