-- Fixed-window counters for the auth rate limits, shared by every server process on the database.
create table if not exists auth.rate_limits (
  key text primary key,
  window_start timestamptz not null default now(),
  hits integer not null default 0
);
create index if not exists rate_limits_window_start_idx on auth.rate_limits (window_start);

-- Nothing in the auth schema beyond the claim helpers is for the API roles.
revoke all on all tables in schema auth from anon, authenticated;
revoke all on all sequences in schema auth from anon, authenticated;
