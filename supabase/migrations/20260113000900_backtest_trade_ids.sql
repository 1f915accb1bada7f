-- save_backtest_trades compared ids as text: the same uuid written in capitals passed the check
-- that a session only adds its own trades, and save_trades then updated the live trade it named
-- (moving it into the backtest account, where deleting the session deleted it). Ids and accounts
-- are compared as uuids now (which also lets the check use the primary key). Otherwise as
-- 20260113000100_backtesting.sql.
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
    where jsonb_typeof(e.t) <> 'object' or (e.t ->> 'account_id')::uuid is distinct from session_account
  ) then
    raise check_violation using message = 'VALIDATION-009: every trade of a backtest session is in its account';
  end if;
  -- An id already saved elsewhere would be updated, not created: a session only adds its own trades.
  if exists (
    select 1 from jsonb_array_elements(save_backtest_trades.trades) as e (t)
    join public.trades x on x.id = (e.t ->> 'id')::uuid
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

