-- Bulk journal writes. An import wrote each trade twice (first as a plan, then re-derived once its
-- fills were in), looked up each fill's trade, checked each round trip twice at commit and sent a
-- realtime change per fill and two per trade: 100k fills took from 23 s on a quiet server to two
-- minutes on a busy one, far past the API's statement timeout. Here rpc/import_batch and
-- rpc/undo_import derive and check their trades in a few set-based statements, by the same
-- definitions as the row triggers (journal.trades_derive, journal.trades_check_round_trip), and
-- write each trade once with its figures. What the journal stores is unchanged, column for column.
--
-- While they write, they set the transaction-local flag `edgelog.bulk_journal` to `on`; the row
-- triggers whose work they have done themselves do not fire for those statements, and switch on
-- again as soon as the flag is cleared, still inside the function. The flag is not reachable from
-- the API (only functions of the public schema are), so a client cannot skip the derivation.
--
-- Realtime (decision 0004): a bulk write sends one change per trade (its INSERT, or its UPDATE
-- for an open trade it extends or re-derives, or its DELETE when undone), not one per fill: the
-- app refreshes once per burst of trade changes, and a trade page hears its own trade change.

-- Fills written in bulk already carry their trade's account, symbol and asset class.
drop trigger trade_executions_follow_trade on public.trade_executions;
create trigger trade_executions_follow_trade before insert or update on public.trade_executions
  for each row when (current_setting('edgelog.bulk_journal', true) is distinct from 'on')
  execute function journal.executions_follow_trade();

-- A trade written in bulk already holds its figures, and its fills do not touch it again.
drop trigger trades_derive on public.trades;
create trigger trades_derive before insert or update on public.trades
  for each row when (current_setting('edgelog.bulk_journal', true) is distinct from 'on')
  execute function journal.trades_derive();

drop trigger trade_executions_touch_trades_insert on public.trade_executions;
drop trigger trade_executions_touch_trades_update on public.trade_executions;
drop trigger trade_executions_touch_trades_delete on public.trade_executions;
create trigger trade_executions_touch_trades_insert after insert on public.trade_executions
  referencing new table as new_rows
  for each statement when (current_setting('edgelog.bulk_journal', true) is distinct from 'on')
  execute function journal.executions_touch_trades();
create trigger trade_executions_touch_trades_update after update on public.trade_executions
  referencing old table as old_rows new table as new_rows
  for each statement when (current_setting('edgelog.bulk_journal', true) is distinct from 'on')
  execute function journal.executions_touch_trades();
create trigger trade_executions_touch_trades_delete after delete on public.trade_executions
  referencing old table as old_rows
  for each statement when (current_setting('edgelog.bulk_journal', true) is distinct from 'on')
  execute function journal.executions_touch_trades();

-- A constraint trigger's condition is read when the row is written, so a trade written in bulk
-- queues no check: the bulk writer checked its round trip before writing it.
drop trigger trades_one_round_trip on public.trades;
create constraint trigger trades_one_round_trip after insert or update on public.trades
  deferrable initially deferred
  for each row when (current_setting('edgelog.bulk_journal', true) is distinct from 'on')
  execute function journal.trades_check_round_trip();

-- The capture trigger realtime.sync_capture() would put on the fills, with the flag's condition:
-- sync_capture() leaves a table's capture trigger alone once one exists under its name.
drop trigger if exists edgelog_realtime_capture on public.trade_executions;
create trigger edgelog_realtime_capture after insert or update or delete on public.trade_executions
  for each row when (current_setting('edgelog.bulk_journal', true) is distinct from 'on')
  execute function realtime.capture_change();

-- The fills of an import (rpc/import_batch's `fills`) in the order they are written, which orders
-- fills given at the same instant as seq does, each with its trade's direction (that of its first
-- fill), whether it adds to the position, the running position in that direction, and whether it
-- is its trade's last.
create or replace function journal.bulk_fill_positions(fills jsonb)
returns table (
  tid uuid, n bigint, side text, quantity numeric, price numeric, cost numeric, at timestamptz,
  dir integer, entry boolean, pos numeric, last boolean
)
language sql stable set search_path = '' as $$
  select w.tid, w.n, w.side, w.quantity, w.price, w.cost, w.at,
    case when w.first_side = 'buy' then 1 else -1 end, w.side = w.first_side,
    sum(case when w.side = w.first_side then w.quantity else -w.quantity end)
      over (partition by w.tid order by w.at, w.n rows unbounded preceding),
    row_number() over (partition by w.tid order by w.at desc, w.n desc) = 1
  from (
    select v.*, first_value(v.side) over (partition by v.tid order by v.at, v.n) as first_side
    from (
      select (x.v ->> 'trade_id')::uuid as tid, x.n, x.v ->> 'side' as side,
        (x.v ->> 'quantity')::numeric as quantity, (x.v ->> 'price')::numeric as price,
        coalesce((x.v ->> 'commission')::numeric, 0) + coalesce((x.v ->> 'fees')::numeric, 0) as cost,
        (x.v ->> 'executed_at')::timestamptz as at
      from jsonb_array_elements(fills) with ordinality as x (v, n)
    ) as v
  ) as w;
$$;
revoke all on function journal.bulk_fill_positions(jsonb) from public, anon;
grant execute on function journal.bulk_fill_positions(jsonb) to authenticated;

-- As in 20260113000300_imports.sql, except that the trades and fills are written in bulk: each new
-- trade once, with the figures of its fills, checked as one round trip first.
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
  crossing uuid;
  stored_ids uuid[];
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
    currency, broker_execution_id, order_id, note, import_key, import_batch_id
  )
  select x.trade_id, t.account_id, t.symbol, t.asset_class, x.executed_at, x.side, x.quantity, x.price,
    coalesce(x.commission, 0), coalesce(x.fees, 0), x.currency, x.broker_execution_id, x.order_id,
    x.note, x.import_key, bid
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

-- As in 20260113000300_imports.sql, in bulk: the batch's fills go in one statement, then the trades
-- it created that are left with none (one change each), then the trades that keep other fills are
-- re-derived by the journal's triggers.
create or replace function public.undo_import(batch_id uuid) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  uid uuid := (select auth.uid());
  b public.import_batches;
  fills_removed integer;
  trades_removed integer;
  touched uuid[];
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

  perform set_config('edgelog.bulk_journal', 'on', true);
  with gone as (
    delete from public.trade_executions e where e.import_batch_id = b.id and e.user_id = uid
    returning e.trade_id
  )
  select count(*)::integer, coalesce(array_agg(distinct gone.trade_id), '{}') into fills_removed, touched from gone;
  delete from public.trades t
  where t.import_batch_id = b.id and t.user_id = uid
    and not exists (select 1 from public.trade_executions e where e.trade_id = t.id);
  get diagnostics trades_removed = row_count;
  perform set_config('edgelog.bulk_journal', 'off', true);

  update public.trades t set fill_count = t.fill_count where t.id = any (touched);

  update public.import_batches x set undone_at = now() where x.id = b.id;
  return jsonb_build_object('batchId', b.id, 'fillsRemoved', fills_removed, 'tradesRemoved', trades_removed);
end;
$$;

do $$
begin
  if not exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') then
    alter function public.import_batch(jsonb, jsonb) set plan_cache_mode = force_custom_plan;
    alter function public.undo_import(uuid) set plan_cache_mode = force_custom_plan;
  end if;
end;
$$;
