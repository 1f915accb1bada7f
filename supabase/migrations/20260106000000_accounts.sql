-- A lean accounts table: the trader's brokerage and prop-firm accounts, with the currency they are
-- kept in and the balance the trader last entered. The calculators offer the open ones. The journal
-- will derive the balance from deposits, withdrawals and trades (trades.account_id) later; see
-- docs/decisions/0009-lean-accounts.md. The checks below are the account form's rules
-- (packages/core/src/accounts/account-form.ts), so a row the form would refuse is refused here too.
create table public.accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  broker text,
  currency char(3) not null,
  -- Money is numeric, never a float; clients read it back as text (balance::text).
  balance numeric not null,
  status text not null default 'open',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- Stored trimmed, so "Main" and "Main " are not two accounts that look the same.
  constraint accounts_name_length check (name = btrim(name) and char_length(name) between 1 and 80),
  constraint accounts_broker_length check (
    broker is null or (broker = btrim(broker) and char_length(broker) between 1 and 80)
  ),
  constraint accounts_currency_format check (currency ~ '^[A-Z]{3}$'),
  constraint accounts_balance_range check (balance >= 0 and balance < 1e15),
  constraint accounts_status check (status in ('open', 'closed'))
);

-- A name picks one account in the calculators' list, so one user cannot have two that read alike.
create unique index accounts_user_name_key on public.accounts (user_id, lower(name));
create index accounts_user_idx on public.accounts (user_id);

alter table public.accounts enable row level security;

create policy "accounts: owner reads" on public.accounts
  for select to authenticated using (user_id = auth.uid());
create policy "accounts: owner inserts" on public.accounts
  for insert to authenticated with check (user_id = auth.uid());
create policy "accounts: owner updates" on public.accounts
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "accounts: owner deletes" on public.accounts
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.accounts from anon;
grant select, insert, update, delete on public.accounts to authenticated;
grant all on public.accounts to service_role;

create trigger accounts_touch_updated_at before update on public.accounts
  for each row execute function public.touch_updated_at();
