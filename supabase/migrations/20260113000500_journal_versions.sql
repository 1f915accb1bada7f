-- A journal's version, so a reader that keeps a copy of the journal (the analytics worker keeps the
-- whole journal in the browser between visits; the ai-analysis function caches its answers) can
-- ask in one cheap call whether its copy is still the journal.
--
-- journal_stamp() of 20260113000000_ai_analysis_cache.sql counted and took the latest change of
-- every journal table: 0.3 s for a 100k-trade journal, most of a repeat visit's wait, and blind to
-- an edit whose transaction began before another one it committed after (the latest time stays
-- the other's). Here every write to a table an analysis reads raises the writer's version in the
-- same transaction, so the stamp is one row: `<epoch>:<version>`, where the epoch is drawn when
-- the row is made (a journal restored into a fresh database never reuses an old stamp).
create table public.journal_versions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  epoch uuid not null default gen_random_uuid(),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);

alter table public.journal_versions enable row level security;
create policy "journal_versions: owner reads" on public.journal_versions
  for select to authenticated using (user_id = (select auth.uid()));
revoke all on public.journal_versions from anon, authenticated;
grant select on public.journal_versions to authenticated;
grant all on public.journal_versions to service_role;

-- Raises the version of every user whose rows a statement wrote. A definer's function: traders
-- read their version but never write it. One call per statement, whatever its row count. A user
-- being deleted is skipped: their rows go in the same statement as the user, and a version row
-- made for them then would point at no one.
create or replace function public.bump_journal_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    insert into public.journal_versions as v (user_id)
    select distinct o.user_id from old_rows o
    where exists (select 1 from auth.users u where u.id = o.user_id)
    on conflict (user_id) do update set version = v.version + 1, changed_at = now();
  else
    -- An update can move a row to another user only through a service call; both are raised.
    insert into public.journal_versions as v (user_id)
    select distinct n.user_id from new_rows n
    where exists (select 1 from auth.users u where u.id = n.user_id)
    on conflict (user_id) do update set version = v.version + 1, changed_at = now();
  end if;
  return null;
end;
$$;
revoke all on function public.bump_journal_version() from public, anon, authenticated;

-- Transition tables allow one event per trigger: three per table.
do $$
declare
  t text;
