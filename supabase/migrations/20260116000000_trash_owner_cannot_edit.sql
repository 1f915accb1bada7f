-- A trash entry is what the trash functions wrote when the trader deleted something, and stays so
-- until it is restored or deleted for good. Until now the data API let its owner rewrite an entry
-- (its deleted_at, so it never expired; its stored rows, so a restore put back something other
-- than what was deleted) or insert one of their own making. The trader now only reads and deletes
-- entries; opening and filling one is done by two small functions in the `journal` schema, which
-- the data API does not expose, running as their owner and writing only the caller's own entries.
-- The rest of the trash functions still run as the caller (docs/decisions/0021-trash.md).

drop policy "trash: owner updates" on public.trash;
drop policy "trash: owner inserts" on public.trash;
revoke insert, update on public.trash from authenticated;

-- Opens an entry for the caller; its label is the item's name, or a count when several go together.
drop function journal.trash_open(text, text);
create function journal.trash_open(p_kind text, p_label text, p_root_ids uuid[] default '{}')
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  entry uuid;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to delete.' using errcode = '42501';
  end if;
  insert into public.trash (user_id, kind, label, root_ids)
  values ((select auth.uid()), p_kind, left(coalesce(nullif(btrim(p_label), ''), p_kind), 200), coalesce(p_root_ids, '{}'))
  returning id into entry;
  return entry;
end;
$$;

-- Writes what an entry holds: its rows, the links to put back, its files and their count by table.
create function journal.trash_fill(p_entry uuid, p_rows jsonb, p_relinks jsonb, p_files jsonb)
returns void
language sql security definer set search_path = '' as $$
  update public.trash e set
    rows = p_rows,
    relinks = p_relinks,
    files = p_files,
    summary = (select coalesce(jsonb_object_agg(r.key, jsonb_array_length(r.value)), '{}') from jsonb_each(p_rows) r)
  where e.id = p_entry and e.user_id = (select auth.uid());
$$;

revoke all on function journal.trash_open(text, text, uuid[]) from public, anon;
revoke all on function journal.trash_fill(uuid, jsonb, jsonb, jsonb) from public, anon;
grant execute on function journal.trash_open(text, text, uuid[]) to authenticated;
grant execute on function journal.trash_fill(uuid, jsonb, jsonb, jsonb) to authenticated;

-- As in 20260115000200_trash.sql, writing the entry through journal.trash_fill. The entry was
-- opened by the same transaction, so no one else sees it and it needs no lock.
create or replace function journal.trash_take(p_entry uuid, p_table text, p_ids uuid[]) returns int
language plpgsql security invoker set search_path = '' as $$
declare
  entry_rows jsonb;
  entry_relinks jsonb;
  entry_files jsonb;
  seen jsonb;
  queue_tables text[] := array[p_table];
  queue jsonb := jsonb_build_array(to_jsonb(coalesce(p_ids, '{}')));
  i int := 0;
  t text;
  ids uuid[];
  found_rows jsonb;
  fresh uuid[];
  fk record;
  match_sql text;
  child_ids uuid[];
  links jsonb;
  touched jsonb := '[]';
  link jsonb;
  after_row jsonb;
  key_sql text;
  taken int := 0;
