-- Visits for the public statistics. Deliberately no IP, user agent or user id (LGPD: the
-- count needs none of them).
create table page_view (
  id bigserial primary key,
  path varchar(300) not null,
  visited_at timestamptz not null default now()
);

create index page_view_visited_at_idx on page_view (visited_at);
