-- Removing the sample journal removes only what the sample made. A sample account, strategy or tag
-- that the trader's own rows use (a trade entered into the sample account, a deposit, an import, a
-- goal, a backtest, fee defaults; a strategy or tag on one of their trades) stays, unmarked, and the
-- call names it so the trader is told. Before this, deleting a sample account took the trader's own
-- trades in it with it (its children cascade).

alter table public.account_transactions add column is_sample boolean not null default false;

-- The sample's deposits were written unmarked until now; every transaction in a sample account is
-- the sample's own (an account marked sample is created only by the sample journal).
update public.account_transactions x
set is_sample = true
from public.accounts a
where a.id = x.account_id and a.user_id = x.user_id and a.is_sample;

drop function public.remove_sample_data();

create function public.remove_sample_data() returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  uid uuid := auth.uid();
  kept_accounts jsonb;
  kept_strategies jsonb;
  kept_tags jsonb;
begin
  delete from public.trades where user_id = uid and is_sample;
  delete from public.account_transactions where user_id = uid and is_sample;

  with kept as (
    update public.accounts a set is_sample = false
    where a.user_id = uid and a.is_sample and (
      exists (select 1 from public.trades t where t.user_id = uid and t.account_id = a.id)
      or exists (select 1 from public.account_transactions x where x.user_id = uid and x.account_id = a.id)
      or exists (select 1 from public.import_batches b where b.user_id = uid and b.account_id = a.id)
      or exists (select 1 from public.goals g where g.user_id = uid and g.account_id = a.id)
      or exists (select 1 from public.backtest_sessions s where s.user_id = uid and s.account_id = a.id)
      or exists (select 1 from public.commission_defaults c where c.user_id = uid and c.account_id = a.id)
    )
    returning a.name
  )
  select coalesce(jsonb_agg(name order by name), '[]'::jsonb) into kept_accounts from kept;

  with kept as (
    update public.strategies s set is_sample = false
    where s.user_id = uid and s.is_sample
      and exists (select 1 from public.trades t where t.user_id = uid and t.strategy_id = s.id)
    returning s.name
  )
  select coalesce(jsonb_agg(name order by name), '[]'::jsonb) into kept_strategies from kept;

  with kept as (
    update public.tags g set is_sample = false
    where g.user_id = uid and g.is_sample
      and exists (select 1 from public.trade_tags tt where tt.user_id = uid and tt.tag_id = g.id)
    returning g.name
  )
  select coalesce(jsonb_agg(name order by name), '[]'::jsonb) into kept_tags from kept;

  delete from public.accounts where user_id = uid and is_sample;
  delete from public.strategies where user_id = uid and is_sample;
  delete from public.tags where user_id = uid and is_sample;
  delete from public.journal_days where user_id = uid and is_sample;

  return jsonb_build_object('kept_accounts', kept_accounts, 'kept_strategies', kept_strategies, 'kept_tags', kept_tags);
end;
$$;

revoke all on function public.remove_sample_data() from public, anon;
grant execute on function public.remove_sample_data() to authenticated;
