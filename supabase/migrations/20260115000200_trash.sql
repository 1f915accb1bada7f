-- The trash (docs/decisions/0021-trash.md): deleting a trade, an account, a playbook, a draw board,
-- a goal, a transaction or the sample journal moves the rows — with everything their deletion
-- would cascade to — into one owner-only entry, and a restore puts them back with their ids. Every
-- other query stays as it is: trashed rows are simply not in their tables. What goes with a row is
-- read from the foreign keys themselves (cascades are taken along, set-null links are remembered),
-- so a table added later is carried without touching these functions.

create table public.trash (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- Every entry is written with its kind; the default only serves writers that know nothing of
  -- kinds (the generic row seeder of the isolation tests).
  kind text not null default 'trade',
  label text not null,
  -- The ids the trader deleted (the rest of `rows` went with them).
  root_ids uuid[] not null default '{}',
  -- Table name -> its rows as to_jsonb gave them.
  rows jsonb not null default '{}',
  -- Rows elsewhere the deletion changed (a link set to null, and what triggers did with it):
  -- [{table, key: {pk columns}, set: {columns as they were}, was: {the same columns after}}].
  relinks jsonb not null default '[]',
  -- Stored files kept until the entry is purged: [{bucket, name}] or [{bucket, prefix}].
  files jsonb not null default '[]',
  -- Table name -> how many of its rows the entry holds.
  summary jsonb not null default '{}',
  deleted_at timestamptz not null default now(),

  constraint trash_kind check (
    kind in ('trade', 'account', 'strategy', 'drawboard', 'goal', 'transaction', 'sample')
  ),
  constraint trash_label_length check (char_length(label) between 1 and 200)
);

create index trash_user_deleted_idx on public.trash (user_id, deleted_at desc);

alter table public.trash enable row level security;

create policy "trash: owner reads" on public.trash
  for select to authenticated using (user_id = (select auth.uid()));
create policy "trash: owner inserts" on public.trash
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "trash: owner updates" on public.trash
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "trash: owner deletes" on public.trash
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.trash from anon;
grant select, insert, update, delete on public.trash to authenticated;
grant all on public.trash to service_role;

-- How long an entry stays restorable.
create or replace function journal.trash_days() returns int
language sql immutable set search_path = '' as $$ select 30 $$;

-- The column names of a constraint's keys, in key order.
create or replace function journal.trash_columns(p_table oid, p_attnums smallint[]) returns text[]
language sql stable set search_path = '' as $$
  select coalesce(array_agg(a.attname::text order by k.o), '{}')
  from unnest(p_attnums) with ordinality k(n, o)
  join pg_catalog.pg_attribute a on a.attrelid = p_table and a.attnum = k.n;
$$;

-- A jsonb_build_object(...) expression over alias `c` for the given columns.
create or replace function journal.trash_object_sql(p_columns text[]) returns text
language sql immutable set search_path = '' as $$
  select 'jsonb_build_object(' || string_agg(quote_literal(c) || ', c.' || quote_ident(c), ', ') || ')'
  from unnest(p_columns) c;
$$;

-- Moves the caller's rows `p_ids` of `p_table`, and every row their deletion cascades to, into
-- trash entry `p_entry`, remembers the links a deletion would set to null, then deletes the rows.
-- Security invoker: row-level security limits every read and delete to the caller's own rows.
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
  from public.trash e where e.id = p_entry for update;
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

  update public.trash e set
    rows = entry_rows,
    relinks = entry_relinks,
    files = entry_files,
    summary = (select coalesce(jsonb_object_agg(r.key, jsonb_array_length(r.value)), '{}') from jsonb_each(entry_rows) r)
  where e.id = p_entry;
  return taken;
end;
$$;

-- Deletes the caller's trash entries `p_ids` for good, with their stored files. The files' rows
-- go here; the storage service, told on storage_files_removed at commit, deletes the bytes (its
-- start-up sweep catches any a stopped server missed). A file a live row names again is kept.
create or replace function journal.trash_drop(p_ids uuid[]) returns int
language plpgsql security invoker set search_path = '' as $$
declare
  files jsonb;
  dropped int;
  versions text[];
  chunk int := 100;
begin
  with gone as (
    delete from public.trash e where e.id = any(p_ids) and e.user_id = (select auth.uid())
    returning e.files
  )
  select coalesce(jsonb_agg(f), '[]'), (select count(*) from gone)
  into files, dropped
  from gone, jsonb_array_elements(gone.files) f;
  if dropped = 0 then
    return 0;
  end if;

  with doomed as (
    select f ->> 'bucket' as bucket, f ->> 'name' as name, f ->> 'prefix' as prefix
    from jsonb_array_elements(files) f
  ), removed as (
    delete from storage.objects o
    using doomed d
    where o.bucket_id = d.bucket
      and (o.name = d.name or (d.prefix is not null and starts_with(o.name, d.prefix)))
      and not exists (select 1 from public.trade_attachments a where a.object_path = o.name)
      and not exists (
        select 1 from public.drawboards b
        where d.prefix is not null and d.prefix = b.user_id::text || '/' || b.id::text || '/'
      )
    returning o.version
  )
  select array_agg(version) into versions from removed where version is not null;
  if versions is not null then
    for i in 1 .. cardinality(versions) by chunk loop
      perform pg_notify('storage_files_removed', array_to_string(versions[i : i + chunk - 1], ','));
    end loop;
  end if;
  return dropped;
