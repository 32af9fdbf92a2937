-- Lookups of the utils service. Tables are created unqualified: they land in the schema the
-- connection's search_path selects, so tests can run side by side in their own schemas.

create table estado (
  id integer primary key,
  descricao varchar(100) not null,
  sigla char(2) not null unique
);

-- States and municipalities are loaded at start from @brazilian-utils (seeds/localidades.ts),
-- so an upgrade of the IBGE table needs no new migration.
create table municipio (
  id integer primary key,
  descricao varchar(100) not null,
  estado_id integer not null references estado (id)
);

create index municipio_estado_id_idx on municipio (estado_id);

create table tipo_empresa (
  id integer primary key,
  descricao varchar(100) not null
);

-- Ids are the order the forms show: the most common kinds first, 'Outro' last.
insert into tipo_empresa (id, descricao) values
  (1, 'Microempreendedor Individual (MEI)'),
  (2, 'Microempresa (ME)'),
  (3, 'Empresa de Pequeno Porte (EPP)'),
  (4, 'Empresa de Médio Porte'),
  (5, 'Empresa de Grande Porte'),
  (6, 'Startup'),
  (7, 'Instituição de Ciência e Tecnologia'),
  (8, 'Outro');

create table tipo_logradouro (
  id integer primary key,
  descricao varchar(100) not null
);

insert into tipo_logradouro (id, descricao) values
  (1, 'Rua'),
  (2, 'Avenida'),
  (3, 'Alameda'),
  (4, 'Travessa'),
  (5, 'Praça'),
  (6, 'Rodovia'),
  (7, 'Estrada'),
  (8, 'Largo'),
  (9, 'Via'),
  (10, 'Viela'),
  (11, 'Beco'),
  (12, 'Vila'),
  (13, 'Servidão'),
  (14, 'Quadra'),
  (15, 'Loteamento'),
  (16, 'Condomínio'),
  (17, 'Outros');

create table tipo_telefone (
  id integer primary key,
  descricao varchar(100) not null
);

-- The spec reads tipoTelefone 1 as mobile and any other value as a landline.
insert into tipo_telefone (id, descricao) values
  (1, 'Celular'),
  (2, 'Residencial'),
  (3, 'Comercial'),
  (4, 'Fixo');