begin
  if p_ids is null or cardinality(p_ids) = 0 then
    return 0;
  end if;
  select e.rows, e.relinks, e.files into entry_rows, entry_relinks, entry_files
  from public.trash e where e.id = p_entry;
  if not found then
    raise exception 'This trash entry does not exist.' using errcode = 'P0002';
  end if;
  -- Rows reached twice (a fill through its trade and its account) are taken once.
  select coalesce(jsonb_object_agg(r.key, (
    select coalesce(jsonb_object_agg(x ->> 'id', true), '{}') from jsonb_array_elements(r.value) x
  )), '{}') into seen from jsonb_each(entry_rows) r;

  while i < cardinality(queue_tables) loop
    t := queue_tables[i + 1];
    ids := array(select jsonb_array_elements_text(queue -> i)::uuid);
    i := i + 1;
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(x)), ''[]''), coalesce(array_agg(x.id), ''{}'')
       from public.%I x where x.id = any($1) and not ($2 ? x.id::text)', t)
      into found_rows, fresh using ids, coalesce(seen -> t, '{}'::jsonb);
    if cardinality(fresh) = 0 then
      continue;
    end if;
    taken := taken + cardinality(fresh);
    entry_rows := jsonb_set(entry_rows, array[t], coalesce(entry_rows -> t, '[]') || found_rows);
    seen := jsonb_set(seen, array[t], coalesce(seen -> t, '{}') || (
      select jsonb_object_agg(x::text, true) from unnest(fresh) x
    ));

    for fk in
      select cc.relname::text as child, c.confdeltype as action,
        journal.trash_columns(c.conrelid, c.conkey) as cols,
        journal.trash_columns(c.confrelid, c.confkey) as parent_cols,
        journal.trash_columns(c.conrelid, (
          select i.indkey::smallint[] from pg_catalog.pg_index i
          where i.indrelid = c.conrelid and i.indisprimary
        )) as key_cols
      from pg_catalog.pg_constraint c
      join pg_catalog.pg_class cc on cc.oid = c.conrelid
      join pg_catalog.pg_namespace n on n.oid = cc.relnamespace
      where c.contype = 'f' and n.nspname = 'public'
        and c.confrelid = format('public.%I', t)::regclass
        and c.confdeltype in ('c', 'n', 'd')
      order by cc.relname, c.conname
    loop
      match_sql := format(
        '(%s) in (select %s from public.%I p where p.id = any($1))',
        (select string_agg('c.' || quote_ident(x), ', ') from unnest(fk.cols) x),
        (select string_agg('p.' || quote_ident(x), ', ') from unnest(fk.parent_cols) x),
        t);
      if fk.action = 'c' then
        execute format('select coalesce(array_agg(c.id), ''{}'') from public.%I c where %s', fk.child, match_sql)
          into child_ids using fresh;
        if cardinality(child_ids) > 0 then
          queue_tables := queue_tables || fk.child;
          queue := queue || jsonb_build_array(to_jsonb(child_ids));
        end if;
      else
        -- The whole row before: after the delete, what differs is what the delete did to it.
        execute format(
          'select coalesce(jsonb_agg(jsonb_build_object(''table'', %L, ''key'', %s, ''before'', to_jsonb(c))), ''[]'')
           from public.%I c where %s',
          fk.child, journal.trash_object_sql(fk.key_cols), fk.child, match_sql)
          into links using fresh;
        touched := touched || links;
      end if;
    end loop;

    -- Stored files stay in storage until the entry is purged.
    if t = 'trade_attachments' then
      entry_files := entry_files || (
        select coalesce(jsonb_agg(jsonb_build_object('bucket', 'trade-attachments', 'name', r ->> 'object_path')), '[]')
        from jsonb_array_elements(found_rows) r
      );
    elsif t = 'drawboards' then
      entry_files := entry_files || (
        select coalesce(jsonb_agg(jsonb_build_object(
          'bucket', 'drawboard-files', 'prefix', (r ->> 'user_id') || '/' || (r ->> 'id') || '/'
        )), '[]')
        from jsonb_array_elements(found_rows) r
      );
    end if;
  end loop;

  execute format('delete from public.%I where id = any($1)', p_table) using p_ids;

  -- A set-null link clears more than the link when a trigger follows it (a trade losing its
  -- playbook forgets the rules it followed): every column the delete changed is remembered.
  for link in select * from jsonb_array_elements(touched) loop
    select string_agg(format('x.%1$I = r.%1$I', k), ' and ') into key_sql from jsonb_object_keys(link -> 'key') k;
    execute format(
      'select to_jsonb(x) from public.%1$I x, jsonb_populate_record(null::public.%1$I, $1) r where %2$s',
      link ->> 'table', key_sql) into after_row using link -> 'key';
    -- Gone with the rest of the entry: it comes back whole.
    continue when after_row is null;
    select jsonb_build_object(
      'table', link ->> 'table',
      'key', link -> 'key',
      'set', coalesce(jsonb_object_agg(k, link -> 'before' -> k), '{}'),
      'was', coalesce(jsonb_object_agg(k, after_row -> k), '{}'))
    into link
    from jsonb_object_keys(link -> 'before') k
    where k <> 'updated_at' and (link -> 'before' -> k) is distinct from (after_row -> k);
    if link -> 'set' <> '{}'::jsonb then
      entry_relinks := entry_relinks || jsonb_build_array(link);
    end if;
  end loop;

  perform journal.trash_fill(p_entry, entry_rows, entry_relinks, entry_files);
  return taken;
end;
$$;

-- As in 20260115000200_trash.sql, with the deleted ids given to journal.trash_open.
create or replace function public.trash_delete(p_kind text, p_ids uuid[]) returns uuid
language plpgsql security invoker set search_path = '' as $$
declare
  root text;
  entry uuid;
  label text;
