-- "Confirmar com gov.br" (docs/decisions/031): when the person last proved, at gov.br
-- and with a fresh sign-in, to be the session's owner. Read by the portal's clock against a
-- five-minute window; null when it never happened in this session.
alter table sessao add column confirmada_govbr_em timestamptz;
