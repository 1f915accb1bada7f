-- Several server processes may start at once on one database and sync together: a trigger another
-- process just created (or dropped) counts as done. (CREATE TRIGGER waits for the other's table
-- lock, then finds the trigger there.)
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
    exception
      when insufficient_privilege then
        raise warning 'realtime: cannot capture changes of % (not its owner)', target;
      when duplicate_object then
        null;
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
    exception
      when insufficient_privilege then
        raise warning 'realtime: cannot stop capturing changes of % (not its owner)', target;
      when undefined_object then
        null;
    end;
  end loop;
end;
$$;
revoke execute on function realtime.sync_capture() from public;
