-- Trades grow from typed-in prices into round trips built from fills (trade_executions): the trade
-- keeps its columns with the meanings of decision 0012 (entry_price the average entry, quantity the
-- entry quantity, fees all the costs...) and gains the account, the instrument's terms, the derived
-- figures the log sorts and totals on, and what the trader adds (strategy, rating, MAE / MFE...).
-- The figures are written by the derivation trigger (next migration), never by a client. See
-- docs/decisions/0012-journal-model.md.

alter table public.trades
  add column account_id uuid,
  add column asset_class text,
  add column multiplier numeric not null default 1,
  add column currency text,
  add column closed_quantity numeric,
  add column open_quantity numeric,
  add column gross_pnl numeric,
  add column net_pnl numeric,
  add column return_pct numeric,
  add column initial_risk numeric,
  add column r_multiple numeric,
  add column planned_r numeric,
  add column holding_ms bigint,
  add column result text,
  add column fill_count integer not null default 0,
  add column strategy_id uuid,
  add column followed_rule_ids text[] not null default '{}',
  add column rating smallint,
  add column confidence smallint,
  add column mae numeric,
  add column mfe numeric,
  add column archived_at timestamptz,
  add column is_sample boolean not null default false;

-- The calculators knew four instruments; the journal's asset classes name futures in the singular.
update public.trades set asset_class = case instrument when 'futures' then 'future' else instrument end;

alter table public.trades
  drop constraint trades_symbol_format,
  drop column instrument,
  alter column asset_class set not null,
  alter column asset_class set default 'stock',
  add constraint trades_asset_class check (asset_class in ('stock', 'option', 'future', 'forex', 'crypto', 'cfd')),
  -- A forex pair is written BASE/QUOTE, as the calculators write it, or BASEQUOTE, as brokers do.
  add constraint trades_symbol_format check (
    symbol = upper(symbol) and symbol ~ '^\S{1,32}$'
    and (asset_class <> 'forex' or (symbol ~ '^[A-Z]{3}/?[A-Z]{3}$' and left(symbol, 3) <> right(symbol, 3)))
  ),
  -- Entry and exit are averages of fills now: an option may expire (exit) at 0. A plan's entry is
  -- still the trader's positive price.
  drop constraint trades_prices_positive,
  add constraint trades_prices_positive check (
    entry_price >= 0 and entry_price < 1e15
    and (status <> 'planned' or entry_price > 0)
    and (stop_price is null or (stop_price > 0 and stop_price < 1e15))
    and (target_price is null or (target_price > 0 and target_price < 1e15))
    and (exit_price is null or (exit_price >= 0 and exit_price < 1e15))
  ),
  -- Against an average entry a stop may legitimately sit on either side (added above it, trailed
  -- past it); the side rules hold for a plan, where the entry is the trader's own price, and are
  -- checked at commit with the round trip (next migration): a trade saved with its fills is a plan
  -- only until its fills are written.
  drop constraint trades_stop_on_loss_side,
  drop constraint trades_target_on_profit_side,
  -- Status, size, exit and close time follow from the fills now.
  drop constraint trades_open_needs_fill,
  drop constraint trades_exit_when_closed,
  drop constraint trades_notes_length,
  add constraint trades_notes_length check (notes is null or char_length(notes) <= 20000),
  add constraint trades_multiplier_range check (multiplier > 0 and multiplier < 1e15),
  add constraint trades_currency_format check (currency is null or currency ~ '^[A-Z]{3}$'),
  add constraint trades_result check (result in ('win', 'loss', 'breakeven')),
  add constraint trades_rating_range check (rating between 1 and 5),
  add constraint trades_confidence_range check (confidence between 1 and 5),
  add constraint trades_excursions_range check (
    (mae is null or (mae >= 0 and mae < 1e15)) and (mfe is null or (mfe >= 0 and mfe < 1e15))
  ),
  add constraint trades_followed_rules_count check (cardinality(followed_rule_ids) <= 100),
  add constraint trades_id_user_key unique (id, user_id),
  -- (x, user_id) keys: a trade can only be on its owner's account and strategy.
  add constraint trades_account_fk foreign key (account_id, user_id)
    references public.accounts (id, user_id) on delete cascade,
  add constraint trades_strategy_fk foreign key (strategy_id, user_id)
    references public.strategies (id, user_id) on delete set null (strategy_id);

