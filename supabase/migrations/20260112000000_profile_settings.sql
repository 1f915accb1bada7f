-- The trader's profile and preferences, the sign-in activity read from the audit log, and the
-- deletion of one's own account with every file. See docs/decisions/0017-profile-and-settings.md.
-- The checks are core's profile form rules (packages/core/src/profile/), so what the form refuses
-- is refused here too.

-- Profile -------------------------------------------------------------------------------------

-- A check constraint cannot hold a subquery; this is one as an immutable function, outside
-- `public` so it is no rpc/ endpoint.
create or replace function journal.has_no_repeats(items text[]) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select count(*) = count(distinct item) and count(*) = count(item) from unnest(items) as u(item)
$$;

alter table public.profiles
  add column trading_style text,
  add column markets text[] not null default '{}',
  add column bio text,
  add column avatar_path text,
  -- Null until the trader (or the app, from the browser's zone on the first visit) picks a zone.
  add column timezone_chosen_at timestamptz,
  add constraint profiles_trading_style check (
    trading_style is null or trading_style in ('scalping', 'day', 'swing', 'position', 'investing')
  ),
  add constraint profiles_markets check (
    markets <@ array['stock', 'option', 'future', 'forex', 'crypto', 'cfd']::text[]
    and journal.has_no_repeats(markets)
  ),
  add constraint profiles_bio_length check (bio is null or char_length(bio) <= 500),
  -- An object in the avatars bucket, under the owner's folder (the bucket's policies' rule).
  add constraint profiles_avatar_path check (
    avatar_path is null
    or (starts_with(avatar_path, user_id::text || '/') and char_length(avatar_path) between 38 and 1024)
  );

-- Every day boundary of the journal is computed in this zone, so it must be one the database
-- knows too (the analytics and goals read it). Only a changed zone is looked up: the list is
-- read from the zone files on each call.
create or replace function journal.check_profile_timezone() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.timezone is distinct from 'UTC'
     and not exists (select 1 from pg_catalog.pg_timezone_names where name = new.timezone) then
    raise exception 'The time zone "%" is not one the server knows.', new.timezone
      using errcode = '23514', hint = 'Pick an IANA zone name such as Europe/Paris.';
  end if;
  return new;
end;
$$;

create trigger profiles_check_timezone before insert on public.profiles
  for each row execute function journal.check_profile_timezone();
create trigger profiles_check_timezone_change before update of timezone on public.profiles
  for each row when (new.timezone is distinct from old.timezone)
  execute function journal.check_profile_timezone();

-- Settings ------------------------------------------------------------------------------------

-- Appearance and privacy mode; the defaults are how the app looks today.
alter table public.user_settings
  add column theme text not null default 'system',
  add column density text not null default 'comfortable',
  add column number_format text not null default '1,234.56',
  add column date_format text not null default 'YYYY-MM-DD',
  -- 1 Monday, 0 Sunday, 6 Saturday (the days of JavaScript's getDay).
  add column week_start smallint not null default 1,
  add column pnl_palette text not null default 'green-red',
  add column reduced_motion text not null default 'system',
  add column privacy_mode boolean not null default false,
  add column default_account_id uuid,
  add constraint user_settings_theme check (theme in ('light', 'dark', 'system')),
  add constraint user_settings_density check (density in ('comfortable', 'compact')),
  add constraint user_settings_number_format check (
    number_format in ('1,234.56', '1.234,56', '1 234,56', '1''234.56')
  ),
  add constraint user_settings_date_format check (
    date_format in ('YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY')
  ),
  add constraint user_settings_week_start check (week_start in (0, 1, 6)),
  add constraint user_settings_pnl_palette check (pnl_palette in ('green-red', 'blue-orange')),
  add constraint user_settings_reduced_motion check (reduced_motion in ('system', 'on', 'off')),
  -- Only one's own account; deleting it clears the default and nothing else.
  add constraint user_settings_default_account_fk foreign key (default_account_id, user_id)
    references public.accounts (id, user_id) on delete set null (default_account_id);

create index user_settings_default_account_idx on public.user_settings (default_account_id)
  where default_account_id is not null;

-- Sign-in activity ----------------------------------------------------------------------------

create index if not exists audit_log_entries_actor_idx
  on auth.audit_log_entries ((payload ->> 'actor_id'), created_at desc);

-- The caller's own audit entries, newest first, without the hourly token refreshes. Runs as its
-- owner because the audit log is not readable by users; the filter on auth.uid() is the guard.
create or replace function public.sign_in_activity(p_limit int default 20) returns json
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to see your sign-in activity.' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'The limit must be between 1 and 100.' using errcode = '22023';
  end if;
  return coalesce((
    select json_agg(json_build_object(
      'at', e.created_at,
      'action', e.payload ->> 'action',
      'ip', nullif(e.ip_address, ''),
      'user_agent', nullif(e.payload -> 'traits' ->> 'user_agent', '')
    ) order by e.created_at desc, e.id)
    from (
      select a.created_at, a.id, a.payload, a.ip_address
      from auth.audit_log_entries a
      where a.payload ->> 'actor_id' = uid::text
        and a.payload ->> 'action' is distinct from 'token_refreshed'
      order by a.created_at desc, a.id
      limit p_limit
    ) e
  ), '[]'::json);
end;
$$;

revoke all on function public.sign_in_activity(int) from public, anon;
grant execute on function public.sign_in_activity(int) to authenticated, service_role;

-- Deleting one's account ----------------------------------------------------------------------

-- A user's files in every bucket go with the user. Their rows are deleted here; the storage
-- service, told on the channel storage_files_removed when the transaction commits, deletes the
-- files at once (and its start-up sweep catches any a stopped server missed). One notification
-- per hundred files keeps each payload far below the 8000-byte limit.
create or replace function journal.remove_user_files() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  versions text[];
  chunk int := 100;
begin
  with gone as (
    delete from storage.objects o
    where (storage.foldername(o.name))[1] = old.id::text or o.owner = old.id
    returning o.version
  )
  select array_agg(version) into versions from gone where version is not null;
  if versions is not null then
    for i in 1 .. cardinality(versions) by chunk loop
      perform pg_notify('storage_files_removed', array_to_string(versions[i : i + chunk - 1], ','));
    end loop;
  end if;
  return old;
end;
$$;

revoke all on function journal.remove_user_files() from public;

-- Deletes the caller's user once they typed their e-mail address. Everything hangs off
-- auth.users and cascades; the profile's DELETE reaches the trader's other tabs through their
-- profile subscription, which signs them out.
create or replace function public.delete_my_account(p_confirmation text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  address text;
begin
  if uid is null then
    raise exception 'Sign in to delete your account.' using errcode = '42501';
  end if;
  select u.email into address from auth.users u where u.id = uid;
  if not found then
    raise exception 'This account no longer exists.' using errcode = 'P0002';
  end if;
  if p_confirmation is null or address is null or address = ''
     or lower(btrim(p_confirmation)) <> lower(address) then
    raise exception 'Type your e-mail address to confirm.' using errcode = '22023';
  end if;
  -- With two-factor on, a stolen password alone must not be enough to erase the journal.
  if exists (select 1 from auth.mfa_factors f where f.user_id = uid and f.status = 'verified')
     and coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2' then
    raise exception 'Enter a code from your authenticator app before deleting your account.'
      using errcode = '42501';
  end if;
  delete from auth.users u where u.id = uid;
  insert into auth.audit_log_entries (payload, ip_address)
  values (
    json_build_object(
      'actor_id', uid,
      'actor_username', address,
      'action', 'user_deleted',
      'log_type', 'account',
      'traits', json_build_object('self', true)
    ),
    ''
  );
end;
$$;

revoke all on function public.delete_my_account(text) from public, anon;
grant execute on function public.delete_my_account(text) to authenticated;
