-- A backup larger than one request (the functions take up to 10 MiB) is sent to the restore in
-- parts. The parts wait here, not in the memory of the server process that received them, so the
-- parts and the call that restores them may each reach another process behind a load balancer
-- (decision 0024). One upload per trader at a time: a part of another upload drops the first. An
-- upload is kept 30 minutes after its last part; any part sent clears every trader's older ones.
--
-- The table is the server's: no API role reads or writes it, only the functions below, which act
-- for auth.uid() alone and are not in the exposed schema. Times are the database's, so processes
-- whose clocks differ agree on what is stale.
create table journal.restore_upload_parts (
  user_id uuid not null references auth.users (id) on delete cascade,
  upload_id uuid not null,
  part integer not null,
  parts integer not null,
  bytes bytea not null,
  received_at timestamptz not null default now(),

  primary key (user_id, part),
  constraint restore_upload_parts_parts check (parts between 1 and 64),
  constraint restore_upload_parts_part check (part >= 0 and part < parts),
  constraint restore_upload_parts_bytes check (octet_length(bytes) between 1 and 8 * 1024 * 1024)
);

create index restore_upload_parts_received_idx on journal.restore_upload_parts (received_at);

alter table journal.restore_upload_parts enable row level security;
revoke all on journal.restore_upload_parts from public, anon, authenticated;

-- Keeps one part of the caller's upload. held_limit is the bytes held for every trader together,
-- at most two of the largest archives (2 x 64 x 8 MiB); past it nothing is kept and retry_after
-- says in how many seconds the oldest upload is sure to be gone.
create function journal.restore_upload_put(
  upload uuid,
  part integer,
  parts integer,
  bytes bytea,
  held_limit bigint
) returns table (received integer, retry_after integer)
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  held bigint;
  soonest timestamptz;
begin
  if uid is null then
    raise insufficient_privilege using message = 'a restore upload belongs to a signed-in user';
  end if;
  -- Parts of every trader are counted against one limit: they take turns.
  perform pg_advisory_xact_lock(hashtextextended('restore-upload-parts', 0));
  delete from journal.restore_upload_parts s
  where s.user_id in (
    select x.user_id from journal.restore_upload_parts x
    group by x.user_id having max(x.received_at) <= now() - interval '30 minutes'
  );
  delete from journal.restore_upload_parts s
  where s.user_id = uid and (s.upload_id <> upload or s.parts <> restore_upload_put.parts);

  select coalesce(sum(octet_length(s.bytes)), 0) into held
  from journal.restore_upload_parts s
  where not (s.user_id = uid and s.part = restore_upload_put.part);
  if held + octet_length(bytes) > least(held_limit, 2::bigint * 64 * 8 * 1024 * 1024) then
    select min(last) into soonest
    from (select max(x.received_at) as last from journal.restore_upload_parts x group by x.user_id) u;
    return query select null::integer,
      greatest(60, ceil(extract(epoch from (coalesce(soonest, now()) + interval '30 minutes' - now())))::integer);
    return;
  end if;

  insert into journal.restore_upload_parts as s (user_id, upload_id, part, parts, bytes)
  values (uid, upload, restore_upload_put.part, restore_upload_put.parts, bytes)
  on conflict on constraint restore_upload_parts_pkey do update set bytes = excluded.bytes;
  -- The upload is kept from its last part on.
  update journal.restore_upload_parts s set received_at = now() where s.user_id = uid;
  return query select count(*)::integer, null::integer from journal.restore_upload_parts s where s.user_id = uid;
end;
$$;

-- The caller's upload, part by part in order, when every part has arrived and it is not stale;
-- no rows otherwise.
create function journal.restore_upload_parts(upload uuid) returns setof bytea
language sql stable security definer set search_path = '' as $$
  select s.bytes from journal.restore_upload_parts s
  where s.user_id = auth.uid() and s.upload_id = upload
    and s.received_at > now() - interval '30 minutes'
    and (select count(*) from journal.restore_upload_parts c where c.user_id = auth.uid() and c.upload_id = upload)
      = s.parts
  order by s.part;
$$;

create function journal.restore_upload_drop(upload uuid) returns void
language sql security definer set search_path = '' as $$
  delete from journal.restore_upload_parts s where s.user_id = auth.uid() and s.upload_id = upload;
$$;

revoke all on function journal.restore_upload_put(uuid, integer, integer, bytea, bigint),
  journal.restore_upload_parts(uuid), journal.restore_upload_drop(uuid) from public, anon;
grant execute on function journal.restore_upload_put(uuid, integer, integer, bytea, bigint),
  journal.restore_upload_parts(uuid), journal.restore_upload_drop(uuid) to authenticated;
