-- Changes are captured only for tables some server process listens to. Capturing every change of
-- every published table filled realtime.changes with full rows nobody would read: a bulk load of
-- 100,000 trades left 429 MB of it in a 610 MB database.
--
-- Each process keeps here the tables its channels' postgres_changes listen to, as the hub keys
-- them: '*' for every table of a schema, ('*', '*') for every table of every schema. It writes a
-- table's row before it answers the join, and renews its rows every 15 s; a row not renewed for
-- 35 s is a process that crashed (presence takes a process silent for 35 s to be gone, the same
-- figure), so the trigger ignores it and the other processes delete it.
create table if not exists realtime.listening (
  process_id text,
  schema_name text,
  table_name text,
  seen_at timestamptz not null default now(),
  primary key (process_id, schema_name, table_name)
);
revoke all on realtime.listening from public, anon, authenticated, service_role;

create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change_id bigint;
begin
  -- A few rows at most (processes times listened tables), read once per changed row.
  if not exists (
    select 1 from realtime.listening l
    where l.seen_at > now() - interval '35 seconds'
      and (
        (l.schema_name = tg_table_schema and l.table_name in (tg_table_name, '*'))
        or (l.schema_name = '*' and l.table_name = '*')
      )
  ) then
    return null;
  end if;
  insert into realtime.changes (relid, schema_name, table_name, type, record, old_record)
  values (
    tg_relid,
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end,
    case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end
  )
  returning id into change_id;
  -- Delivered at commit, in commit order, and only if the transaction commits.
  perform pg_notify(
    'edgelog_realtime_changes',
    json_build_object('id', change_id, 'schema', tg_table_schema, 'table', tg_table_name)::text
  );
  return null;
end;
$$;
revoke execute on function realtime.capture_change() from public;

-- The server deletes captured rows after five minutes; autovacuum then frees their space at once
-- rather than after a fifth of the table is dead (the default), and gives back the emptied end of
-- the file, so a burst of changes does not leave the table at its largest for good. (The embedded
-- database has no autovacuum: it accepts the settings and does nothing with them.)
alter table realtime.changes set (
  autovacuum_vacuum_scale_factor = 0,
  autovacuum_vacuum_threshold = 1000,
  vacuum_truncate = true,
  toast.autovacuum_vacuum_scale_factor = 0,
  toast.autovacuum_vacuum_threshold = 1000,
  toast.vacuum_truncate = true
);
