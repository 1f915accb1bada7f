-- A trade's figures are derived from its fills by the database, in the same transaction as any
-- write to them, by the definition of core's deriveTrade (docs/metrics.md): whoever writes fills
-- (the form, the importer, a script through rest/v1), the stored figures follow, and a value
-- written straight to a derived column is replaced. The log then sorts, filters and totals 100k
-- trades in SQL. See docs/decisions/0012-journal-model.md.
--
-- Money stays exact numeric: a closed trade's gross P&L is proceeds minus cost, with no division;
-- an open trade's realised part divides once per exit (average cost). Ratios are quotients, not
-- rounded. trim_scale drops the trailing zeros a division pads with.

create or replace function journal.trades_derive() returns trigger
language plpgsql set search_path = '' as $$
declare
  f record;
  fills integer := 0;
  dir integer;
  entry_qty numeric := 0;
  entry_value numeric := 0;
  exit_qty numeric := 0;
  exit_value numeric := 0;
  pos numeric := 0;
  pos_cost numeric := 0;
  average numeric;
  realized numeric := 0;
  costs numeric := 0;
  first_at timestamptz;
  last_at timestamptz;
  multiplier numeric := new.multiplier;
  tolerance numeric := 0;
  gross numeric;
  net numeric;
  risk numeric;
  rounded numeric;
begin
  if tg_op = 'INSERT' and new.currency is null and new.account_id is not null then
    select a.currency into new.currency from public.accounts a where a.id = new.account_id;
  end if;

  for f in
    select e.side, e.quantity, e.price, e.commission, e.fees, e.executed_at
    from public.trade_executions e
    where e.trade_id = new.id
    order by e.executed_at, e.seq
  loop
    fills := fills + 1;
    if fills = 1 then
      dir := case when f.side = 'buy' then 1 else -1 end;
      first_at := f.executed_at;
    end if;
    last_at := f.executed_at;
    costs := costs + f.commission + f.fees;
    if (f.side = 'buy') = (dir = 1) then
      entry_qty := entry_qty + f.quantity;
      entry_value := entry_value + f.price * f.quantity;
      pos := pos + f.quantity;
      pos_cost := pos_cost + f.price * f.quantity;
    else
      exit_qty := exit_qty + f.quantity;
      exit_value := exit_value + f.price * f.quantity;
      -- Each exit realises against the open position's average entry at that moment. A fill past
      -- flat only exists mid-transaction: the round-trip check refuses it at commit.
      if pos > 0 then
        average := pos_cost / pos;
        realized := realized + (f.price - average) * least(f.quantity, pos);
        pos_cost := case when f.quantity >= pos then 0 else pos_cost - average * f.quantity end;
      end if;
      pos := pos - f.quantity;
    end if;
  end loop;

  new.fill_count := fills;

  if fills = 0 then
    -- A plan: side, entry and quantity are the trader's; only its risk and planned R are derived.
    new.status := 'planned';
    new.exit_price := null;
    new.closed_at := null;
    new.closed_quantity := null;
    new.open_quantity := null;
    new.gross_pnl := null;
    new.net_pnl := null;
    new.return_pct := null;
    new.r_multiple := null;
    new.holding_ms := null;
    new.result := null;
    new.initial_risk := case
      when new.stop_price is not null and new.quantity is not null
      then abs(new.entry_price - new.stop_price) * new.quantity * multiplier
    end;
    new.planned_r := case
      when new.target_price is not null and new.stop_price is not null and new.stop_price <> new.entry_price
      then trim_scale(abs(new.target_price - new.entry_price) / abs(new.entry_price - new.stop_price))
    end;
    return new;
  end if;

  new.side := case when dir = 1 then 'long' else 'short' end;
  new.status := case when pos = 0 then 'closed' else 'open' end;
  new.opened_at := first_at;
  new.quantity := entry_qty;
  new.closed_quantity := exit_qty;
  new.open_quantity := entry_qty - exit_qty;
  new.entry_price := trim_scale(entry_value / entry_qty);
  new.exit_price := case when exit_qty > 0 then trim_scale(exit_value / exit_qty) end;
  new.fees := costs;

  gross := case
    when pos = 0 then (exit_value - entry_value) * dir * multiplier
    else trim_scale(realized * dir * multiplier)
  end;
  net := gross - costs;
  new.gross_pnl := gross;
  new.net_pnl := net;
  -- net / (avgEntry x closedQty x multiplier) x 100, with avgEntry = entry_value / entry_qty.
  new.return_pct := case
    when exit_qty > 0 and entry_value > 0
    then trim_scale(net * 100 * entry_qty / (entry_value * exit_qty * multiplier))
  end;
  -- |avgEntry - stop| x entryQty x multiplier, exactly.
  risk := case when new.stop_price is not null then abs(entry_value - new.stop_price * entry_qty) * multiplier end;
  new.initial_risk := risk;
  new.r_multiple := case when risk > 0 then trim_scale(net / risk) end;
  new.planned_r := case
    when new.target_price is not null and new.stop_price is not null and entry_value <> new.stop_price * entry_qty
    then trim_scale(abs(new.target_price * entry_qty - entry_value) / abs(entry_value - new.stop_price * entry_qty))
  end;

  if pos = 0 then
    new.closed_at := last_at;
    new.holding_ms := round(extract(epoch from last_at - first_at) * 1000)::bigint;
    if new.account_id is not null then
      select a.break_even_tolerance into tolerance from public.accounts a where a.id = new.account_id;
      tolerance := coalesce(tolerance, 0);
    end if;
    rounded := round(net, 2);
    new.result := case when abs(rounded) <= tolerance then 'breakeven' when rounded > 0 then 'win' else 'loss' end;
  else
    new.closed_at := null;
    new.holding_ms := null;
    new.result := null;
  end if;
  return new;
