-- The commission schedule (issue 29): what a fill is charged when neither the trader nor the
-- broker's file says. public.commission_defaults becomes that schedule, its rows kept as they are
-- (a charge per unit plus a charge per fill is the `per_unit` kind, the default). See
-- docs/decisions/0022-commission-schedule.md; the rule itself is core's
-- packages/core/src/trades/commission-schedule.ts.
--
-- `symbol` is an instrument (AAPL, MESZ5) or a futures root (MES: every contract month); the most
-- specific row wins: account and instrument, then instrument, then account, then the general row,
-- the exact contract before its root at each level.
alter table public.commission_defaults
  add column kind text not null default 'per_unit',
  -- Of a fill's value (quantity x price x multiplier), in percent: 0.1 is a tenth of a percent.
  add column percent numeric,
  -- Bounds of one fill's charge under a per-share or percentage rate; null is none.
  add column min_charge numeric,
  add column max_charge numeric,
  add constraint commission_defaults_kind check (kind in ('per_unit', 'per_share', 'percent')),
  add constraint commission_defaults_percent_kind check ((kind = 'percent') = (percent is not null)),
  add constraint commission_defaults_percent_range check (percent is null or (percent > 0 and percent <= 100)),
  add constraint commission_defaults_min_range check (min_charge is null or (min_charge >= 0 and min_charge < 1e15)),
  add constraint commission_defaults_max_range check (max_charge is null or (max_charge >= 0 and max_charge < 1e15)),
  add constraint commission_defaults_bounds_order check (
    min_charge is null or max_charge is null or min_charge <= max_charge
  );

-- Whether the fill's commission came from the schedule rather than the broker's file or the
-- trader, so the trade can say "fees from your schedule" after it is saved.
alter table public.trade_executions add column fees_from_schedule boolean not null default false;

-- A charge changed on a stored fill is the trader's own (an edit in the form, a correction): it no
-- longer comes from the schedule. Here rather than in each writer (save_trades, rest/v1), so none
-- leaves the mark on a charge the schedule did not set.
create or replace function journal.executions_schedule_fees_edited() returns trigger
language plpgsql security invoker set search_path = '' as $$
begin
  new.fees_from_schedule := false;
  return new;
end;
$$;
revoke all on function journal.executions_schedule_fees_edited() from public, anon;

create trigger trade_executions_schedule_fees_edited before update of commission, fees
  on public.trade_executions
  for each row
  when (old.fees_from_schedule and new.fees_from_schedule
    and (new.commission, new.fees) is distinct from (old.commission, old.fees))
  execute function journal.executions_schedule_fees_edited();

-- As in 20260114000100_import_cash_transactions.sql, plus each new fill's `fees_from_schedule`
-- (core's planImport marks the fills of a file without costs it charged from the schedule).
create or replace function public.import_batch(batch jsonb, trades jsonb) returns jsonb
language plpgsql security invoker set search_path = '' set statement_timeout = '120s' as $$
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
