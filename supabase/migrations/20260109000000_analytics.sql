-- What the analytics pages read besides the journal: the trader's exchange rates (figures over
-- accounts in several currencies are converted to the base currency at these, never summed
-- silently), the dashboard's layout, and rpc/analytics_journal, the one call that hands the
-- analytics worker every trade of a filter in a compact, columnar answer.

-- One rate per pair and day: the latest on or before a trade's close converts it. A rate is typed
-- by the trader or taken from saved price data (the close of a price_series named like the pair).
create table public.fx_rates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- BASEQUOTE: one unit of the first currency is worth `rate` of the second.
  pair text not null,
  day date not null,
  rate numeric not null,
  source text not null default 'typed',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint fx_rates_pair_format check (pair ~ '^[A-Z]{6}$' and left(pair, 3) <> right(pair, 3)),
  constraint fx_rates_rate_range check (rate > 0 and rate < 1e9),
  constraint fx_rates_source check (source in ('typed', 'price_data')),
  constraint fx_rates_user_pair_day_key unique (user_id, pair, day)
);

alter table public.fx_rates enable row level security;

create policy "fx_rates: owner reads" on public.fx_rates
  for select to authenticated using (user_id = (select auth.uid()));
create policy "fx_rates: owner inserts" on public.fx_rates
  for insert to authenticated with check (user_id = auth.uid());
create policy "fx_rates: owner updates" on public.fx_rates
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "fx_rates: owner deletes" on public.fx_rates
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.fx_rates from anon;
grant select, insert, update, delete on public.fx_rates to authenticated;
grant all on public.fx_rates to service_role;

create trigger fx_rates_touch_updated_at before update on public.fx_rates
  for each row execute function public.touch_updated_at();

-- A new rate changes converted figures: open analytics pages reload as they do for journal changes.
alter table public.fx_rates replica identity full;
alter publication supabase_realtime add table public.fx_rates;

-- The dashboard's layout as a versioned document ({ "version": 1, ... }); core's
-- restoreDashboardLayout reads it and falls back to the default on anything it cannot use.
alter table public.user_settings
  add column dashboard_layout jsonb,
  add constraint user_settings_dashboard_layout_shape check (
    dashboard_layout is null
    or (jsonb_typeof(dashboard_layout) = 'object' and octet_length(dashboard_layout::text) <= 65536)
  );

-- The analytics call gathers a user's tags of trades in one grouped pass; without this it reads
-- every user's rows.
create index trade_tags_user_trade_idx on public.trade_tags (user_id, trade_id);

-- Row security on the journal's big tables read `user_id = auth.uid()` for every row, and auth.uid()
-- parses the request's JWT claims each time it runs: reading 100k trades and 230k tags of trades
-- spent most of its time there. Written `(select auth.uid())`, the caller is read once per
-- statement; who may read which row is unchanged.
alter policy "trades: owner reads" on public.trades using (user_id = (select auth.uid()));
alter policy "trade_tags: owner reads" on public.trade_tags using (user_id = (select auth.uid()));
alter policy "account_transactions: owner reads" on public.account_transactions
  using (user_id = (select auth.uid()));