end;
$$;

-- Purges the caller's entries deleted more than 30 days before `p_now`. The trash's own reads
-- call it with now(); a caller passing a later time only empties their own trash sooner.
create or replace function public.trash_purge_expired(p_now timestamptz default now()) returns int
language sql security invoker set search_path = '' as $$
  select journal.trash_drop(array(
    select e.id from public.trash e
    where e.user_id = (select auth.uid())
      and e.deleted_at < coalesce(p_now, now()) - make_interval(days => journal.trash_days())
  ));
$$;

-- Opens an entry; its label is the item's name, or a count when several go together.
create or replace function journal.trash_open(p_kind text, p_label text) returns uuid
language plpgsql security invoker set search_path = '' as $$
declare
  entry uuid;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to delete.' using errcode = '42501';
  end if;
  insert into public.trash (kind, label) values (p_kind, left(coalesce(nullif(btrim(p_label), ''), p_kind), 200))
  returning id into entry;
  return entry;
end;
$$;

create or replace function journal.trash_label(p_kind text, p_ids uuid[]) returns text
language plpgsql stable security invoker set search_path = '' as $$
declare
  noun text;
  label text;
begin
  if cardinality(p_ids) > 1 then
    noun := case p_kind
      when 'trade' then 'trades' when 'account' then 'accounts' when 'strategy' then 'playbooks'
      when 'drawboard' then 'draw boards' when 'goal' then 'goals' else 'transactions' end;
    return cardinality(p_ids) || ' ' || noun;
  end if;
  label := case p_kind
    when 'trade' then (
      select t.symbol || ' ' || t.side || coalesce(' · ' || to_char(coalesce(t.opened_at, t.created_at), 'YYYY-MM-DD'), '')
      from public.trades t where t.id = p_ids[1])
    when 'account' then (select a.name from public.accounts a where a.id = p_ids[1])
    when 'strategy' then (select s.name from public.strategies s where s.id = p_ids[1])
    when 'drawboard' then (select b.name from public.drawboards b where b.id = p_ids[1])
    when 'goal' then (select g.name from public.goals g where g.id = p_ids[1])
    when 'transaction' then (
      -- No amount: labels are shown as they are, and privacy mode masks money on screen.
      select initcap(x.kind) || ' · ' || a.name
      from public.account_transactions x join public.accounts a on a.id = x.account_id
      where x.id = p_ids[1])
  end;
  return label;
end;
$$;

-- Moves the caller's items of one kind into one trash entry and returns the entry's id.
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
  entry := journal.trash_open(p_kind, label);
  update public.trash e set root_ids = p_ids where e.id = entry;
  if journal.trash_take(entry, root, p_ids) = 0 then
    raise exception 'This item no longer exists.' using errcode = 'P0002';
  end if;
  return entry;
end;
$$;

-- Puts an entry's rows back with their ids, parents before children, then its set-null links.
-- The tables' triggers re-derive what they always derive (a trade's figures from its fills, an
-- account's balance from its ledger), so those columns are left to them.
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
  select * into e from public.trash x where x.id = p_id for update;
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

  delete from public.trash x where x.id = p_id;
  return jsonb_build_object('kind', e.kind, 'ids', to_jsonb(e.root_ids), 'label', e.label);
end;
$$;

-- The caller's trash, newest first, without the rows themselves; expired entries are purged first.
create or replace function public.trash_list() returns jsonb
language plpgsql security invoker set search_path = '' as $$
begin
  perform public.trash_purge_expired(now());
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', e.id,
      'kind', e.kind,
      'label', e.label,
      'deleted_at', e.deleted_at,
      'expires_at', e.deleted_at + make_interval(days => journal.trash_days()),
      'summary', e.summary,
      'file_count', jsonb_array_length(e.files)
    ) order by e.deleted_at desc, e.id)
    from public.trash e where e.user_id = (select auth.uid())
  ), '[]'::jsonb);
end;
$$;

create or replace function public.trash_purge(p_ids uuid[]) returns int
language sql security invoker set search_path = '' as $$
  select journal.trash_drop(coalesce(p_ids, '{}'));
$$;

create or replace function public.trash_empty() returns int
language sql security invoker set search_path = '' as $$
  select journal.trash_drop(array(select e.id from public.trash e where e.user_id = (select auth.uid())));
$$;

