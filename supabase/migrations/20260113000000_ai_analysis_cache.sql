-- The coach's analyses, kept per user and filter until the journal changes, and the stamp that
-- tells when it did. See docs/functions.md, "ai-analysis".

-- A short text that changes whenever anything an analysis reads changes: each table's row count
-- (a deleted row changes it) and latest updated_at (an edited row changes it), and the profile
-- and settings fields figures depend on (time zone, base currency, first day of the week). Cheap:
-- one indexed pass per table over the caller's rows only. Row-level security applies (invoker),
-- so a caller only ever stamps their own journal.
create or replace function public.journal_stamp() returns text
language sql stable security invoker set search_path = '' as $$
  with me as (select auth.uid() as uid)
  select md5(concat_ws('|',
    (select count(*) || ':' || coalesce(max(extract(epoch from t.updated_at))::text, '-')
       from public.trades t, me where t.user_id = me.uid),
    (select count(*) || ':' || coalesce(max(extract(epoch from x.updated_at))::text, '-')
       from public.trade_executions x, me where x.user_id = me.uid),
    -- Links are only added or removed, never edited: their newest creation stands for the rest.
    (select count(*) || ':' || coalesce(max(extract(epoch from l.created_at))::text, '-')
       from public.trade_tags l, me where l.user_id = me.uid),
    (select count(*) || ':' || coalesce(max(extract(epoch from g.updated_at))::text, '-')
       from public.tags g, me where g.user_id = me.uid),
    (select count(*) || ':' || coalesce(max(extract(epoch from s.updated_at))::text, '-')
       from public.strategies s, me where s.user_id = me.uid),
    (select count(*) || ':' || coalesce(max(extract(epoch from c.updated_at))::text, '-')
       from public.account_transactions c, me where c.user_id = me.uid),
    (select count(*) || ':' || coalesce(max(extract(epoch from a.updated_at))::text, '-')
       from public.accounts a, me where a.user_id = me.uid),
    (select count(*) || ':' || coalesce(max(extract(epoch from r.updated_at))::text, '-')
       from public.fx_rates r, me where r.user_id = me.uid),
    (select p.timezone || ':' || p.base_currency from public.profiles p, me where p.user_id = me.uid),
    (select u.week_start::text from public.user_settings u, me where u.user_id = me.uid)
  ))
$$;

revoke all on function public.journal_stamp() from public, anon;
grant execute on function public.journal_stamp() to authenticated, service_role;

-- One analysis per user and filter key (the filter as the URL writes it, the instants its period
-- resolved to and the seed); `journal_stamp` is the journal it was computed on, so a row whose
-- stamp is not the current one is stale and is computed again, then overwritten.
create table public.ai_analysis_cache (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  filter_key text not null,
  journal_stamp text not null,
  result jsonb not null,
  created_at timestamptz not null default now(),

  primary key (user_id, filter_key),
  constraint ai_analysis_cache_filter_key_length check (char_length(filter_key) <= 4096),
  constraint ai_analysis_cache_journal_stamp_length check (char_length(journal_stamp) <= 256),
  -- Trade ids of large findings make an analysis big; past this it is computed each time instead.
  constraint ai_analysis_cache_result_size check (
    jsonb_typeof(result) = 'object' and octet_length(result::text) <= 8388608
  )
);

alter table public.ai_analysis_cache enable row level security;

create policy "ai_analysis_cache: owner reads" on public.ai_analysis_cache
  for select to authenticated using (user_id = (select auth.uid()));
create policy "ai_analysis_cache: owner inserts" on public.ai_analysis_cache
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "ai_analysis_cache: owner updates" on public.ai_analysis_cache
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "ai_analysis_cache: owner deletes" on public.ai_analysis_cache
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.ai_analysis_cache from anon;
grant select, insert, update, delete on public.ai_analysis_cache to authenticated;
grant all on public.ai_analysis_cache to service_role;
