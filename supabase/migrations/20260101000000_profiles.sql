-- A profile per user, created when the user signs up; every product table hangs off auth.users.
create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  full_name text check (full_name is null or char_length(full_name) <= 200),
  avatar_url text check (avatar_url is null or char_length(avatar_url) <= 2048),
  timezone text not null default 'UTC' check (char_length(timezone) <= 64),
  base_currency char(3) not null default 'USD' check (base_currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

create policy "profiles: owner reads" on public.profiles
  for select to authenticated using (user_id = auth.uid());
create policy "profiles: owner inserts" on public.profiles
  for insert to authenticated with check (user_id = auth.uid());
create policy "profiles: owner updates" on public.profiles
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "profiles: owner deletes" on public.profiles
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.profiles from anon;
grant select, insert, update, delete on public.profiles to authenticated;
grant all on public.profiles to service_role;

create or replace function public.touch_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function public.touch_updated_at();

-- Runs as its owner so the sign-up (which has no user session yet) can create the row.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (user_id, full_name)
  values (new.id, nullif(left(trim(new.raw_user_meta_data ->> 'full_name'), 200), ''));
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();
