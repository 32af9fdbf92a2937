-- A manager who leaves deletes their profile (gestor), and with it the only link from their
-- messages and outcomes to a municipality. Like the shortlist's events, each row keeps the
-- municipality it was made for, so the company still reads the message and the counts stay.
alter table contato_empresa add column municipio_id integer references municipio (id);
alter table desfecho_solucao add column municipio_id integer references municipio (id);
update contato_empresa c set municipio_id = g.municipio_id from gestor g where g.usuario_id = c.usuario_id;
update desfecho_solucao d set municipio_id = g.municipio_id from gestor g where g.usuario_id = d.usuario_id;
alter table contato_empresa alter column municipio_id set not null;
alter table desfecho_solucao alter column municipio_id set not null;
