-- Messages between server processes (broadcasts, presence) too large for a NOTIFY payload (8000
-- bytes) travel through this table: the NOTIFY names the row, each process reads it. Pruned by the
-- server.
create table if not exists realtime.broadcasts (
  id bigint generated always as identity primary key,
  message jsonb not null,
  created_at timestamptz not null default now()
);
create index if not exists broadcasts_created_at_idx on realtime.broadcasts (created_at);
revoke all on realtime.broadcasts from public, anon, authenticated, service_role;
