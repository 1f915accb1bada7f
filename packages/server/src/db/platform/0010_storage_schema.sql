-- Object storage metadata, with the tables, columns and helpers Supabase Storage has, so product
-- policies written for Supabase (`(storage.foldername(name))[1] = auth.uid()::text`) work unchanged.
-- The bytes live on disk; each object row names its current file through `version`.
create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  file_size_limit bigint check (file_size_limit is null or file_size_limit >= 0),
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint buckets_name_length check (char_length(name) between 1 and 100)
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

-- As in Supabase: RLS decides what each role may do; no policies means only service_role (which
-- bypasses RLS) and the server itself see anything. Product migrations add the policies.
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.touch_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

drop trigger if exists buckets_touch_updated_at on storage.buckets;
create trigger buckets_touch_updated_at before update on storage.buckets
  for each row execute function storage.touch_updated_at();
drop trigger if exists objects_touch_updated_at on storage.objects;
create trigger objects_touch_updated_at before update on storage.objects
  for each row execute function storage.touch_updated_at();

-- Path helpers for policies: 'a/b/c.png' -> {a,b}, 'c.png', 'png' (Supabase's semantics: the
-- extension of a name without a dot is the whole file name).
create or replace function storage.foldername(name text) returns text[]
language sql immutable as $$
  select (string_to_array(name, '/'))[1 : array_length(string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

-- Row rights only (no TRUNCATE, which row-level security would not stop); RLS does the rest.
grant usage on schema storage to anon, authenticated, service_role;
grant select, insert, update, delete on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
alter default privileges in schema storage grant select, insert, update, delete on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant execute on functions to anon, authenticated, service_role;
