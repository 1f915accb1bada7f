-- Private channels (`config.private: true`) are authorised as on Supabase: by row-level security
-- policies on realtime.messages, which can use realtime.topic() (the channel's name) and the
-- usual auth.uid() / auth.jwt(). A SELECT policy lets a user receive (broadcast and presence rows
-- by `extension`), an INSERT policy lets them send. Without policies nobody may use them.
create table if not exists realtime.messages (
  id bigint generated always as identity primary key,
  topic text not null,
  extension text not null check (extension in ('broadcast', 'presence')),
  event text,
  payload jsonb,
  private boolean not null default true,
  inserted_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table realtime.messages enable row level security;
grant select, insert on realtime.messages to anon, authenticated;
grant all on realtime.messages to service_role;

create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