begin
  root := case p_kind
    when 'trade' then 'trades' when 'account' then 'accounts' when 'strategy' then 'strategies'
    when 'drawboard' then 'drawboards' when 'goal' then 'goals' when 'transaction' then 'account_transactions'
  end;
  if root is null then
    raise exception 'This kind of item cannot be moved to the trash.' using errcode = '22023';
  end if;
  if p_ids is null or cardinality(p_ids) = 0 then
    raise exception 'Choose what to delete.' using errcode = '22023';
  end if;
  if cardinality(p_ids) > 10000 then
    raise exception 'Delete at most 10,000 items at a time.' using errcode = '22023';
  end if;
  perform public.trash_purge_expired(now());
  label := journal.trash_label(p_kind, p_ids);
  entry := journal.trash_open(p_kind, label, p_ids);
  if journal.trash_take(entry, root, p_ids) = 0 then
    raise exception 'This item no longer exists.' using errcode = 'P0002';
  end if;
  return entry;
end;
$$;

-- As in 20260115000200_trash.sql, taking the entry out first: a failed restore rolls back with
-- everything else and the entry stays; a second restore of the same entry waits, then finds it gone.
create or replace function public.trash_restore(p_id uuid) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  e public.trash;
  remaining text[];
  ready text[];
  t text;
  cols text;
  link jsonb;
  set_sql text;
  key_sql text;
  was_sql text;
begin
  delete from public.trash x where x.id = p_id returning * into e;
  if not found then
    raise exception 'This item is no longer in the trash.' using errcode = 'P0002';
  end if;
  remaining := array(select jsonb_object_keys(e.rows));
  while cardinality(remaining) > 0 loop
    -- Tables none of whose parents are still waiting (a self-reference does not count).
    ready := array(
      select r from unnest(remaining) r
      where not exists (
        select 1 from pg_catalog.pg_constraint c
        join pg_catalog.pg_class p on p.oid = c.confrelid
        join pg_catalog.pg_namespace n on n.oid = p.relnamespace
        where c.contype = 'f' and c.conrelid = format('public.%I', r)::regclass
          and n.nspname = 'public' and p.relname::text <> r and p.relname::text = any(remaining)
      )
      order by r
    );
    if cardinality(ready) = 0 then
      raise exception 'This entry cannot be restored: its tables depend on each other.' using errcode = '55000';
    end if;
    foreach t in array ready loop
      select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into cols
      from pg_catalog.pg_attribute a
      where a.attrelid = format('public.%I', t)::regclass and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
        and (e.rows -> t -> 0) ? a.attname
        and not (t = 'accounts' and a.attname in ('balance', 'transactions_total', 'realized_pnl'));
      begin
        execute format(
          'insert into public.%1$I (%2$s) overriding system value select %2$s from jsonb_populate_recordset(null::public.%1$I, $1)',
          t, cols) using e.rows -> t;
      exception when unique_violation then
        raise exception 'Something with the same name or id exists again. Rename or delete it, then restore.'
          using errcode = '23505';
      when foreign_key_violation then
        raise exception 'Something this item belonged to has been deleted for good, so it cannot be restored.'
          using errcode = '23503';
      end;
    end loop;
    remaining := array(select r from unnest(remaining) r where not r = any(ready));
  end loop;

  for link in select * from jsonb_array_elements(e.relinks) loop
    t := link ->> 'table';
    select string_agg(format('%1$I = r.%1$I', k), ', '), string_agg(format('x.%1$I is not distinct from w.%1$I', k), ' and ')
    into set_sql, was_sql from jsonb_object_keys(link -> 'set') k;
    select string_agg(format('x.%1$I = r.%1$I', k), ' and ') into key_sql from jsonb_object_keys(link -> 'key') k;
    -- A row the trader changed again since, or whose target is gone for good, stays as it is now.
    begin
      execute format(
        'update public.%1$I x set %2$s
         from jsonb_populate_record(null::public.%1$I, $1) r, jsonb_populate_record(null::public.%1$I, $2) w
         where %3$s and %4$s',
        t, set_sql, key_sql, was_sql) using (link -> 'key') || (link -> 'set'), link -> 'was';
    exception when foreign_key_violation then
      null;
    end;
  end loop;

  return jsonb_build_object('kind', e.kind, 'ids', to_jsonb(e.root_ids), 'label', e.label);
end;
$$;