-- Every trade of a filter in one answer: one row holding one JSON document, so REST_MAX_ROWS never
-- cuts a big journal short. Trades are columns (one array per field, one entry per trade) so 100k
-- trades cost no repeated keys. Closed trades with closed_at in [p_from, p_to) and open ones opened
-- before p_to; archived trades are in (filed away from the log, they still happened and are in the
-- balance), plans (no fills) are not. A null or empty list filters nothing; tags match any-of.
-- Runs as the caller: row security keeps it to the caller's rows. The answer's shape is read by
-- packages/core/src/analytics-worker/payload.ts. It is built as JSON text once (as jsonb it would
-- be parsed and printed back again, a third of the call for a big journal), and its sorts (a
-- journal's trades and their tags) fit in memory rather than spilling to disk.
create or replace function public.analytics_journal(
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_account_ids uuid[] default null,
  p_strategy_ids uuid[] default null,
  p_tag_ids uuid[] default null,
  p_asset_classes text[] default null
) returns json
language sql stable security invoker set search_path = '' set work_mem = '48MB' as $$
  with
  args as (
    select
      auth.uid() as uid,
      nullif(p_account_ids, '{}') as account_ids,
      nullif(p_strategy_ids, '{}') as strategy_ids,
      nullif(p_tag_ids, '{}') as tag_ids,
      nullif(p_asset_classes, '{}') as asset_classes
  ),
  acct as (
    select a.id, a.name, a.currency, a.kind, a.status, a.break_even_tolerance, a.starting_balance,
      (row_number() over (order by lower(a.name), a.id) - 1)::int as idx
    from public.accounts a, args
    where a.user_id = args.uid and (args.account_ids is null or a.id = any (args.account_ids))
  ),
  strat as (
    select s.id, s.name, (row_number() over (order by lower(s.name), s.id) - 1)::int as idx
    from public.strategies s, args
    where s.user_id = args.uid
  ),
  tag as (
    select g.id, g.name, g.tag_group, g.color,
      (row_number() over (order by lower(g.name), g.id) - 1)::int as idx
    from public.tags g, args
    where g.user_id = args.uid
  ),
  -- Each trade's tags, gathered once for the whole journal rather than looked up trade by trade.
  tagged as (
    select tt.trade_id, array_agg(tag.idx order by tag.idx) as tags,
      coalesce(bool_or(tt.tag_id = any (args.tag_ids)), false) as wanted
    from public.trade_tags tt join tag on tag.id = tt.tag_id, args
    where tt.user_id = args.uid
    group by tt.trade_id
  ),
  -- Sorted once; the aggregates below read the rows in this order (an ordered subquery feeding
  -- aggregates is kept in order), so the twenty columns cost one sort, not twenty.
  picked as (
    select t.id, t.symbol, t.opened_at, t.closed_at, t.net_pnl, t.gross_pnl, t.fees, t.initial_risk,
      t.r_multiple, acct.idx as account, strat.idx as strategy, t.asset_class, t.side, t.quantity,
      t.entry_price, t.multiplier, t.mae, t.mfe, tagged.tags
    from public.trades t
    cross join args
    left join acct on acct.id = t.account_id
    left join strat on strat.id = t.strategy_id
    left join tagged on tagged.trade_id = t.id
    where t.user_id = args.uid
      and (
        (t.status = 'closed' and (p_from is null or t.closed_at >= p_from) and (p_to is null or t.closed_at < p_to))
        or (t.status = 'open' and (p_to is null or t.opened_at < p_to))
      )
      and (args.account_ids is null or acct.id is not null)
      and (args.strategy_ids is null or t.strategy_id = any (args.strategy_ids))
      and (args.asset_classes is null or t.asset_class = any (args.asset_classes))
      and (args.tag_ids is null or coalesce(tagged.wanted, false))
    order by t.closed_at nulls last, t.opened_at, t.id
  ),
  columns as (
    select
      coalesce(json_agg(p.id), '[]') as id,
      coalesce(json_agg(p.symbol), '[]') as symbol,
      coalesce(json_agg(to_char(p.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), '[]') as opened_at,
      coalesce(json_agg(to_char(p.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), '[]') as closed_at,
      coalesce(json_agg(p.net_pnl), '[]') as net_pnl,
      coalesce(json_agg(p.gross_pnl), '[]') as gross_pnl,
      coalesce(json_agg(p.fees), '[]') as costs,
      coalesce(json_agg(p.initial_risk), '[]') as initial_risk,
      coalesce(json_agg(p.r_multiple), '[]') as r_multiple,
      coalesce(json_agg(p.account), '[]') as account,
      coalesce(json_agg(p.strategy), '[]') as strategy,
      coalesce(json_agg(p.asset_class), '[]') as asset_class,
      coalesce(json_agg(p.side), '[]') as side,
      coalesce(json_agg(p.quantity), '[]') as quantity,
      coalesce(json_agg(p.entry_price), '[]') as entry_price,
      coalesce(json_agg(p.multiplier), '[]') as multiplier,
      coalesce(json_agg(p.mae), '[]') as mae,
      coalesce(json_agg(p.mfe), '[]') as mfe,
      coalesce(json_agg(p.tags), '[]') as tags
    from picked p
  ),
  -- What each account held when the range opens: every earlier trade and transaction counts,
  -- whatever the strategy, tag or asset-class filter, since they all moved the balance.
  earlier_trades as (
    select t.account_id, sum(t.net_pnl) as amount
    from public.trades t, args
    where p_from is not null and t.user_id = args.uid and t.status = 'closed' and t.closed_at < p_from
    group by t.account_id
  ),
  earlier_cash as (
    select x.account_id, sum(x.amount) as amount
    from public.account_transactions x, args
    where p_from is not null and x.user_id = args.uid and x.occurred_at < p_from
    group by x.account_id
  )
  select json_build_object(
    'version', 1,
    'timezone', (select p.timezone from public.profiles p, args where p.user_id = args.uid),
    'base_currency', (select p.base_currency from public.profiles p, args where p.user_id = args.uid),
    'accounts', coalesce((
      select json_agg(json_build_object(
        'id', a.id, 'name', a.name, 'currency', a.currency, 'kind', a.kind,
        'closed', a.status = 'closed', 'break_even_tolerance', a.break_even_tolerance,
        'equity_at_start', a.starting_balance + coalesce(c.amount, 0) + coalesce(e.amount, 0)
      ) order by a.idx)
      from acct a
      left join earlier_trades e on e.account_id = a.id
      left join earlier_cash c on c.account_id = a.id
    ), '[]'),
    'cash_flows', coalesce((
      select json_agg(json_build_object(
        'account', a.idx,
        'time', to_char(x.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'amount', x.amount
      ) order by x.occurred_at, x.id)
      from public.account_transactions x
      join acct a on a.id = x.account_id
      cross join args
      where x.user_id = args.uid
        and (p_from is null or x.occurred_at >= p_from) and (p_to is null or x.occurred_at < p_to)
    ), '[]'),
    'strategies', coalesce((
      select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.idx) from strat s
    ), '[]'),
    'tags', coalesce((
      select json_agg(json_build_object(
        'id', g.id, 'name', g.name, 'group', g.tag_group, 'color', g.color
      ) order by g.idx)
      from tag g
    ), '[]'),
    'fx_rates', coalesce((
      select json_agg(json_build_object(
        'pair', r.pair, 'date', to_char(r.day, 'YYYY-MM-DD'), 'rate', r.rate
      ) order by r.pair, r.day)
      from public.fx_rates r, args
      where r.user_id = args.uid
    ), '[]'),
    'trades', (select row_to_json(c) from columns c)
  )
$$;

revoke all on function public.analytics_journal(timestamptz, timestamptz, uuid[], uuid[], uuid[], text[])
  from public, anon;
grant execute on function public.analytics_journal(timestamptz, timestamptz, uuid[], uuid[], uuid[], text[])
  to authenticated, service_role;

-- Without table statistics the planner joins the journal by nested loops that regroup the tags once
-- per trade: 0.7-1.8 s for 1,500 trades on the embedded database, which never gathers statistics
-- (30-50 ms with hash joins, 5,000 trades in 56-84 ms). Where autovacuum runs, its ANALYZE gives
-- the planner what it needs, and its own plan is the faster one (100k trades on PostgreSQL: 0.8 s,
-- 2 s with nested loops forbidden).
do $$
begin
  if not exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') then
    alter function public.analytics_journal(timestamptz, timestamptz, uuid[], uuid[], uuid[], text[])
      set enable_nestloop = off;
  end if;
end;
$$;