-- Removing the sample journal into the trash: what remove_sample_data (20260115000000) removes goes
-- into one entry, so the toast's Undo (or the trash) puts it back. What the trader's own rows use
-- stays, unmarked, as before; the answer is remove_sample_data's and the entry's id (null when
-- there was nothing to remove).
create or replace function public.trash_sample_data() returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  uid uuid := auth.uid();
  entry uuid;
  taken int := 0;
  kept_accounts jsonb;
  kept_strategies jsonb;
  kept_tags jsonb;
begin
  entry := journal.trash_open('sample', 'Sample data');
  taken := taken + journal.trash_take(entry, 'trades',
    array(select t.id from public.trades t where t.user_id = uid and t.is_sample));
  taken := taken + journal.trash_take(entry, 'account_transactions',
    array(select x.id from public.account_transactions x where x.user_id = uid and x.is_sample));

  with kept as (
    update public.accounts a set is_sample = false
    where a.user_id = uid and a.is_sample and (
      exists (select 1 from public.trades t where t.user_id = uid and t.account_id = a.id)
      or exists (select 1 from public.account_transactions x where x.user_id = uid and x.account_id = a.id)
      or exists (select 1 from public.import_batches b where b.user_id = uid and b.account_id = a.id)
      or exists (select 1 from public.goals g where g.user_id = uid and g.account_id = a.id)
      or exists (select 1 from public.backtest_sessions s where s.user_id = uid and s.account_id = a.id)
      or exists (select 1 from public.commission_defaults c where c.user_id = uid and c.account_id = a.id)
    )
    returning a.name
  )
  select coalesce(jsonb_agg(name order by name), '[]'::jsonb) into kept_accounts from kept;

  with kept as (
    update public.strategies s set is_sample = false
    where s.user_id = uid and s.is_sample
      and exists (select 1 from public.trades t where t.user_id = uid and t.strategy_id = s.id)
    returning s.name
  )
  select coalesce(jsonb_agg(name order by name), '[]'::jsonb) into kept_strategies from kept;

  with kept as (
    update public.tags g set is_sample = false
    where g.user_id = uid and g.is_sample
      and exists (select 1 from public.trade_tags tt where tt.user_id = uid and tt.tag_id = g.id)
    returning g.name
  )
  select coalesce(jsonb_agg(name order by name), '[]'::jsonb) into kept_tags from kept;

  taken := taken + journal.trash_take(entry, 'accounts',
    array(select a.id from public.accounts a where a.user_id = uid and a.is_sample));
  taken := taken + journal.trash_take(entry, 'strategies',
    array(select s.id from public.strategies s where s.user_id = uid and s.is_sample));
  taken := taken + journal.trash_take(entry, 'tags',
    array(select g.id from public.tags g where g.user_id = uid and g.is_sample));
  taken := taken + journal.trash_take(entry, 'journal_days',
    array(select d.id from public.journal_days d where d.user_id = uid and d.is_sample));

  if taken = 0 then
    delete from public.trash e where e.id = entry;
    entry := null;
  end if;

  return jsonb_build_object(
    'kept_accounts', kept_accounts, 'kept_strategies', kept_strategies, 'kept_tags', kept_tags,
    'trash_id', entry
  );
end;
$$;

-- The sample removed for good (the web's clean-up after a sample that failed half-way): the same
-- removal, its entry dropped at once, and the answer it always gave.
create or replace function public.remove_sample_data() returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  answer jsonb := public.trash_sample_data();
begin
  if answer ->> 'trash_id' is not null then
    perform journal.trash_drop(array[(answer ->> 'trash_id')::uuid]);
  end if;
  return answer - 'trash_id';
end;
$$;

revoke all on function journal.trash_take(uuid, text, uuid[]) from public;
revoke all on function journal.trash_drop(uuid[]) from public;
revoke all on function journal.trash_open(text, text) from public;
revoke all on function journal.trash_label(text, uuid[]) from public;
grant execute on function journal.trash_take(uuid, text, uuid[]) to authenticated;
grant execute on function journal.trash_drop(uuid[]) to authenticated;
grant execute on function journal.trash_open(text, text) to authenticated;
grant execute on function journal.trash_label(text, uuid[]) to authenticated;

revoke all on function public.trash_delete(text, uuid[]) from public, anon;
revoke all on function public.trash_restore(uuid) from public, anon;
revoke all on function public.trash_list() from public, anon;
revoke all on function public.trash_purge(uuid[]) from public, anon;
revoke all on function public.trash_empty() from public, anon;
revoke all on function public.trash_purge_expired(timestamptz) from public, anon;
revoke all on function public.remove_sample_data() from public, anon;
revoke all on function public.trash_sample_data() from public, anon;
grant execute on function public.trash_delete(text, uuid[]) to authenticated;
grant execute on function public.trash_restore(uuid) to authenticated;
grant execute on function public.trash_list() to authenticated;
grant execute on function public.trash_purge(uuid[]) to authenticated;
grant execute on function public.trash_empty() to authenticated;
grant execute on function public.trash_purge_expired(timestamptz) to authenticated;
grant execute on function public.remove_sample_data() to authenticated;
grant execute on function public.trash_sample_data() to authenticated;
