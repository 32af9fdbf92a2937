-- Status, parecer and the round's document move together (docs/decisions/030).

-- The status entry the parecer's issue wrote (7 or 8): one history row says both, and the
-- status screen reads from it what the parecer said. Empty for a parecer issued before.
alter table parecer add column historico_status_id bigint references historico_status_proposta (id);

-- The solution's version each generated PDF was made from, so a round closes only on a document
-- generated after its last change. Empty for PDFs generated before.
alter table pdf_gerado_hash add column versao integer;
