-- The trade log and the trade page update live when another tab or device changes the journal:
-- every journal table takes part in change capture (decision 0004), as profiles does. With
-- REPLICA IDENTITY FULL a deleted row still carries user_id, so a subscription filtered on it
-- matches DELETEs on Supabase too.
alter table public.trades replica identity full;
alter table public.trade_executions replica identity full;
alter table public.tags replica identity full;
alter table public.trade_tags replica identity full;
alter table public.accounts replica identity full;
alter table public.account_transactions replica identity full;
alter table public.journal_days replica identity full;
alter table public.strategies replica identity full;
alter table public.trade_attachments replica identity full;

alter publication supabase_realtime add table
  public.trades, public.trade_executions, public.tags, public.trade_tags, public.accounts,
  public.account_transactions, public.journal_days, public.strategies, public.trade_attachments;