-- The trade log: newest first (exists), by close, by symbol, per account, the archive, per strategy.
create index trades_user_closed_idx on public.trades (user_id, closed_at);
create index trades_user_symbol_idx on public.trades (user_id, symbol);
create index trades_account_idx on public.trades (account_id);
create index trades_user_archived_idx on public.trades (user_id, archived_at desc) where archived_at is not null;
create index trades_strategy_idx on public.trades (strategy_id) where strategy_id is not null;

create table public.trade_executions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  trade_id uuid not null,
  -- Copied from the trade by a trigger: a fill always matches its trade.
  account_id uuid,
  symbol text not null,
  asset_class text,
  executed_at timestamptz not null,
  side text not null,
  quantity numeric not null,
  price numeric not null,
  commission numeric not null default 0,
  fees numeric not null default 0,
  currency text,
  broker_execution_id text,
  order_id text,
  note text,
  -- Orders fills given at the same instant, in the order they were written.
  seq bigint generated by default as identity,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint trade_executions_trade_fk foreign key (trade_id, user_id)
    references public.trades (id, user_id) on delete cascade,
  constraint trade_executions_side check (side in ('buy', 'sell')),
  constraint trade_executions_asset_class check (
    asset_class is null or asset_class in ('stock', 'option', 'future', 'forex', 'crypto', 'cfd')
  ),
  constraint trade_executions_quantity_positive check (quantity > 0 and quantity < 1e15),
  -- An option can expire worthless: a fill at 0.
  constraint trade_executions_price_range check (price >= 0 and price < 1e15),
  constraint trade_executions_costs_not_negative check (
    commission >= 0 and commission < 1e15 and fees >= 0 and fees < 1e15
  ),
  constraint trade_executions_currency_format check (currency is null or currency ~ '^[A-Z]{3}$'),
  constraint trade_executions_broker_id_length check (
    broker_execution_id is null or char_length(broker_execution_id) between 1 and 128
  ),
  constraint trade_executions_order_id_length check (order_id is null or char_length(order_id) between 1 and 128),
  constraint trade_executions_note_length check (note is null or char_length(note) <= 2000)
);

-- A broker's execution id seen twice in one account is the same fill imported twice (DB-005).
create unique index trade_executions_broker_id_key
  on public.trade_executions (user_id, account_id, broker_execution_id) nulls not distinct
  where broker_execution_id is not null;
create index trade_executions_trade_idx on public.trade_executions (trade_id, executed_at, seq);

alter table public.trade_executions enable row level security;

create policy "trade_executions: owner reads" on public.trade_executions
  for select to authenticated using (user_id = auth.uid());
create policy "trade_executions: owner inserts" on public.trade_executions
  for insert to authenticated with check (user_id = auth.uid());
create policy "trade_executions: owner updates" on public.trade_executions
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "trade_executions: owner deletes" on public.trade_executions
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.trade_executions from anon;
grant select, insert, update, delete on public.trade_executions to authenticated;
grant all on public.trade_executions to service_role;

create trigger trade_executions_touch_updated_at before update on public.trade_executions
  for each row execute function public.touch_updated_at();

-- A fill takes its trade's account and symbol (and asset class unless it names one). A trade that
-- is not the writer's own is left to the checks: row security refuses a fill written for another
-- user, and the (trade_id, user_id) key one hung on another user's trade.
create or replace function journal.executions_follow_trade() returns trigger
language plpgsql set search_path = '' as $$
declare
  parent record;
begin
  select t.account_id, t.symbol, t.asset_class into parent
  from public.trades t where t.id = new.trade_id and t.user_id = new.user_id;
  if found then
    new.account_id := parent.account_id;
    new.symbol := parent.symbol;
    new.asset_class := coalesce(new.asset_class, parent.asset_class);
  elsif new.user_id = auth.uid() or auth.uid() is null then
    raise foreign_key_violation using
      message = 'insert or update on table "trade_executions" violates foreign key constraint "trade_executions_trade_fk"',
      detail = 'A fill belongs to one of your own trades.';
  end if;
  return new;
end;
$$;

create trigger trade_executions_follow_trade before insert or update on public.trade_executions
  for each row execute function journal.executions_follow_trade();

-- When a trade moves to another account or symbol, its fills move with it.
create or replace function journal.trades_move_executions() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.trade_executions e
  set account_id = new.account_id, symbol = new.symbol
  where e.trade_id = new.id;
  return null;
end;
$$;

create trigger trades_move_executions after update of account_id, symbol on public.trades
  for each row when (old.account_id is distinct from new.account_id or old.symbol is distinct from new.symbol)
  execute function journal.trades_move_executions();
