-- The trader's own instrument settings: a point value, tick or pip size the built-in defaults
-- (core's resolveInstrument: the usual futures, options x100, forex pips) do not know or get wrong
-- for this trader. Optional: most journals never need a row here. See
-- docs/decisions/0012-journal-model.md.
create table public.instruments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  symbol text not null,
  asset_class text not null,
  multiplier numeric not null default 1,
  tick_size numeric,
  pip_size numeric,
  quote_currency text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- The rule of trades.symbol, so an instrument is found by a trade's symbol.
  constraint instruments_symbol_format check (symbol = upper(symbol) and symbol ~ '^\S{1,32}$'),
  constraint instruments_asset_class check (asset_class in ('stock', 'option', 'future', 'forex', 'crypto', 'cfd')),
  constraint instruments_multiplier_range check (multiplier > 0 and multiplier < 1e15),
  constraint instruments_tick_size_range check (tick_size is null or (tick_size > 0 and tick_size < 1e15)),
  constraint instruments_pip_size_range check (pip_size is null or (pip_size > 0 and pip_size < 1e15)),
  constraint instruments_quote_currency_format check (quote_currency is null or quote_currency ~ '^[A-Z]{3}$'),
  constraint instruments_user_symbol_key unique (user_id, symbol)
);

alter table public.instruments enable row level security;

create policy "instruments: owner reads" on public.instruments
  for select to authenticated using (user_id = auth.uid());
create policy "instruments: owner inserts" on public.instruments
  for insert to authenticated with check (user_id = auth.uid());
create policy "instruments: owner updates" on public.instruments
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "instruments: owner deletes" on public.instruments
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.instruments from anon;
grant select, insert, update, delete on public.instruments to authenticated;
grant all on public.instruments to service_role;

create trigger instruments_touch_updated_at before update on public.instruments
  for each row execute function public.touch_updated_at();
