-- Broker imports: every import is a batch the trader can list and undo as a whole. A fill keeps
-- the key that recognises it when a file comes again (core's fingerprintExecutions), and the batch
-- that wrote it; a trade keeps the batch that created it. Writing a batch and undoing it are each one
-- transaction, so nothing half-imported is ever visible. See docs/importing.md.

create table public.import_batches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  account_id uuid not null,
  file_names text[] not null,
  -- The detected format's id, or "generic" for a mapped file.
  format text,
  -- fills, duplicates, tradesCreated, tradesExtended, and what else the wizard counted.
  counts jsonb not null default '{}'::jsonb,
  row_errors integer not null default 0,
  created_at timestamptz not null default now(),
  undone_at timestamptz,

  constraint import_batches_id_user_key unique (id, user_id),
  constraint import_batches_account_fk foreign key (account_id, user_id)
    references public.accounts (id, user_id) on delete cascade,
  constraint import_batches_file_names check (
    cardinality(file_names) <= 100 and octet_length(array_to_string(file_names, '')) <= 25600
  ),
  constraint import_batches_format_length check (format is null or char_length(format) between 1 and 60),
  constraint import_batches_counts_shape check (
    jsonb_typeof(counts) = 'object' and octet_length(counts::text) <= 4096
  ),
  constraint import_batches_row_errors check (row_errors >= 0)
);

create index import_batches_user_created_idx on public.import_batches (user_id, created_at desc);
create index import_batches_account_idx on public.import_batches (account_id);

alter table public.import_batches enable row level security;

create policy "import_batches: owner reads" on public.import_batches
  for select to authenticated using (user_id = (select auth.uid()));
create policy "import_batches: owner inserts" on public.import_batches
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "import_batches: owner updates" on public.import_batches
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "import_batches: owner deletes" on public.import_batches
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.import_batches from anon;
grant select, insert, update, delete on public.import_batches to authenticated;
grant all on public.import_batches to service_role;

-- The import history follows other tabs and devices like the journal (decision 0004).
alter table public.import_batches replica identity full;
alter publication supabase_realtime add table public.import_batches;

alter table public.trade_executions
  add column import_key text,
  add column import_batch_id uuid,
  add constraint trade_executions_import_key_length check (
    import_key is null or char_length(import_key) between 1 and 128
  ),
  add constraint trade_executions_import_batch_fk foreign key (import_batch_id, user_id)
    references public.import_batches (id, user_id) on delete set null (import_batch_id);

-- A key seen twice in one account is the same fill imported twice, like a broker's execution id.
create unique index trade_executions_import_key_key
  on public.trade_executions (user_id, account_id, import_key) where import_key is not null;
create index trade_executions_import_batch_idx on public.trade_executions (import_batch_id)
  where import_batch_id is not null;
-- The preview reads the keys of the file's time range.
create index trade_executions_account_time_idx on public.trade_executions (account_id, executed_at);

alter table public.trades
  add column import_batch_id uuid,
  add constraint trades_import_batch_fk foreign key (import_batch_id, user_id)
    references public.import_batches (id, user_id) on delete set null (import_batch_id);

create index trades_import_batch_idx on public.trades (import_batch_id) where import_batch_id is not null;

-- The generic importer's column mappings, saved by name. Capped: a template is a few hundred bytes.
alter table public.user_settings
  add column import_templates jsonb not null default '[]'::jsonb,
  add constraint user_settings_import_templates_shape check (
    jsonb_typeof(import_templates) = 'array'
    and jsonb_array_length(import_templates) <= 50
    and octet_length(import_templates::text) <= 65536
  );

-- A plan too large for one request (the API takes bodies up to 10 MiB) is sent in parts: each part
-- waits here, out of the journal, until the last call of the batch writes them all in one
-- transaction. Parts left by a closed tab are cleared a day later.
create table public.import_stages (
  id uuid not null default gen_random_uuid(),
  part integer not null default 0,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  trades jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),

  primary key (id, part),
  constraint import_stages_part check (part >= 0),
  constraint import_stages_trades_shape check (jsonb_typeof(trades) = 'array')
);

