-- Auth events (sign-up, sign-in, refresh, logout, recovery, factor changes, admin actions), in
-- GoTrue's shape: payload = { actor_id, actor_username, action, log_type, traits }.
create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  payload json,
  created_at timestamptz not null default now(),
  ip_address varchar(64) not null default ''
);
create index if not exists audit_logs_created_at_idx on auth.audit_log_entries (created_at);