end;
$$;

create trigger trades_derive before insert or update on public.trades
  for each row execute function journal.trades_derive();

-- Fills changed: each affected trade is touched once per statement, and its trigger re-derives it.
create or replace function journal.executions_touch_trades() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.trades t set fill_count = t.fill_count
    where t.id in (select distinct trade_id from new_rows);
  elsif tg_op = 'UPDATE' then
    update public.trades t set fill_count = t.fill_count
    where t.id in (select trade_id from new_rows union select trade_id from old_rows);
  else
    update public.trades t set fill_count = t.fill_count
    where t.id in (select distinct trade_id from old_rows);
  end if;
  return null;
end;
$$;

create trigger trade_executions_touch_trades_insert after insert on public.trade_executions
  referencing new table as new_rows
  for each statement execute function journal.executions_touch_trades();
create trigger trade_executions_touch_trades_update after update on public.trade_executions
  referencing old table as old_rows new table as new_rows
  for each statement execute function journal.executions_touch_trades();
create trigger trade_executions_touch_trades_delete after delete on public.trade_executions
  referencing old table as old_rows
  for each statement execute function journal.executions_touch_trades();

-- One trade is one flat-to-flat round trip: the position never crosses zero and is flat only
-- after the last fill. Checked at commit, so the fills of a trade can be written in any order
-- within a transaction. (Fills that cross zero make two trades: core's splitRoundTrips.) A trade
-- still without fills at commit is a plan, and a plan's stop and target sit on the losing and
-- winning side of its entry (the form's rules, under the names of the checks they were).
create or replace function journal.trades_check_round_trip() returns trigger
language plpgsql set search_path = '' as $$
declare
  t record;
  f record;
  dir integer;
  pos numeric := 0;
  fills integer := 0;
  flat_before_last boolean := false;
begin
  select x.status, x.side, x.entry_price, x.stop_price, x.target_price into t
  from public.trades x where x.id = new.id;
  if not found then
    return null;
  end if;
  if t.status = 'planned' then
    if t.stop_price is not null
      and not ((t.side = 'long' and t.stop_price < t.entry_price) or (t.side = 'short' and t.stop_price > t.entry_price))
    then
      raise check_violation using
        message = 'new row for relation "trades" violates check constraint "trades_stop_on_loss_side"',
        detail = 'A planned stop sits on the losing side of the entry.',
        constraint = 'trades_stop_on_loss_side';
    end if;
    if t.target_price is not null
      and not ((t.side = 'long' and t.target_price > t.entry_price) or (t.side = 'short' and t.target_price < t.entry_price))
    then
      raise check_violation using
        message = 'new row for relation "trades" violates check constraint "trades_target_on_profit_side"',
        detail = 'A planned target sits on the winning side of the entry.',
        constraint = 'trades_target_on_profit_side';
    end if;
    return null;
  end if;
  for f in
    select e.side, e.quantity from public.trade_executions e
    where e.trade_id = new.id order by e.executed_at, e.seq
  loop
    fills := fills + 1;
    if fills = 1 then dir := case when f.side = 'buy' then 1 else -1 end; end if;
    if pos = 0 and fills > 1 then flat_before_last := true; end if;
    pos := pos + case when f.side = 'buy' then f.quantity else -f.quantity end * dir;
    if pos < 0 or flat_before_last then
      raise check_violation using
        message = 'TRADE-007: the fills of trade ' || new.id || ' cross zero or go flat before the last fill; a round trip ends when the position is flat, and the rest is another trade',
        constraint = 'trades_one_round_trip';
    end if;
  end loop;
  return null;
end;
$$;

create constraint trigger trades_one_round_trip after insert or update on public.trades
  deferrable initially deferred
  for each row execute function journal.trades_check_round_trip();

-- The account's realised P&L: the sum of its closed trades' net P&L, kept once per statement.
create or replace function journal.trades_realized_pnl() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.accounts a set realized_pnl = a.realized_pnl + d.amount
    from (
      select account_id, sum(net_pnl) as amount from new_rows
      where status = 'closed' and account_id is not null group by account_id
    ) d
    where a.id = d.account_id and d.amount <> 0;
  elsif tg_op = 'UPDATE' then
    update public.accounts a set realized_pnl = a.realized_pnl + d.amount
    from (
      select account_id, sum(amount) as amount
      from (
        select account_id, net_pnl as amount from new_rows where status = 'closed'
        union all
        select account_id, -net_pnl from old_rows where status = 'closed'
      ) c
      where account_id is not null
      group by account_id
    ) d
    where a.id = d.account_id and d.amount <> 0;
  else
    update public.accounts a set realized_pnl = a.realized_pnl - d.amount
    from (
      select account_id, sum(net_pnl) as amount from old_rows
      where status = 'closed' and account_id is not null group by account_id
    ) d
    where a.id = d.account_id and d.amount <> 0;
  end if;
  return null;
end;
$$;

create trigger trades_realized_pnl_insert after insert on public.trades
  referencing new table as new_rows
  for each statement execute function journal.trades_realized_pnl();
create trigger trades_realized_pnl_update after update on public.trades
  referencing old table as old_rows new table as new_rows
  for each statement execute function journal.trades_realized_pnl();
create trigger trades_realized_pnl_delete after delete on public.trades
  referencing old table as old_rows
  for each statement execute function journal.trades_realized_pnl();

-- The tolerance decides win / loss / break-even: a new one re-derives the account's closed trades.
create or replace function journal.accounts_rederive_results() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.trades t set fill_count = t.fill_count where t.account_id = new.id and t.status = 'closed';
  return null;
end;
$$;

create trigger accounts_rederive_results after update of break_even_tolerance on public.accounts
  for each row when (old.break_even_tolerance is distinct from new.break_even_tolerance)
  execute function journal.accounts_rederive_results();
