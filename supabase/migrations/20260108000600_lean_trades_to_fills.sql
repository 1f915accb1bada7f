-- Trades saved before the journal held typed-in prices. Each open or closed one becomes one entry
-- fill at its open (buy for a long, sell for a short, its fees on that fill) and, when closed, one
-- exit fill at its close; the derivation trigger then writes its figures from them, so they read
-- as before: same side, status, prices, quantity, fees and times. Plans stay plans and get their
-- risk and planned R. One statement, since the first fills written re-derive their trade.
insert into public.trade_executions (user_id, trade_id, executed_at, side, quantity, price, fees)
select t.user_id, t.id, fill.executed_at, fill.side, t.quantity, fill.price, fill.fees
from public.trades t
cross join lateral (
  values
    (1, t.opened_at, case t.side when 'long' then 'buy' else 'sell' end, t.entry_price, t.fees),
    (2, t.closed_at, case t.side when 'long' then 'sell' else 'buy' end, t.exit_price, 0)
) as fill (n, executed_at, side, price, fees)
where t.status in ('open', 'closed') and t.opened_at is not null and t.quantity is not null
  and (fill.n = 1 or (t.status = 'closed' and t.closed_at is not null and t.exit_price is not null))
order by t.id, fill.n;

update public.trades t set fill_count = t.fill_count where t.fill_count = 0;