create index import_stages_user_created_idx on public.import_stages (user_id, created_at);

alter table public.import_stages enable row level security;

create policy "import_stages: owner reads" on public.import_stages
  for select to authenticated using (user_id = (select auth.uid()));
create policy "import_stages: owner inserts" on public.import_stages
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "import_stages: owner updates" on public.import_stages
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "import_stages: owner deletes" on public.import_stages
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.import_stages from anon;
grant select, insert, update, delete on public.import_stages to authenticated;
grant all on public.import_stages to service_role;

-- One import into an account at a time: a second tab importing the same file waits, then finds
-- every fill already there and counts it as a duplicate instead of failing on the unique keys.
create or replace function journal.lock_account_imports(account uuid) returns void
language sql set search_path = '' as $$
  select pg_advisory_xact_lock(hashtextextended('import:' || account::text, 0));
$$;

-- What the preview needs to drop what is already stored: the account's broker ids and import keys
-- of fills between `from` and `to`, and its open trades with their fills (a file may continue one).
-- Runs as the caller: another trader's account reads as empty.
create or replace function public.import_keys(account_id uuid, "from" timestamptz, "to" timestamptz)
returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'brokerExecutionIds', coalesce((
      select jsonb_agg(e.broker_execution_id)
      from public.trade_executions e
      where e.account_id = import_keys.account_id and e.user_id = (select auth.uid())
        and e.executed_at between import_keys."from" and import_keys."to"
        and e.broker_execution_id is not null
    ), '[]'::jsonb),
    'importKeys', coalesce((
      select jsonb_agg(e.import_key)
      from public.trade_executions e
      where e.account_id = import_keys.account_id and e.user_id = (select auth.uid())
        and e.executed_at between import_keys."from" and import_keys."to"
        and e.import_key is not null
    ), '[]'::jsonb),
    'openTrades', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', t.id, 'symbol', t.symbol, 'asset_class', t.asset_class,
        'multiplier', t.multiplier::text, 'currency', t.currency,
        'executions', (
          -- Numbers as text: no digit passes through a double.
          select coalesce(jsonb_agg(jsonb_build_object(
            'id', e.id, 'executed_at', e.executed_at, 'side', e.side, 'quantity', e.quantity::text,
            'price', e.price::text, 'commission', e.commission::text, 'fees', e.fees::text,
            'currency', e.currency, 'broker_execution_id', e.broker_execution_id,
            'order_id', e.order_id, 'import_key', e.import_key
          ) order by e.executed_at, e.seq), '[]'::jsonb)
          from public.trade_executions e where e.trade_id = t.id
        )
      ) order by t.opened_at)
      from public.trades t
      where t.account_id = import_keys.account_id and t.user_id = (select auth.uid())
        and t.status = 'open'
    ), '[]'::jsonb)
  );
$$;

-- Writes one import: the batch, its new trades and the fills it adds to open trades, in one
-- transaction. `batch`: { account_id, file_names, format, row_errors, counts }. `trades`: the
-- plan's trades as rpc/save_trades takes them (core's planImport): a new trade without `id` (or with
-- an id not yet stored), an extended one with its stored id, whose fills with an `id` are already
-- stored and are left as they are. A fill whose broker id or import key the account already holds
-- is skipped and counted as a duplicate, never an error, so two tabs importing one file are safe; a
-- new trade left with no fill is not written. Set-based: one insert per table whatever the size, so
-- the statement-level triggers run once. Returns { batchId, tradeIds (in order; null for a trade
-- not written), counts }. Runs as the caller.
--
-- In parts: a call with `batch.stage = true` keeps its trades aside and returns { stageId }; every
-- later part passes that id as `batch.stage_id` (with `stage = true` again), and the last call
-- passes it without `stage`: the staged trades, in the order sent, then its own, are written as one
-- batch as above, and the parts are removed.
create or replace function public.import_batch(batch jsonb, trades jsonb) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  acct uuid;
  bid uuid;
  items jsonb;
  fills jsonb;
  incoming integer;
  kept integer;
  created integer;
  extended integer;
  counts jsonb;
  ids jsonb;
  stage uuid;
  all_trades jsonb := import_batch.trades;
