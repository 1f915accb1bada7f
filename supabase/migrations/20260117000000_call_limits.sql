-- Limits on how much one call may ask of the database (issue 32): rpc/save_trades with 1,000,000
-- empty trades (3 MB, under the body limit) held the embedded database for over 13 minutes, and
-- nobody else was answered meanwhile. Every product function that takes lists (jsonb or arrays)
-- now says how many it takes, in its own settings, and refuses more before doing any work:
--
--   edgelog.max_items     the longest list an argument may be (trades, ids);
--   edgelog.max_elements  every list element in the arguments, at any depth (trades, their fills,
--                         tag ids, an import's deposits, ...).
--
-- The settings are the one home of the numbers: journal.check_call_limits reads them inside the
-- function (they are in force while it runs), and the data API reads the same settings from the
-- catalogue to refuse an oversized call before it reaches the database (rest/handlers/
-- call-limits.ts), with the same answer: 413, SQLSTATE PT413, "VALIDATION-009: ...". See
-- docs/decisions/0023-call-limits.md for the sizes and why. A function redefined later must keep
-- its two settings: check_call_limits refuses every call of a function that has lost them, and
-- packages/server/test/rest/call-limits.test.ts checks that every function a trader may call with
-- json, jsonb or arrays has them.

-- Lists longer than the limit are refused before their elements are counted, so the refusal of a
-- huge list costs nothing but reading its length.
create or replace function journal.check_call_limits(p_call text, p_first jsonb, p_second jsonb default null)
returns void language plpgsql stable set search_path = '' as $$
declare
  max_items bigint := nullif(current_setting('edgelog.max_items', true), '')::bigint;
  max_elements bigint := nullif(current_setting('edgelog.max_elements', true), '')::bigint;
  items bigint := greatest(
    case when jsonb_typeof(p_first) = 'array' then jsonb_array_length(p_first) else 0 end,
    case when jsonb_typeof(p_second) = 'array' then jsonb_array_length(p_second) else 0 end);
  elements bigint;
begin
  if max_items is null or max_elements is null then
    raise exception 'rpc/% must set edgelog.max_items and edgelog.max_elements (20260117000000_call_limits.sql)', p_call;
  end if;
  if items > max_items then
    raise exception using errcode = 'PT413',
      message = format('VALIDATION-009: rpc/%s takes lists of at most %s items; this call sent %s', p_call, max_items, items),
      hint = 'Send the items in several calls.';
  end if;
  select coalesce(sum(jsonb_array_length(a)), 0) into elements
  from (
    select jsonb_path_query(p_first, 'strict $.** ? (@.type() == "array")') as a
    union all
    select jsonb_path_query(p_second, 'strict $.** ? (@.type() == "array")')
  ) lists;
  if elements > max_elements then
    raise exception using errcode = 'PT413',
      message = format('VALIDATION-009: rpc/%s takes at most %s list elements in one call (items and what they hold, such as fills and tags); this call sent %s', p_call, max_elements, elements),
      hint = 'Send the items in several calls.';
  end if;
end;
$$;
revoke all on function journal.check_call_limits(text, jsonb, jsonb) from public, anon;
grant execute on function journal.check_call_limits(text, jsonb, jsonb) to authenticated, service_role;

-- rpc/save_trades: the web app sends one or two trades from the form and 50 at a time for the sample
-- journal; tests and benchmarks seed 500 at a time (a few thousand elements). The largest call
-- allowed takes a few seconds on the embedded database. Otherwise as in
-- 20260116000100_manual_schedule_fees.sql.
create or replace function public.save_trades(trades jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
  set edgelog.max_items = '1000' set edgelog.max_elements = '10000' as $$
declare
  item jsonb;
  r public.trades;
  tid uuid;
  execs jsonb;
  ids jsonb := '[]'::jsonb;
  -- New trades, each with its id, written together below: one statement per table, so the
  -- statement-level triggers (figures, account totals) run once per call, not once per trade.
  fresh jsonb[] := '{}';
begin
  perform journal.check_call_limits('save_trades', save_trades.trades);
  if jsonb_typeof(save_trades.trades) is distinct from 'array' then
    raise invalid_parameter_value using message = 'VALIDATION-001: trades must be an array of trades';
  end if;

  for item in
    select e.value from jsonb_array_elements(save_trades.trades) with ordinality as e (value, n) order by e.n
  loop
    if jsonb_typeof(item) <> 'object' then
      raise invalid_parameter_value using message = 'VALIDATION-001: each trade must be an object';
    end if;
    execs := item -> 'executions';
    if execs is not null and jsonb_typeof(execs) <> 'array' then
      raise invalid_parameter_value using message = 'VALIDATION-001: executions must be an array of fills';
    end if;
    if item ? 'tag_ids' and jsonb_typeof(item -> 'tag_ids') <> 'array' then
      raise invalid_parameter_value using message = 'VALIDATION-001: tag_ids must be an array of tag ids';
    end if;
    r := jsonb_populate_record(null::public.trades, item);
    tid := r.id;

    if tid is not null then
      -- Taken before the fills are compared, so two saves of one trade apply one after the other.
      perform 1 from public.trades t where t.id = tid for update;
    end if;

    if tid is null or not found then
      tid := coalesce(tid, gen_random_uuid());
      fresh := array_append(fresh, item || jsonb_build_object('id', tid));
      ids := ids || to_jsonb(tid);
      continue;
    end if;

    update public.trades t set
      account_id = case when item ? 'account_id' then r.account_id else t.account_id end,
      symbol = case when item ? 'symbol' then r.symbol else t.symbol end,
      asset_class = case when item ? 'asset_class' then r.asset_class else t.asset_class end,
      multiplier = case when item ? 'multiplier' then r.multiplier else t.multiplier end,
      currency = case when item ? 'currency' then r.currency else t.currency end,
      side = case when item ? 'side' then r.side else t.side end,
      entry_price = case when item ? 'entry_price' then r.entry_price else t.entry_price end,
      quantity = case when item ? 'quantity' then r.quantity else t.quantity end,
      stop_price = case when item ? 'stop_price' then r.stop_price else t.stop_price end,
      target_price = case when item ? 'target_price' then r.target_price else t.target_price end,
      strategy_id = case when item ? 'strategy_id' then r.strategy_id else t.strategy_id end,
      followed_rule_ids = case when item ? 'followed_rule_ids' then r.followed_rule_ids else t.followed_rule_ids end,
      rating = case when item ? 'rating' then r.rating else t.rating end,
      confidence = case when item ? 'confidence' then r.confidence else t.confidence end,
      mae = case when item ? 'mae' then r.mae else t.mae end,
      mfe = case when item ? 'mfe' then r.mfe else t.mfe end,
      notes = case when item ? 'notes' then r.notes else t.notes end,
      archived_at = case when item ? 'archived_at' then r.archived_at else t.archived_at end,
      is_sample = case when item ? 'is_sample' then r.is_sample else t.is_sample end
    where t.id = tid;

    if execs is not null then
      delete from public.trade_executions e
      where e.trade_id = tid
        and not exists (select 1 from jsonb_array_elements(execs) as x (f) where x.f ->> 'id' = e.id::text);
      update public.trade_executions e set
        executed_at = x.executed_at, side = x.side, quantity = x.quantity, price = x.price,
        commission = coalesce(x.commission, 0), fees = coalesce(x.fees, 0), currency = x.currency,
        broker_execution_id = x.broker_execution_id, order_id = x.order_id, note = x.note,
        fees_from_schedule = coalesce(x.fees_from_schedule, e.fees_from_schedule)
      from jsonb_populate_recordset(null::public.trade_executions, execs) as x
      where e.id = x.id and e.trade_id = tid;
      insert into public.trade_executions (
        id, trade_id, executed_at, side, quantity, price, commission, fees, currency,
        broker_execution_id, order_id, note, fees_from_schedule
      )
      select coalesce(x.id, gen_random_uuid()), tid, x.executed_at, x.side, x.quantity, x.price,
        coalesce(x.commission, 0), coalesce(x.fees, 0), x.currency, x.broker_execution_id, x.order_id, x.note,
        coalesce(x.fees_from_schedule, false)
      from jsonb_populate_recordset(null::public.trade_executions, execs) with ordinality as x
      where x.id is null
        or not exists (select 1 from public.trade_executions e where e.id = x.id and e.trade_id = tid)
      order by x.ordinality;
    end if;

    if item ? 'tag_ids' then
      delete from public.trade_tags g
      where g.trade_id = tid
        and not exists (select 1 from jsonb_array_elements_text(item -> 'tag_ids') as v (id) where v.id = g.tag_id::text);
      insert into public.trade_tags (trade_id, tag_id)
      select distinct tid, v.id::uuid from jsonb_array_elements_text(item -> 'tag_ids') as v (id)
      on conflict (trade_id, tag_id, user_id) do nothing;
    end if;

    ids := ids || to_jsonb(tid);
  end loop;

  if cardinality(fresh) = 0 then
    return ids;
  end if;

  -- A trade saved with its fills starts as a plan of its first fill; the fills written next
  -- replace every figure.
  insert into public.trades (
    id, account_id, symbol, asset_class, multiplier, currency, side, entry_price, quantity,
    stop_price, target_price, strategy_id, followed_rule_ids, rating, confidence, mae, mfe, notes,
    archived_at, is_sample
  )
  select
    nt.id, nt.account_id, nt.symbol, coalesce(nt.asset_class, 'stock'), coalesce(nt.multiplier, 1), nt.currency,
    coalesce(nt.side, case when first.f ->> 'side' = 'sell' then 'short' when first.f is not null then 'long' end),
    coalesce(nt.entry_price, case when (first.f ->> 'price')::numeric > 0 then (first.f ->> 'price')::numeric end,
      case when first.f is not null then 1 end),
    nt.quantity, nt.stop_price, nt.target_price, nt.strategy_id, coalesce(nt.followed_rule_ids, '{}'),
    nt.rating, nt.confidence, nt.mae, nt.mfe, nt.notes, nt.archived_at, coalesce(nt.is_sample, false)
  from unnest(fresh) with ordinality as n (item, k)
  cross join lateral jsonb_populate_record(null::public.trades, n.item) as nt
  left join lateral (
    select x.f from jsonb_array_elements(coalesce(n.item -> 'executions', '[]'::jsonb)) with ordinality as x (f, j)
    order by (x.f ->> 'executed_at')::timestamptz, x.j
    limit 1
  ) as first on true
  order by n.k;

  insert into public.trade_executions (
    id, trade_id, executed_at, side, quantity, price, commission, fees, currency,
    broker_execution_id, order_id, note, fees_from_schedule
  )
  select coalesce(x.id, gen_random_uuid()), (n.item ->> 'id')::uuid, x.executed_at, x.side, x.quantity, x.price,
    coalesce(x.commission, 0), coalesce(x.fees, 0), x.currency, x.broker_execution_id, x.order_id, x.note,
    coalesce(x.fees_from_schedule, false)
  from unnest(fresh) with ordinality as n (item, k)
  cross join lateral jsonb_populate_recordset(null::public.trade_executions, n.item -> 'executions')
    with ordinality as x
  where jsonb_typeof(n.item -> 'executions') = 'array'
  order by n.k, x.ordinality;

  insert into public.trade_tags (trade_id, tag_id)
  select distinct (n.item ->> 'id')::uuid, v.id::uuid
  from unnest(fresh) as n (item)
  cross join lateral jsonb_array_elements_text(n.item -> 'tag_ids') as v (id)
  where jsonb_typeof(n.item -> 'tag_ids') = 'array'
  on conflict (trade_id, tag_id, user_id) do nothing;

  return ids;
end;
$$;

-- Replacing the function drops the settings 20260108000900 gave it: planned afresh as there.
do $$
begin
  if not exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') then
    alter function public.save_trades(jsonb) set plan_cache_mode = force_custom_plan;
  end if;
end;
$$;

-- rpc/save_backtest_trades hands its trades to save_trades: the same limits (the web app sends 500 at
-- a time). Otherwise as in 20260113000900_backtest_trade_ids.sql.
create or replace function public.save_backtest_trades(session_id uuid, trades jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
  set edgelog.max_items = '1000' set edgelog.max_elements = '10000' as $$
declare
  session_account uuid;
  ids jsonb;
begin
  perform journal.check_call_limits('save_backtest_trades', save_backtest_trades.trades);
  select s.account_id into session_account
  from public.backtest_sessions s
  where s.id = save_backtest_trades.session_id and s.user_id = (select auth.uid());
  if session_account is null then
    raise no_data_found using message = 'DB-004: the backtest session was not found';
  end if;
  -- The account may have been turned into a live one since the session was made.
  if not exists (select 1 from public.accounts a where a.id = session_account and a.kind = 'backtest') then
    raise check_violation using message = 'VALIDATION-009: a backtest session saves its trades into a backtest account';
  end if;
  if jsonb_typeof(save_backtest_trades.trades) is distinct from 'array' then
    raise invalid_parameter_value using message = 'VALIDATION-001: trades must be an array of trades';
  end if;
  if exists (
    select 1 from jsonb_array_elements(save_backtest_trades.trades) as e (t)
    where jsonb_typeof(e.t) <> 'object' or (e.t ->> 'account_id')::uuid is distinct from session_account
  ) then
    raise check_violation using message = 'VALIDATION-009: every trade of a backtest session is in its account';
  end if;
  -- An id already saved elsewhere would be updated, not created: a session only adds its own trades.
  if exists (
    select 1 from jsonb_array_elements(save_backtest_trades.trades) as e (t)
    join public.trades x on x.id = (e.t ->> 'id')::uuid
    where x.backtest_session_id is distinct from save_backtest_trades.session_id
  ) then
    raise check_violation using message = 'VALIDATION-009: a trade of another session or account cannot join this one';
  end if;

  ids := public.save_trades(save_backtest_trades.trades);

  update public.trades t set backtest_session_id = save_backtest_trades.session_id
  where t.id in (select v.id::uuid from jsonb_array_elements_text(ids) as v (id));
  return ids;
end;
$$;

-- rpc/import_batch: the import wizard sends a plan in parts of at most 6 MiB (about 40,000 fills),
-- staged and written whole by the last call; 50,000 trades and 200,000 elements also let a plan
-- of 100,000 fills in round trips of two go in one call where the body limit allows it. As in
-- 20260115000400_commission_schedule.sql otherwise.
create or replace function public.import_batch(batch jsonb, trades jsonb) returns jsonb
language plpgsql security invoker set search_path = '' set statement_timeout = '120s'
  set edgelog.max_items = '50000' set edgelog.max_elements = '200000' as $$
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
  crossing uuid;
  stored_ids uuid[];
  torn bigint;
  cash jsonb := coalesce(import_batch.batch -> 'cash', '[]'::jsonb);
  cash_incoming integer;
  cash_kept integer;
begin
  perform journal.check_call_limits('import_batch', import_batch.batch, import_batch.trades);
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
  if jsonb_typeof(cash) <> 'array' or exists (
    select 1 from jsonb_array_elements(cash) as c (v)
    where jsonb_typeof(c.v) <> 'object' or (c.v ->> 'kind') is null or (c.v ->> 'kind') not in ('deposit', 'withdrawal')
      or coalesce(char_length(c.v ->> 'import_key'), 0) = 0
  ) then
    raise invalid_parameter_value using message = 'VALIDATION-001: the batch''s cash must be an array of deposits and withdrawals, each with its import key';
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
  -- A trade some of whose fills are held and others not was half written by another import since
  -- the preview (two tabs, overlapping files): writing the rest would store half a trade.
  select count(*) filter (where not c.part), count(*) filter (where not c.part and not c.held),
    coalesce(jsonb_agg(c.f order by c.k, c.j) filter (where not c.held), '[]'::jsonb),
    min(c.k) filter (where c.torn)
  into incoming, kept, fills, torn
  from (
    select h.*, bool_or(h.held) over (partition by h.k) and not bool_and(h.held) over (partition by h.k) as torn
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
    ) as h
  ) as c;
  if torn is not null then
    raise exception using errcode = 'PT409',
      message = 'TRADE-007: the journal changed since the preview: preview again (trade ' || torn || ' of the import has fills another import stored meanwhile)';
  end if;

  -- A key sent twice in one batch is one row (the plan sends each once; the database does not
  -- count on it): the first is kept, the repeat counted as a duplicate below.
  select count(*) into cash_incoming from jsonb_array_elements(cash);
  cash := coalesce((
    select jsonb_agg(d.v order by d.n)
    from (
      select distinct on (coalesce(c.v ->> 'import_key', c.n::text)) c.v, c.n
      from jsonb_array_elements(cash) with ordinality as c (v, n)
      order by coalesce(c.v ->> 'import_key', c.n::text), c.n
    ) as d
  ), '[]'::jsonb);

  -- Deposits and withdrawals the account already holds (by key) are duplicates, as fills are.
  select cash_incoming, count(*) filter (where not exists (
    select 1 from public.account_transactions s
    where s.user_id = uid and s.account_id = acct and s.import_key = c.v ->> 'import_key'
  ))
  into cash_incoming, cash_kept
  from jsonb_array_elements(cash) as c (v);

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
  ) || case when import_batch.batch ? 'cash' then jsonb_build_object(
    'cash', cash_kept,
    'cashDuplicates', coalesce((import_batch.batch -> 'counts' ->> 'cashDuplicates')::integer, 0) + cash_incoming - cash_kept
  ) else '{}'::jsonb end;

  insert into public.import_batches (account_id, file_names, format, row_errors, counts)
  values (
    acct,
    array(select jsonb_array_elements_text(import_batch.batch -> 'file_names')),
    import_batch.batch ->> 'format',
    coalesce((import_batch.batch ->> 'row_errors')::integer, 0),
    counts
  )
  returning id into bid;

  insert into public.account_transactions (account_id, kind, occurred_at, amount, note, import_key, import_batch_id)
  select acct, x.kind, x.occurred_at, x.amount, x.note, x.import_key, bid
  from jsonb_populate_recordset(null::public.account_transactions, cash) with ordinality as x
  where not exists (
    select 1 from public.account_transactions s
    where s.user_id = uid and s.account_id = acct and s.import_key = x.import_key
  )
  order by x.ordinality;


  select coalesce(array_agg((i.t ->> 'id')::uuid), '{}') into stored_ids
  from jsonb_array_elements(items) as i (t) where (i.t ->> 'stored')::boolean;

  -- journal.trades_check_round_trip for the new trades: never past zero, flat only after the last
  -- fill (one left open is checked again by that trigger when it is re-derived below).
  select f.tid into crossing from journal.bulk_fill_positions(fills) as f
  where f.tid not in (select unnest(stored_ids)) and (f.pos < 0 or (f.pos = 0 and not f.last))
  order by f.tid limit 1;
  if crossing is not null then
    raise check_violation using
      message = 'TRADE-007: the fills of trade ' || crossing || ' cross zero or go flat before the last fill; a round trip ends when the position is flat, and the rest is another trade',
      constraint = 'trades_one_round_trip';
  end if;

  perform set_config('edgelog.bulk_journal', 'on', true);

  -- journal.trades_derive, set-based: the same sums and quotients of the same numbers. An open
  -- trade's realised P&L follows a running average, left to the trigger: it is re-derived below.
  with s as (
    select f.tid, count(*)::integer as fills, min(f.dir) as dir, min(f.at) as first_at,
      max(f.at) as last_at, sum(f.cost) as costs,
      sum(f.quantity) filter (where f.entry) as entry_qty,
      sum(f.price * f.quantity) filter (where f.entry) as entry_value,
      coalesce(sum(f.quantity) filter (where not f.entry), 0) as exit_qty,
      coalesce(sum(f.price * f.quantity) filter (where not f.entry), 0) as exit_value
    from journal.bulk_fill_positions(fills) as f where f.tid not in (select unnest(stored_ids)) group by f.tid
  ), t as (
    select nt.id, nt.symbol, coalesce(nt.asset_class, 'stock') as asset_class,
      coalesce(nt.multiplier, 1) as multiplier, coalesce(nt.currency, a.currency) as currency,
      nt.stop_price, nt.target_price, nt.strategy_id, coalesce(nt.followed_rule_ids, '{}') as followed_rule_ids,
      nt.notes, coalesce(nt.is_sample, false) as is_sample, i.k, s.*,
      s.entry_qty = s.exit_qty as closed,
      coalesce(a.break_even_tolerance, 0) as tolerance
    from jsonb_array_elements(items) with ordinality as i (t, k)
    cross join lateral jsonb_populate_record(null::public.trades, i.t) as nt
    join s on s.tid = nt.id
    cross join public.accounts a
    where not (i.t ->> 'stored')::boolean and a.id = acct
  ), d as (
    select t.*,
      case when t.closed then (t.exit_value - t.entry_value) * t.dir * t.multiplier end as gross,
      case when t.stop_price is not null
        then abs(t.entry_value - t.stop_price * t.entry_qty) * t.multiplier end as risk
    from t
  ), e as (
    select d.*, d.gross - d.costs as net from d
  )
  insert into public.trades (
    id, account_id, symbol, asset_class, multiplier, currency, side, status, entry_price, exit_price,
    stop_price, target_price, quantity, fees, opened_at, closed_at, notes, closed_quantity,
    open_quantity, gross_pnl, net_pnl, return_pct, initial_risk, r_multiple, planned_r, holding_ms,
    result, fill_count, strategy_id, followed_rule_ids, is_sample, import_batch_id
  )
  select e.id, acct, e.symbol, e.asset_class, e.multiplier, e.currency,
    case when e.dir = 1 then 'long' else 'short' end,
    case when e.closed then 'closed' else 'open' end,
    trim_scale(e.entry_value / e.entry_qty),
    case when e.exit_qty > 0 then trim_scale(e.exit_value / e.exit_qty) end,
    e.stop_price, e.target_price, e.entry_qty, e.costs, e.first_at,
    case when e.closed then e.last_at end,
    e.notes, e.exit_qty, e.entry_qty - e.exit_qty, e.gross, e.net,
    case when e.exit_qty > 0 and e.entry_value > 0
      then trim_scale(e.net * 100 * e.entry_qty / (e.entry_value * e.exit_qty * e.multiplier)) end,
    e.risk,
    case when e.risk > 0 then trim_scale(e.net / e.risk) end,
    case when e.target_price is not null and e.stop_price is not null
      and e.entry_value <> e.stop_price * e.entry_qty
      then trim_scale(abs(e.target_price * e.entry_qty - e.entry_value) / abs(e.entry_value - e.stop_price * e.entry_qty))
    end,
    case when e.closed then round(extract(epoch from e.last_at - e.first_at) * 1000)::bigint end,
    case when not e.closed then null
      when abs(round(e.net, 2)) <= e.tolerance then 'breakeven'
      when round(e.net, 2) > 0 then 'win' else 'loss' end,
    e.fills, e.strategy_id, e.followed_rule_ids, e.is_sample, bid
  from e
  order by e.k;

  -- Each fill takes its trade's account, symbol and asset class (journal.executions_follow_trade).
  insert into public.trade_executions (
    trade_id, account_id, symbol, asset_class, executed_at, side, quantity, price, commission, fees,
    currency, broker_execution_id, order_id, note, import_key, import_batch_id, fees_from_schedule
  )
  select x.trade_id, t.account_id, t.symbol, t.asset_class, x.executed_at, x.side, x.quantity, x.price,
    coalesce(x.commission, 0), coalesce(x.fees, 0), x.currency, x.broker_execution_id, x.order_id,
    x.note, x.import_key, bid, coalesce(x.fees_from_schedule, false)
  from jsonb_populate_recordset(null::public.trade_executions, fills) with ordinality as x
  join public.trades t on t.id = x.trade_id and t.user_id = uid
  order by x.ordinality;

  perform set_config('edgelog.bulk_journal', 'off', true);

  -- The trades left open and the stored trades extended: re-derived, and checked at commit, by the
  -- journal's triggers, from all their fills.
  update public.trades t set fill_count = t.fill_count
  where t.id in (
    select x.id from public.trades x where x.import_batch_id = bid and x.status = 'open'
    union
    select e.trade_id from public.trade_executions e
    where e.import_batch_id = bid and e.trade_id in (select unnest(stored_ids))
  );

  return jsonb_build_object('batchId', bid, 'tradeIds', ids, 'counts', counts);
end;
$$;

-- rpc/restore_tag (the undo of delete_tag): a tag's trades, up to twice the largest journal we
-- measure (100,000 trades). As in 20260110000000_playbooks_tags_goals.sql otherwise.
create or replace function public.restore_tag(p_tag jsonb, p_trade_ids uuid[]) returns integer
language plpgsql security invoker set search_path = ''
  set edgelog.max_items = '200000' set edgelog.max_elements = '200000' as $$
declare
  tag public.tags := jsonb_populate_record(null::public.tags, p_tag);
  restored public.tags;
  linked integer;
begin
  perform journal.check_call_limits('restore_tag', restore_tag.p_tag, to_jsonb(restore_tag.p_trade_ids));
  insert into public.tags (id, name, color, tag_group, is_sample, created_at)
  values (
    coalesce(tag.id, gen_random_uuid()),
    tag.name,
    coalesce(tag.color, '#64748b'),
    coalesce(tag.tag_group, 'custom'),
    coalesce(tag.is_sample, false),
    coalesce(tag.created_at, now())
  )
  returning * into restored;

  insert into public.trade_tags (trade_id, tag_id)
  select t.id, restored.id
  from public.trades t
  where t.id = any (p_trade_ids) and t.user_id = (select auth.uid());
  get diagnostics linked = row_count;
  return linked;
end;
$$;

-- rpc/backup_ids_taken keeps its 10,000 ids a call (20260114000200_import_backup_limits.sql), now
-- read from its settings like the others.
create or replace function public.backup_ids_taken(ids uuid[]) returns uuid[]
language plpgsql stable security definer set search_path = ''
  set edgelog.max_items = '10000' set edgelog.max_elements = '10000' as $$
declare
  taken uuid[];
begin
  perform journal.check_call_limits('backup_ids_taken', to_jsonb(backup_ids_taken.ids));
  select coalesce(array_agg(distinct t.id), '{}') into taken
  from (
    select id, user_id from public.accounts where id = any(ids)
    union all select id, user_id from public.account_transactions where id = any(ids)
    union all select id, user_id from public.strategies where id = any(ids)
    union all select id, user_id from public.tags where id = any(ids)
    union all select id, user_id from public.instruments where id = any(ids)
    union all select id, user_id from public.commission_defaults where id = any(ids)
    union all select id, user_id from public.fx_rates where id = any(ids)
    union all select id, user_id from public.price_series where id = any(ids)
    union all select id, user_id from public.backtest_sessions where id = any(ids)
    union all select id, user_id from public.import_batches where id = any(ids)
    union all select id, user_id from public.trades where id = any(ids)
    union all select id, user_id from public.trade_executions where id = any(ids)
    union all select id, user_id from public.trade_tags where id = any(ids)
    union all select id, user_id from public.trade_attachments where id = any(ids)
    union all select id, user_id from public.strategy_examples where id = any(ids)
    union all select id, user_id from public.journal_days where id = any(ids)
    union all select id, user_id from public.goals where id = any(ids)
    union all select id, user_id from public.drawboards where id = any(ids)
    union all select id, user_id from public.drawboard_links where id = any(ids)
  ) t
  where t.user_id is distinct from (select auth.uid());
  return taken;
end;
$$;

-- Functions whose current definitions live elsewhere carry the settings too; the data API refuses
-- an oversized call to them before it reaches the database.
-- trash_delete: a selection of the trade log, up to twice the largest journal we measure.
alter function public.trash_delete(text, uuid[]) set edgelog.max_items = '200000';
alter function public.trash_delete(text, uuid[]) set edgelog.max_elements = '200000';
-- trash_purge: entries of the trash.
alter function public.trash_purge(uuid[]) set edgelog.max_items = '200000';
alter function public.trash_purge(uuid[]) set edgelog.max_elements = '200000';
-- analytics_journal: the filter bar's accounts, playbooks, tags and asset classes.
alter function public.analytics_journal(timestamptz, timestamptz, uuid[], uuid[], uuid[], text[], integer, integer)
  set edgelog.max_items = '1000';
alter function public.analytics_journal(timestamptz, timestamptz, uuid[], uuid[], uuid[], text[], integer, integer)
  set edgelog.max_elements = '4000';
-- save_calculator_inputs: one calculator's fields.
alter function public.save_calculator_inputs(text, jsonb) set edgelog.max_items = '1000';
alter function public.save_calculator_inputs(text, jsonb) set edgelog.max_elements = '10000';
