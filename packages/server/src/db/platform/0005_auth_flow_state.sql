-- PKCE: the code challenge sent with a sign-up, recovery, magic-link or e-mail change request,
-- and the auth code the e-mail link later yields for `POST /token?grant_type=pkce`.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null default 'email',
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_created_at_idx on auth.flow_state (created_at desc);