begin
  foreach t in array array['trades', 'trade_executions', 'trade_tags', 'tags', 'strategies', 'accounts',
    'account_transactions', 'fx_rates', 'price_series']
  loop
    execute format(
      'create trigger %I after insert on public.%I referencing new table as new_rows
         for each statement execute function public.bump_journal_version()', t || '_version_on_insert', t);
    execute format(
      'create trigger %I after update on public.%I referencing new table as new_rows
         for each statement execute function public.bump_journal_version()', t || '_version_on_update', t);
    execute format(
      'create trigger %I after delete on public.%I referencing old table as old_rows
         for each statement execute function public.bump_journal_version()', t || '_version_on_delete', t);
  end loop;
end;
$$;

-- Of the profile and the settings, only what an analysis reads: the zone, the base currency and
-- the first day of the week (a theme change keeps every figure); a new row may differ from the
-- defaults, so it always counts.
create or replace function public.bump_journal_version_for_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    if new.timezone is not distinct from old.timezone and new.base_currency is not distinct from old.base_currency then
      return null;
    end if;
  end if;
  insert into public.journal_versions as v (user_id)
  select new.user_id where exists (select 1 from auth.users u where u.id = new.user_id)
  on conflict (user_id) do update set version = v.version + 1, changed_at = now();
  return null;
end;
$$;
create or replace function public.bump_journal_version_for_settings() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    if new.week_start is not distinct from old.week_start then
      return null;
    end if;
  end if;
  insert into public.journal_versions as v (user_id)
  select new.user_id where exists (select 1 from auth.users u where u.id = new.user_id)
  on conflict (user_id) do update set version = v.version + 1, changed_at = now();
  return null;
end;
$$;
revoke all on function public.bump_journal_version_for_profile() from public, anon, authenticated;
revoke all on function public.bump_journal_version_for_settings() from public, anon, authenticated;
create trigger profiles_version_on_write after insert or update on public.profiles
  for each row execute function public.bump_journal_version_for_profile();
create trigger user_settings_version_on_write after insert or update on public.user_settings
  for each row execute function public.bump_journal_version_for_settings();

-- Journals written before this migration get their row now.
insert into public.journal_versions (user_id) select u.id from auth.users u on conflict do nothing;

-- Same name and meaning as before (text that changes whenever the journal does), one row read.
-- A user with no row yet has never written: 'none' stays true until the first write makes one.
create or replace function public.journal_stamp() returns text
language sql stable security invoker set search_path = '' as $$
  select coalesce(
    (select v.epoch::text || ':' || v.version from public.journal_versions v
      where v.user_id = (select auth.uid())),
    'none'
  )
$$;

-- The analytics call also tells the trader's first day of the week (the analytics pages' "this
-- week" started on Monday whatever the settings said). Otherwise as
-- 20260110000000_playbooks_tags_goals.sql.
create or replace function public.analytics_journal(
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_account_ids uuid[] default null,
  p_strategy_ids uuid[] default null,
  p_tag_ids uuid[] default null,
  p_asset_classes text[] default null
) returns json
language sql stable security invoker set search_path = '' set work_mem = '48MB' as $$
  with
  args as (
    select
      auth.uid() as uid,
      nullif(p_account_ids, '{}') as account_ids,
      nullif(p_strategy_ids, '{}') as strategy_ids,
      nullif(p_tag_ids, '{}') as tag_ids,
      nullif(p_asset_classes, '{}') as asset_classes
  ),
  acct as (
    select a.id, a.name, a.currency, a.kind, a.status, a.break_even_tolerance, a.starting_balance,
      (row_number() over (order by lower(a.name), a.id) - 1)::int as idx
    from public.accounts a, args
    where a.user_id = args.uid and (args.account_ids is null or a.id = any (args.account_ids))
  ),
  strat as (
    select s.id, s.name, (row_number() over (order by lower(s.name), s.id) - 1)::int as idx
    from public.strategies s, args
    where s.user_id = args.uid
  ),
  tag as (
    select g.id, g.name, g.tag_group, g.color,
      (row_number() over (order by lower(g.name), g.id) - 1)::int as idx
    from public.tags g, args
    where g.user_id = args.uid
  ),
  tagged as (
    select tt.trade_id, array_agg(tag.idx order by tag.idx) as tags,
      coalesce(bool_or(tt.tag_id = any (args.tag_ids)), false) as wanted
    from public.trade_tags tt join tag on tag.id = tt.tag_id, args
    where tt.user_id = args.uid
    group by tt.trade_id
  ),
  picked as (
    select t.id, t.symbol, t.opened_at, t.closed_at, t.net_pnl, t.gross_pnl, t.fees, t.initial_risk,
      t.r_multiple, acct.idx as account, strat.idx as strategy, t.asset_class, t.side, t.quantity,
      t.entry_price, t.multiplier, t.mae, t.mfe, tagged.tags, t.followed_rule_ids
    from public.trades t
    cross join args
    left join acct on acct.id = t.account_id
    left join strat on strat.id = t.strategy_id
    left join tagged on tagged.trade_id = t.id
    where t.user_id = args.uid
      and (
        (t.status = 'closed' and (p_from is null or t.closed_at >= p_from) and (p_to is null or t.closed_at < p_to))
        or (t.status = 'open' and (p_to is null or t.opened_at < p_to))
      )
      and (args.account_ids is null or acct.id is not null)
      and (args.strategy_ids is null or t.strategy_id = any (args.strategy_ids))
      and (args.asset_classes is null or t.asset_class = any (args.asset_classes))
      and (args.tag_ids is null or coalesce(tagged.wanted, false))
    order by t.closed_at nulls last, t.opened_at, t.id
  ),
  columns as (
    select
      coalesce(json_agg(p.id), '[]') as id,
      coalesce(json_agg(p.symbol), '[]') as symbol,
      coalesce(json_agg(to_char(p.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), '[]') as opened_at,
      coalesce(json_agg(to_char(p.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), '[]') as closed_at,
      coalesce(json_agg(p.net_pnl), '[]') as net_pnl,
      coalesce(json_agg(p.gross_pnl), '[]') as gross_pnl,
      coalesce(json_agg(p.fees), '[]') as costs,
      coalesce(json_agg(p.initial_risk), '[]') as initial_risk,
      coalesce(json_agg(p.r_multiple), '[]') as r_multiple,
      coalesce(json_agg(p.account), '[]') as account,
      coalesce(json_agg(p.strategy), '[]') as strategy,
      coalesce(json_agg(p.asset_class), '[]') as asset_class,
      coalesce(json_agg(p.side), '[]') as side,
      coalesce(json_agg(p.quantity), '[]') as quantity,
      coalesce(json_agg(p.entry_price), '[]') as entry_price,
      coalesce(json_agg(p.multiplier), '[]') as multiplier,
      coalesce(json_agg(p.mae), '[]') as mae,
      coalesce(json_agg(p.mfe), '[]') as mfe,
      coalesce(json_agg(p.tags), '[]') as tags,
      coalesce(json_agg(p.followed_rule_ids), '[]') as followed_rule_ids
    from picked p
  ),
  earlier_trades as (
    select t.account_id, sum(t.net_pnl) as amount
    from public.trades t, args
    where p_from is not null and t.user_id = args.uid and t.status = 'closed' and t.closed_at < p_from
    group by t.account_id
  ),
  earlier_cash as (
    select x.account_id, sum(x.amount) as amount
    from public.account_transactions x, args
    where p_from is not null and x.user_id = args.uid and x.occurred_at < p_from
    group by x.account_id
  )
  select json_build_object(
    'version', 1,
    'timezone', (select p.timezone from public.profiles p, args where p.user_id = args.uid),
    'base_currency', (select p.base_currency from public.profiles p, args where p.user_id = args.uid),
    'week_starts_on', (
      select case s.week_start when 0 then 'Sun' when 6 then 'Sat' else 'Mon' end
      from public.user_settings s, args where s.user_id = args.uid
    ),
    'accounts', coalesce((
      select json_agg(json_build_object(
        'id', a.id, 'name', a.name, 'currency', a.currency, 'kind', a.kind,
        'closed', a.status = 'closed', 'break_even_tolerance', a.break_even_tolerance,
        'equity_at_start', a.starting_balance + coalesce(c.amount, 0) + coalesce(e.amount, 0)
      ) order by a.idx)
      from acct a
      left join earlier_trades e on e.account_id = a.id
      left join earlier_cash c on c.account_id = a.id
    ), '[]'),
    'cash_flows', coalesce((
      select json_agg(json_build_object(
        'account', a.idx,
        'time', to_char(x.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'amount', x.amount
      ) order by x.occurred_at, x.id)
      from public.account_transactions x
      join acct a on a.id = x.account_id
      cross join args
      where x.user_id = args.uid
        and (p_from is null or x.occurred_at >= p_from) and (p_to is null or x.occurred_at < p_to)
    ), '[]'),
    'strategies', coalesce((
      select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.idx) from strat s
    ), '[]'),
    'tags', coalesce((
      select json_agg(json_build_object(
        'id', g.id, 'name', g.name, 'group', g.tag_group, 'color', g.color
      ) order by g.idx)
      from tag g
    ), '[]'),
    'fx_rates', coalesce((
      select json_agg(json_build_object(
        'pair', r.pair, 'date', to_char(r.day, 'YYYY-MM-DD'), 'rate', r.rate
      ) order by r.pair, r.day)
      from public.fx_rates r, args
      where r.user_id = args.uid
    ), '[]'),
    'trades', (select row_to_json(c) from columns c)
  )
$$;

-- Replacing the function dropped the planner setting 20260109000000_analytics.sql gives it where no
-- autovacuum gathers statistics; it is given again for the same reason.
do $$
begin
  if not exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') then
    alter function public.analytics_journal(timestamptz, timestamptz, uuid[], uuid[], uuid[], text[])
      set enable_nestloop = off;
  end if;
end;
$$;
