-- A first, lean trades table: one row per trade with its planned or actual prices. The journal
-- will grow it (accounts, executions with scale in and out, tags, strategies); see
-- docs/decisions/0006-first-trades-table.md. Money and quantities are numeric, never floats, and the
-- checks below are the new-trade form's rules (packages/core/src/trades/trade-form.ts), so a row
-- the form would refuse is refused here too, whoever writes it.
create table public.trades (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  instrument text not null check (instrument in ('stock', 'crypto', 'forex', 'futures')),
  symbol text not null,
  side text not null check (side in ('long', 'short')),
  status text not null default 'open' check (status in ('planned', 'open', 'closed')),
  entry_price numeric not null,
  stop_price numeric,
  target_price numeric,
  exit_price numeric,
  quantity numeric,
  fees numeric not null default 0,
  opened_at timestamptz,
  closed_at timestamptz,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint trades_symbol_format check (
    symbol = upper(symbol) and symbol ~ '^\S{1,32}$'
    and (instrument <> 'forex' or (symbol ~ '^[A-Z]{3}/[A-Z]{3}$' and left(symbol, 3) <> right(symbol, 3)))
  ),
  constraint trades_prices_positive check (
    entry_price > 0 and entry_price < 1e15
    and (stop_price is null or (stop_price > 0 and stop_price < 1e15))
    and (target_price is null or (target_price > 0 and target_price < 1e15))
    and (exit_price is null or (exit_price > 0 and exit_price < 1e15))
  ),
  constraint trades_quantity_positive check (quantity is null or (quantity > 0 and quantity < 1e15)),
  constraint trades_fees_not_negative check (fees >= 0 and fees < 1e15),
  constraint trades_stop_on_loss_side check (
    stop_price is null
    or (side = 'long' and stop_price < entry_price)
    or (side = 'short' and stop_price > entry_price)
  ),
  constraint trades_target_on_profit_side check (
    target_price is null
    or (side = 'long' and target_price > entry_price)
    or (side = 'short' and target_price < entry_price)
  ),
  -- Only a planned trade may leave its size and open time for later.
  constraint trades_open_needs_fill check (
    status = 'planned' or (quantity is not null and opened_at is not null)
  ),
  -- An exit belongs to a closed trade, and a closed trade has one.
  constraint trades_exit_when_closed check (
    (status = 'closed' and exit_price is not null and closed_at is not null)
    or (status <> 'closed' and exit_price is null and closed_at is null)
  ),
  constraint trades_closed_after_opened check (closed_at is null or opened_at is null or closed_at >= opened_at),
  constraint trades_notes_length check (notes is null or char_length(notes) <= 5000)
);

create index trades_user_opened_idx on public.trades (user_id, opened_at desc);

alter table public.trades enable row level security;

create policy "trades: owner reads" on public.trades
  for select to authenticated using (user_id = auth.uid());
create policy "trades: owner inserts" on public.trades
  for insert to authenticated with check (user_id = auth.uid());
create policy "trades: owner updates" on public.trades
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "trades: owner deletes" on public.trades
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.trades from anon;
grant select, insert, update, delete on public.trades to authenticated;
grant all on public.trades to service_role;

create trigger trades_touch_updated_at before update on public.trades
  for each row execute function public.touch_updated_at();
