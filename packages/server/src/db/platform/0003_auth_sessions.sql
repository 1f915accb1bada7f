-- Sessions, their refresh tokens and the authentication methods (AMR) each session was upgraded with.
-- A session is created per sign-in; refresh tokens rotate on every use and hang off their session.
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  factor_id uuid,
  aal text not null default 'aal1' check (aal in ('aal1', 'aal2', 'aal3')),
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id, created_at);
create index if not exists sessions_not_after_idx on auth.sessions (not_after desc);

-- Tokens outlive the deletion of their session (session_id becomes null) so that presenting one
-- answers `session_not_found`; a periodic sweep removes them. Deleting the user removes them at once.
create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete set null
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_orphans_idx on auth.refresh_tokens (updated_at) where session_id is null;

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);
