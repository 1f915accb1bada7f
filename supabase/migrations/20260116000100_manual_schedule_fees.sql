-- A manual trade's fees prefilled from the commission schedule say so, as an import's do (issue 29,
-- docs/decisions/0022-commission-schedule.md): rpc/save_trades takes each fill's optional
-- `fees_from_schedule`. A new fill without it is unmarked; a stored fill without it keeps its mark, so
-- saving a trade again (the edit form never sends it) does not clear an import's mark, and
-- journal.executions_schedule_fees_edited still clears it when the charge itself changes.
--
-- As in 20260108000700_save_trades.sql otherwise (see its header for the element's keys).
create or replace function public.save_trades(trades jsonb) returns jsonb
language plpgsql security invoker set search_path = '' as $$
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
