-- Backtesting: a replay session or a rule backtest run is kept with its settings and results, and
-- its trades live in the trader's backtest account (accounts.kind = 'backtest'), so they never mix
-- with live figures but every analytics page can study them by choosing that account. Deleting a
-- session deletes its trades and nothing else.

create table public.backtest_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  account_id uuid not null,
  kind text not null,
  name text not null,
  -- The series may be deleted later; the session keeps its symbol and timeframe to say what it was.
  series_id uuid references public.price_series (id) on delete set null,
  symbol text,
  timeframe text,
  -- replay: start time, speed, fill priority, costs, starting balance, risk %;
  -- rule: strategy id and parameters, stop / target, sizing, session filter, sweep axes.
  settings jsonb not null default '{}'::jsonb,
  -- Statistics summary, equity points, sweep cells: what the runs list compares without the trades.
  results jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint backtest_sessions_id_user_key unique (id, user_id),
  constraint backtest_sessions_account_fk foreign key (account_id, user_id)
    references public.accounts (id, user_id) on delete cascade,
  constraint backtest_sessions_kind check (kind in ('replay', 'rule')),
  constraint backtest_sessions_name_length check (name = btrim(name) and char_length(name) between 1 and 120),
  constraint backtest_sessions_symbol_length check (symbol is null or char_length(symbol) between 1 and 40),
  constraint backtest_sessions_timeframe_length check (timeframe is null or char_length(timeframe) between 1 and 10),
  constraint backtest_sessions_settings_shape check (
    jsonb_typeof(settings) = 'object' and octet_length(settings::text) <= 65536
  ),
  -- Capped so a sweep's cells and an equity line fit, and a list of runs stays quick to read.
  constraint backtest_sessions_results_shape check (
    results is null or (jsonb_typeof(results) = 'object' and octet_length(results::text) <= 2097152)
  )
);

create index backtest_sessions_user_created_idx on public.backtest_sessions (user_id, created_at desc);
create index backtest_sessions_account_idx on public.backtest_sessions (account_id);

-- A session belongs to a backtest account, and names only a series its owner can read. Both
-- lookups run as the caller, so row security hides another trader's rows from them; the account's
-- foreign key on (account_id, user_id) then ties the session to its owner.
create or replace function journal.backtest_sessions_check() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not exists (
    select 1 from public.accounts a where a.id = new.account_id and a.kind = 'backtest'
  ) then
    raise check_violation using message = 'VALIDATION-009: a backtest session belongs to a backtest account';
  end if;
  if new.series_id is not null
    and (tg_op = 'INSERT' or new.series_id is distinct from old.series_id)
    and not exists (select 1 from public.price_series s where s.id = new.series_id)
  then
    raise foreign_key_violation using message = 'DB-010: the price series was not found';
  end if;
  return new;
end;
$$;

create trigger backtest_sessions_check before insert or update of account_id, series_id, user_id
  on public.backtest_sessions for each row execute function journal.backtest_sessions_check();
create trigger backtest_sessions_touch_updated_at before update on public.backtest_sessions
  for each row execute function public.touch_updated_at();

alter table public.backtest_sessions enable row level security;

create policy "backtest_sessions: owner reads" on public.backtest_sessions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "backtest_sessions: owner inserts" on public.backtest_sessions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "backtest_sessions: owner updates" on public.backtest_sessions
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "backtest_sessions: owner deletes" on public.backtest_sessions
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.backtest_sessions from anon;
grant select, insert, update, delete on public.backtest_sessions to authenticated;
grant all on public.backtest_sessions to service_role;

-- A trade made by a session goes with it.
alter table public.trades
  add column backtest_session_id uuid,
  add constraint trades_backtest_session_fk foreign key (backtest_session_id, user_id)
    references public.backtest_sessions (id, user_id) on delete cascade;

create index trades_backtest_session_idx on public.trades (backtest_session_id)
  where backtest_session_id is not null;

-- The runs list follows other tabs and devices like the journal (decision 0004).
alter table public.backtest_sessions replica identity full;
alter publication supabase_realtime add table public.backtest_sessions;

-- Saves a session's trades through rpc/save_trades (the one way a trade is written) and marks them
-- as the session's, in one transaction. Runs as the caller: the session must be theirs, and every
-- trade must be in the session's account, so a run cannot write into a live account.
create or replace function public.save_backtest_trades(session_id uuid, trades jsonb) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  session_account uuid;
  ids jsonb;
begin
  select s.account_id into session_account
  from public.backtest_sessions s
  where s.id = save_backtest_trades.session_id and s.user_id = (select auth.uid());
  if session_account is null then
    raise no_data_found using message = 'DB-004: the backtest session was not found';
  end if;
  -- The account may have been turned into a live one since the session was made.
  if not exists (select 1 from public.accounts a where a.id = session_account and a.kind = 'backtest') then
    raise check_violation using message = 'VALIDATION-009: a backtest session saves its trades into a backtest account';
  end if;
  if jsonb_typeof(save_backtest_trades.trades) is distinct from 'array' then
    raise invalid_parameter_value using message = 'VALIDATION-001: trades must be an array of trades';
  end if;
  if exists (
    select 1 from jsonb_array_elements(save_backtest_trades.trades) as e (t)
    where jsonb_typeof(e.t) <> 'object' or (e.t ->> 'account_id') is distinct from session_account::text
  ) then
    raise check_violation using message = 'VALIDATION-009: every trade of a backtest session is in its account';
  end if;
  -- An id already saved elsewhere would be updated, not created: a session only adds its own trades.
  if exists (
    select 1 from jsonb_array_elements(save_backtest_trades.trades) as e (t)
    join public.trades x on x.id::text = e.t ->> 'id'
    where x.backtest_session_id is distinct from save_backtest_trades.session_id
  ) then
    raise check_violation using message = 'VALIDATION-009: a trade of another session or account cannot join this one';
  end if;

  ids := public.save_trades(save_backtest_trades.trades);

  update public.trades t set backtest_session_id = save_backtest_trades.session_id
  where t.id in (select v.id::uuid from jsonb_array_elements_text(ids) as v (id));
  return ids;
end;
$$;

revoke all on function public.save_backtest_trades(uuid, jsonb) from public, anon;
grant execute on function public.save_backtest_trades(uuid, jsonb) to authenticated;