begin
  if uid is null then
    raise insufficient_privilege using message = 'DB-008: sign in to import';
  end if;
  if jsonb_typeof(import_batch.batch) is distinct from 'object' then
    raise invalid_parameter_value using message = 'VALIDATION-001: the batch must be an object';
  end if;
  if jsonb_typeof(import_batch.trades) is distinct from 'array' or exists (
    select 1 from jsonb_array_elements(import_batch.trades) as e (t)
    where jsonb_typeof(e.t) <> 'object' or jsonb_typeof(e.t -> 'executions') is distinct from 'array'
  ) then
    raise invalid_parameter_value using message = 'VALIDATION-001: trades must be an array of trades, each with its executions';
  end if;

  select a.id into acct from public.accounts a
  where a.id = (import_batch.batch ->> 'account_id')::uuid and a.user_id = uid;
  if acct is null then
    raise no_data_found using message = 'DB-004: the account to import into was not found';
  end if;
  if exists (
    select 1 from jsonb_array_elements(import_batch.trades) as e (t)
    where e.t ? 'account_id' and (e.t ->> 'account_id') is distinct from acct::text
  ) then
    raise check_violation using message = 'VALIDATION-009: every trade of an import is in the account imported into';
  end if;

  stage := (import_batch.batch ->> 'stage_id')::uuid;
  if coalesce((import_batch.batch ->> 'stage')::boolean, false) then
    delete from public.import_stages x where x.user_id = uid and x.created_at < now() - interval '1 day';
    stage := coalesce(stage, gen_random_uuid());
    insert into public.import_stages (id, part, trades)
    select stage, coalesce(max(x.part) + 1, 0), import_batch.trades
    from public.import_stages x where x.id = stage and x.user_id = uid;
    return jsonb_build_object('stageId', stage);
  end if;

  if jsonb_typeof(import_batch.batch -> 'file_names') is distinct from 'array'
    or (import_batch.batch ? 'counts' and jsonb_typeof(import_batch.batch -> 'counts') <> 'object')
  then
    raise invalid_parameter_value using message = 'VALIDATION-001: the batch must name its files, and its counts must be an object';
  end if;

  if stage is not null then
    select coalesce(jsonb_agg(e.t order by x.part, e.n), '[]'::jsonb) || import_batch.trades into all_trades
    from public.import_stages x
    cross join lateral jsonb_array_elements(x.trades) with ordinality as e (t, n)
    where x.id = stage and x.user_id = uid;
    delete from public.import_stages x where x.id = stage and x.user_id = uid;
    if not found then
      raise no_data_found using message = 'DB-004: the parts of this import were not found';
    end if;
    -- Parts were checked against the account they were sent for; the batch is written to this one.
    if exists (
      select 1 from jsonb_array_elements(all_trades) as e (t)
      where e.t ? 'account_id' and (e.t ->> 'account_id') is distinct from acct::text
    ) then
      raise check_violation using message = 'VALIDATION-009: every trade of an import is in the account imported into';
    end if;
  end if;

  perform journal.lock_account_imports(acct);

  -- Each trade with its id, its place, and whether it is a stored trade the import extends.
  select coalesce(jsonb_agg(
    e.t || jsonb_build_object('id', coalesce(s.id, g.id), 'k', e.n, 'stored', s.id is not null) order by e.n
  ), '[]'::jsonb)
  into items
  from jsonb_array_elements(all_trades) with ordinality as e (t, n)
  cross join lateral (select coalesce((e.t ->> 'id')::uuid, gen_random_uuid()) as id) as g
  left join public.trades s on s.id = g.id and s.user_id = uid;

  if exists (
    select 1 from jsonb_array_elements(items) as i (t)
    join public.trades s on s.id = (i.t ->> 'id')::uuid
    where (i.t ->> 'stored')::boolean and s.account_id <> acct
  ) then
    raise check_violation using message = 'VALIDATION-009: an import extends only trades of the account imported into';
  end if;
  -- Taken before the new fills are written, so a save of one of these trades in another tab waits.
  perform 1 from public.trades s
  where s.id in (
    select (i.t ->> 'id')::uuid from jsonb_array_elements(items) as i (t) where (i.t ->> 'stored')::boolean
  )
  for update;

  -- The fills to write (those without an id), each with its trade, minus what the account holds.
  -- The opening part of a fill that reversed a position is the same file row as its closing part:
  -- rows are counted once.
  select count(*) filter (where not c.part), count(*) filter (where not c.part and not c.held),
    coalesce(jsonb_agg(c.f order by c.k, c.j) filter (where not c.held), '[]'::jsonb)
  into incoming, kept, fills
  from (
    select x.f || jsonb_build_object('trade_id', i.t -> 'id') as f, (i.t ->> 'k')::bigint as k, x.j,
      exists (
        select 1 from public.trade_executions s
        where s.user_id = uid and s.account_id = acct and s.import_key = x.f ->> 'import_key'
      ) or exists (
        select 1 from public.trade_executions s
        where s.user_id = uid and s.account_id = acct and s.broker_execution_id = x.f ->> 'broker_execution_id'
      ) as held,
      coalesce(x.f ->> 'import_key' like '%:open', false) as part
    from jsonb_array_elements(items) as i (t)
    cross join lateral jsonb_array_elements(i.t -> 'executions') with ordinality as x (f, j)
    where x.f ->> 'id' is null
  ) as c;

  -- Which trades get at least one fill: written (new) or extended (stored).
  with written as (
    select distinct (f.v ->> 'trade_id')::uuid as id from jsonb_array_elements(fills) as f (v)
  ), marked as (
    select (i.t ->> 'k')::bigint as k, (i.t ->> 'stored')::boolean as stored, (i.t ->> 'id')::uuid as id,
      w.id is not null as written
    from jsonb_array_elements(items) as i (t) left join written w on w.id = (i.t ->> 'id')::uuid
  )
  select count(*) filter (where m.written and not m.stored), count(*) filter (where m.written and m.stored),
    coalesce(jsonb_agg(case when m.written or m.stored then to_jsonb(m.id) else 'null'::jsonb end order by m.k), '[]'::jsonb)
  into created, extended, ids
  from marked m;

  counts := coalesce(import_batch.batch -> 'counts', '{}'::jsonb) || jsonb_build_object(
    'fills', kept,
    'duplicates', coalesce((import_batch.batch -> 'counts' ->> 'duplicates')::integer, 0) + incoming - kept,
    'tradesCreated', created,
    'tradesExtended', extended
  );

  insert into public.import_batches (account_id, file_names, format, row_errors, counts)
  values (
    acct,
    array(select jsonb_array_elements_text(import_batch.batch -> 'file_names')),
    import_batch.batch ->> 'format',
    coalesce((import_batch.batch ->> 'row_errors')::integer, 0),
    counts
  )
  returning id into bid;

  -- New trades start as a plan of their first fill, as rpc/save_trades writes them; the fills
  -- written next replace every figure.
  with f as (
    select (x.v ->> 'trade_id')::uuid as tid, x.v ->> 'side' as side, (x.v ->> 'price')::numeric as price,
      (x.v ->> 'executed_at')::timestamptz as at, x.n
    from jsonb_array_elements(fills) with ordinality as x (v, n)
  ), first as (
    select distinct on (f.tid) f.tid, f.side, f.price from f order by f.tid, f.at, f.n
  )
  insert into public.trades (
    id, account_id, symbol, asset_class, multiplier, currency, side, entry_price, stop_price,
    target_price, strategy_id, followed_rule_ids, notes, is_sample, import_batch_id
  )
  select nt.id, acct, nt.symbol, coalesce(nt.asset_class, 'stock'), coalesce(nt.multiplier, 1), nt.currency,
    case when first.side = 'sell' then 'short' else 'long' end,
    case when first.price > 0 then first.price else 1 end,
    nt.stop_price, nt.target_price, nt.strategy_id, coalesce(nt.followed_rule_ids, '{}'), nt.notes,
    coalesce(nt.is_sample, false), bid
  from jsonb_array_elements(items) with ordinality as i (t, k)
  cross join lateral jsonb_populate_record(null::public.trades, i.t) as nt
  join first on first.tid = nt.id
  where not (i.t ->> 'stored')::boolean
  order by i.k;

  insert into public.trade_executions (
    trade_id, executed_at, side, quantity, price, commission, fees, currency,
    broker_execution_id, order_id, note, import_key, import_batch_id
  )
  select x.trade_id, x.executed_at, x.side, x.quantity, x.price, coalesce(x.commission, 0),
    coalesce(x.fees, 0), x.currency, x.broker_execution_id, x.order_id, x.note, x.import_key, bid
  from jsonb_populate_recordset(null::public.trade_executions, fills) with ordinality as x
  order by x.ordinality;

  return jsonb_build_object('batchId', bid, 'tradeIds', ids, 'counts', counts);
