-- Tokens sent by e-mail (confirmation, recovery, magic link, e-mail change, reauthentication).
-- Only hashes are stored: sha224 hex of (e-mail address || six-digit code), as GoTrue does, so a
-- link carries the hash and a typed code is hashed with the address before the lookup.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in (
    'confirmation_token', 'reauthentication_token', 'recovery_token', 'magiclink_token',
    'email_change_token_new', 'email_change_token_current', 'phone_change_token'
  )),
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);
create index if not exists one_time_tokens_relates_to_idx on auth.one_time_tokens (relates_to);
