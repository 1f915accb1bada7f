-- Realtime change capture. A table takes part when it is in the `supabase_realtime` publication,
-- exactly as on Supabase (`alter publication supabase_realtime add table ...`), so product
-- migrations stay portable. Instead of logical replication, a row trigger copies each change into
-- realtime.changes and sends a NOTIFY carrying only the change's id: payloads stay far below
-- NOTIFY's 8000-byte limit however large the row, and every server process on the database hears
-- it and reads the row back. Old entries are pruned by the server.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create table if not exists realtime.changes (
  id bigint generated always as identity primary key,
  relid oid not null,
  schema_name text not null,
  table_name text not null,
  type text not null check (type in ('INSERT', 'UPDATE', 'DELETE')),
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);
create index if not exists changes_commit_timestamp_idx on realtime.changes (commit_timestamp);

-- Full rows of every user: only the server's own role may read them.
revoke all on realtime.changes from public, anon, authenticated, service_role;

-- Runs as its owner so a change made by any role can be recorded; it reads nothing the caller
-- passes besides the row itself.
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change_id bigint;
begin
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

-- Puts the capture trigger on every table of the publication and takes it off tables that left.
-- Called by the event trigger below (when the migration role may create one) and by the server
-- at start-up and before it subscribes anyone to a table.
create or replace function realtime.sync_capture() returns void
language plpgsql set search_path = '' as $$
declare
  target regclass;
begin
  for target in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables pt
    join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
    where pt.pubname = 'supabase_realtime'
      and pt.schemaname not in ('realtime', '_edgelog', 'pg_catalog', 'information_schema')
      and c.relkind = 'r'
      and not exists (
        select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'edgelog_realtime_capture'
      )
  loop
    begin
      execute format(
        'create trigger edgelog_realtime_capture after insert or update or delete on %s '
        'for each row execute function realtime.capture_change()',
        target
      );
    exception when insufficient_privilege then
      raise warning 'realtime: cannot capture changes of % (not its owner)', target;
    end;
  end loop;

  for target in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'edgelog_realtime_capture'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables pt
        where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname
      )
  loop
    begin
      execute format('drop trigger edgelog_realtime_capture on %s', target);
    exception when insufficient_privilege then
      raise warning 'realtime: cannot stop capturing changes of % (not its owner)', target;
    end;
  end loop;
end;
$$;
revoke execute on function realtime.sync_capture() from public;

create or replace function realtime.sync_capture_on_ddl() returns event_trigger
language plpgsql set search_path = '' as $$
begin
  perform realtime.sync_capture();
end;
$$;
revoke execute on function realtime.sync_capture_on_ddl() from public;

-- Event triggers need a superuser; without one the server's own sync covers it.
do $$
begin
  if (select rolsuper from pg_catalog.pg_roles where rolname = current_user)
     and not exists (select 1 from pg_catalog.pg_event_trigger where evtname = 'edgelog_realtime_sync_capture') then
    create event trigger edgelog_realtime_sync_capture on ddl_command_end
      when tag in ('ALTER PUBLICATION', 'CREATE PUBLICATION', 'CREATE TABLE')
      execute function realtime.sync_capture_on_ddl();
  end if;
end
$$;
