-- Accounts become ledgers: the balance the trader entered (decision 0009) becomes the starting
-- balance at a date, and the balance is derived from it, the account's deposits, withdrawals, fees
-- and interest, and its closed trades' net P&L, so it can never drift from what was recorded.
-- See docs/decisions/0012-journal-model.md.

-- Helpers of the journal's triggers and checks live outside `public`, so they are not rpc/
-- endpoints of the data API.
create schema if not exists journal;
grant usage on schema journal to authenticated, service_role;

alter table public.accounts
  add column kind text not null default 'live',
  add column starting_balance numeric,
  add column starting_date date,
  add column break_even_tolerance numeric not null default 0,
  add column transactions_total numeric not null default 0,
  add column realized_pnl numeric not null default 0,
  add column is_sample boolean not null default false;

-- The entered balance is what the account held when it was recorded.
update public.accounts
set starting_balance = balance, starting_date = (created_at at time zone 'UTC')::date;

alter table public.accounts
  alter column starting_balance set not null,
  alter column starting_balance set default 0,
  alter column balance set default 0,
  drop constraint accounts_balance_range,
  add constraint accounts_starting_balance_range check (starting_balance >= 0 and starting_balance < 1e15),
  add constraint accounts_kind check (kind in ('live', 'demo', 'prop', 'paper', 'backtest')),
  add constraint accounts_break_even_tolerance_range check (
    break_even_tolerance >= 0 and break_even_tolerance < 1e15
  ),
  -- Children name (id, user_id) in their foreign keys, so a row can only hang on its owner's account.
  add constraint accounts_id_user_key unique (id, user_id);

-- The totals are the ledger's: a client's write to them (or to balance) is replaced. Writes from the
-- ledger's own triggers arrive one trigger level deeper and are kept.
create or replace function journal.accounts_balance() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.transactions_total := 0;
    new.realized_pnl := 0;
  elsif pg_trigger_depth() <= 1 then
    new.transactions_total := old.transactions_total;
    new.realized_pnl := old.realized_pnl;
  end if;
  new.balance := new.starting_balance + new.transactions_total + new.realized_pnl;
  return new;
end;
$$;

create trigger accounts_balance before insert or update on public.accounts
  for each row execute function journal.accounts_balance();

create table public.account_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  account_id uuid not null,
  kind text not null,
  occurred_at timestamptz not null default now(),
  -- The signed effect on the balance.
  amount numeric not null,
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint account_transactions_account_fk foreign key (account_id, user_id)
    references public.accounts (id, user_id) on delete cascade,
  constraint account_transactions_kind check (kind in ('deposit', 'withdrawal', 'fee', 'interest', 'adjustment')),
  constraint account_transactions_amount_sign check (
    (kind = 'deposit' and amount > 0)
    or (kind in ('withdrawal', 'fee') and amount < 0)
    or (kind in ('interest', 'adjustment') and amount <> 0)
  ),
  constraint account_transactions_amount_range check (abs(amount) < 1e15),
  constraint account_transactions_note_length check (note is null or char_length(note) <= 2000)
);

create index account_transactions_account_idx on public.account_transactions (account_id, occurred_at);
create index account_transactions_user_idx on public.account_transactions (user_id, occurred_at desc);

alter table public.account_transactions enable row level security;

create policy "account_transactions: owner reads" on public.account_transactions
  for select to authenticated using (user_id = auth.uid());
create policy "account_transactions: owner inserts" on public.account_transactions
  for insert to authenticated with check (user_id = auth.uid());
create policy "account_transactions: owner updates" on public.account_transactions
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "account_transactions: owner deletes" on public.account_transactions
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.account_transactions from anon;
grant select, insert, update, delete on public.account_transactions to authenticated;
grant all on public.account_transactions to service_role;

create trigger account_transactions_touch_updated_at before update on public.account_transactions
  for each row execute function public.touch_updated_at();

-- Kept incrementally, once per statement: a bulk import of transactions costs one update per account.
create or replace function journal.account_transactions_total() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.accounts a set transactions_total = a.transactions_total + d.amount
    from (select account_id, sum(amount) as amount from new_rows group by account_id) d
    where a.id = d.account_id and d.amount <> 0;
  elsif tg_op = 'UPDATE' then
    update public.accounts a set transactions_total = a.transactions_total + d.amount
    from (
      select account_id, sum(amount) as amount
      from (select account_id, amount from new_rows union all select account_id, -amount from old_rows) c
      group by account_id
    ) d
    where a.id = d.account_id and d.amount <> 0;
  else
    update public.accounts a set transactions_total = a.transactions_total - d.amount
    from (select account_id, sum(amount) as amount from old_rows group by account_id) d
    where a.id = d.account_id and d.amount <> 0;
  end if;
  return null;
end;
$$;

create trigger account_transactions_total_insert after insert on public.account_transactions
  referencing new table as new_rows
  for each statement execute function journal.account_transactions_total();
create trigger account_transactions_total_update after update on public.account_transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function journal.account_transactions_total();
create trigger account_transactions_total_delete after delete on public.account_transactions
  referencing old table as old_rows
  for each statement execute function journal.account_transactions_total();