end;
$$;

-- Undoes one import: its fills go, the trades it created go with them, and the open trades it
-- extended are re-derived from the fills they keep (by the journal's triggers). A trade a later
-- import extended in turn keeps that import's fills, so undoing this one first is refused: undo the
-- later one before. Undoing an undone batch changes nothing. Runs as the caller.
create or replace function public.undo_import(batch_id uuid) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  b public.import_batches;
  fills_removed integer;
  trades_removed integer;
  emptied integer;
begin
  select * into b from public.import_batches x
  where x.id = undo_import.batch_id and x.user_id = uid
  for update;
  if not found then
    raise no_data_found using message = 'DB-004: the import was not found';
  end if;
  if b.undone_at is not null then
    return jsonb_build_object('batchId', b.id, 'fillsRemoved', 0, 'tradesRemoved', 0);
  end if;
  perform journal.lock_account_imports(b.account_id);

  if exists (
    select 1 from public.trade_executions mine
    join public.trade_executions other on other.trade_id = mine.trade_id
    join public.import_batches later on later.id = other.import_batch_id
    where mine.import_batch_id = b.id and later.id <> b.id and later.created_at > b.created_at
  ) then
    raise check_violation using message = 'DB-010: a later import added fills to trades of this one; undo that import first';
  end if;

  select count(*) into fills_removed from public.trade_executions e where e.import_batch_id = b.id;
  -- Trades holding only this batch's fills go whole (their fills with them); then the batch's
  -- fills in other trades; then a trade it created that is left with no fill at all.
  delete from public.trades t
  where t.import_batch_id = b.id and t.user_id = uid
    and not exists (
      select 1 from public.trade_executions e where e.trade_id = t.id and e.import_batch_id is distinct from b.id
    );
  get diagnostics trades_removed = row_count;
  delete from public.trade_executions e where e.import_batch_id = b.id and e.user_id = uid;
  delete from public.trades t
  where t.import_batch_id = b.id and t.user_id = uid
    and not exists (select 1 from public.trade_executions e where e.trade_id = t.id);
  get diagnostics emptied = row_count;
  trades_removed := trades_removed + emptied;

  update public.import_batches x set undone_at = now() where x.id = b.id;
  return jsonb_build_object('batchId', b.id, 'fillsRemoved', fills_removed, 'tradesRemoved', trades_removed);
end;
$$;

revoke all on function public.import_keys(uuid, timestamptz, timestamptz), public.import_batch(jsonb, jsonb),
  public.undo_import(uuid) from public, anon;
grant execute on function public.import_keys(uuid, timestamptz, timestamptz), public.import_batch(jsonb, jsonb),
  public.undo_import(uuid) to authenticated;
revoke all on function journal.lock_account_imports(uuid) from public, anon;
grant execute on function journal.lock_account_imports(uuid) to authenticated;

-- As for rpc/save_trades (20260108000900): without autovacuum, a plan cached on an empty journal
-- would scan whole tables for every later import.
do $$
begin
  if not exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') then
    alter function public.import_batch(jsonb, jsonb) set plan_cache_mode = force_custom_plan;
    alter function public.undo_import(uuid) set plan_cache_mode = force_custom_plan;
  end if;
end;
$$;
