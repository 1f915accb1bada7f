-- Multi-factor authentication: TOTP factors and their challenges.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text not null default '',
  factor_type text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  phone text,
  last_challenged_at timestamptz
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id, created_at);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (user_id, friendly_name) where trim(friendly_name) <> '';

alter table auth.sessions drop constraint if exists sessions_factor_id_fkey;
alter table auth.sessions add constraint sessions_factor_id_fkey
  foreign key (factor_id) references auth.mfa_factors (id) on delete set null;

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null default ''
);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id, created_at);
