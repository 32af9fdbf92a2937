-- The readable code's sequence belongs to the code's column: the catalog now says which rows
-- hold its numbers, so a restore moves it past them even when the backup did not record it.
alter sequence proposta_codigo_seq owned by proposta.codigo_proposta;
