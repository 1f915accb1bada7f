-- Default commissions: what a new trade's fills are charged unless the trader types otherwise.
-- A row applies to one account, one instrument, both, or (neither set) every trade; the most
-- specific one wins (account and instrument, then instrument, then account, then the general one).
-- The charge is per unit traded (contract, share, lot: each fill's quantity) plus a fixed amount
-- per fill, both in the trade's currency.
create table public.commission_defaults (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  account_id uuid,
  symbol text,
  per_unit numeric not null default 0,
  per_fill numeric not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- Only one's own account; the defaults of a deleted account go with it.
  constraint commission_defaults_account_fk foreign key (account_id, user_id)
    references public.accounts (id, user_id) on delete cascade,
  -- The spelling of instruments.symbol and trades.symbol, so a trade's symbol finds its row.
  constraint commission_defaults_symbol_format check (
    symbol is null or (symbol = upper(symbol) and symbol ~ '^\S{1,32}$')
  ),
  constraint commission_defaults_per_unit_range check (per_unit >= 0 and per_unit < 1e15),
  constraint commission_defaults_per_fill_range check (per_fill >= 0 and per_fill < 1e15)
);

-- One row per scope: a second default for the same account and instrument is a 23505.
create unique index commission_defaults_scope_key
  on public.commission_defaults (user_id, account_id, symbol) nulls not distinct;
create index commission_defaults_account_idx on public.commission_defaults (account_id)
  where account_id is not null;

alter table public.commission_defaults enable row level security;

create policy "commission_defaults: owner reads" on public.commission_defaults
  for select to authenticated using (user_id = auth.uid());
create policy "commission_defaults: owner inserts" on public.commission_defaults
  for insert to authenticated with check (user_id = auth.uid());
create policy "commission_defaults: owner updates" on public.commission_defaults
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "commission_defaults: owner deletes" on public.commission_defaults
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.commission_defaults from anon;
grant select, insert, update, delete on public.commission_defaults to authenticated;
grant all on public.commission_defaults to service_role;

create trigger commission_defaults_touch_updated_at before update on public.commission_defaults
  for each row execute function public.touch_updated_at();
