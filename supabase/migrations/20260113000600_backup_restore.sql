-- Restoring a backup keeps its ids unless one of them already belongs to another user's row on
-- this server (the same backup restored into a second account). Row-level security hides those
-- rows from the caller, so this helper says which of the given ids are taken by someone else —
-- and nothing more: no owner, no table, no content.
create or replace function public.backup_ids_taken(ids uuid[]) returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct t.id), '{}')
  from (
    select id, user_id from public.accounts where id = any(ids)
    union all select id, user_id from public.account_transactions where id = any(ids)
    union all select id, user_id from public.strategies where id = any(ids)
    union all select id, user_id from public.tags where id = any(ids)
    union all select id, user_id from public.instruments where id = any(ids)
    union all select id, user_id from public.commission_defaults where id = any(ids)
    union all select id, user_id from public.fx_rates where id = any(ids)
    union all select id, user_id from public.price_series where id = any(ids)
    union all select id, user_id from public.backtest_sessions where id = any(ids)
    union all select id, user_id from public.import_batches where id = any(ids)
    union all select id, user_id from public.trades where id = any(ids)
    union all select id, user_id from public.trade_executions where id = any(ids)
    union all select id, user_id from public.trade_tags where id = any(ids)
    union all select id, user_id from public.trade_attachments where id = any(ids)
    union all select id, user_id from public.strategy_examples where id = any(ids)
    union all select id, user_id from public.journal_days where id = any(ids)
    union all select id, user_id from public.goals where id = any(ids)
    union all select id, user_id from public.drawboards where id = any(ids)
    union all select id, user_id from public.drawboard_links where id = any(ids)
  ) t
  where t.user_id is distinct from (select auth.uid());
$$;

revoke all on function public.backup_ids_taken(uuid[]) from public, anon;
grant execute on function public.backup_ids_taken(uuid[]) to authenticated;
