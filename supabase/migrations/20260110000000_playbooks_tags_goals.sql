-- Playbooks, tags and goals: what a trader plans, labels and holds themselves to. Strategies become
-- playbooks (risk rules, example trades), tags gain merge and an undoable delete, and goals are new.
-- Every figure shown for them comes from the analytics engine over rpc/analytics_journal, which now
-- carries the rules each trade followed. See docs/decisions/0014-playbooks-tags-goals.md.

-- Strategies ------------------------------------------------------------------------------------

-- "Breakout" and "breakout" would read as one playbook in the trade form's picker, as tags already
-- do. Rows saved before this differ only in their capitals: the later ones become "Name (2)", ...
-- (shortened to fit the 80 characters a name may have) rather than failing the migration.
do $$
declare
  dup record;
  n integer;
  candidate text;
begin
  for dup in
    select s.id, s.user_id, s.name
    from (
      select x.id, x.user_id, x.name,
        row_number() over (partition by x.user_id, lower(x.name) order by x.created_at, x.id) as rank
      from public.strategies x
    ) s
    where s.rank > 1
    order by s.user_id, lower(s.name), s.rank
  loop
    n := 2;
    loop
      candidate := left(dup.name, 80 - char_length(' (' || n || ')')) || ' (' || n || ')';
      exit when not exists (
        select 1 from public.strategies s where s.user_id = dup.user_id and lower(s.name) = lower(candidate)
      );
      n := n + 1;
    end loop;
    update public.strategies set name = candidate where id = dup.id;
  end loop;
end;
$$;

alter table public.strategies drop constraint strategies_user_name_key;
create unique index strategies_user_name_key on public.strategies (user_id, lower(name));

-- The playbook's risk rules, checked against its trades by the adherence report: a trade risking
-- more than max_risk_amount (its initial_risk, in the trade's account currency) breaks the first, the
-- (N+1)th trade of the playbook opened on one day breaks the second.
alter table public.strategies
  add column max_risk_amount numeric,
  add column max_trades_per_day integer,
  add constraint strategies_max_risk_amount_range check (
    max_risk_amount is null or (max_risk_amount > 0 and max_risk_amount < 1e15)
  ),
  add constraint strategies_max_trades_per_day_range check (
    max_trades_per_day is null or max_trades_per_day between 1 and 1000
  );

-- followed_rule_ids names rules of the trade's strategy. A trade left without one (its strategy
-- deleted, whose foreign key sets strategy_id to null, or the trader clearing it) would otherwise
-- keep naming rules it no longer has, and count as following them in a later adherence report.
create or replace function journal.trades_forget_rules() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.followed_rule_ids := '{}';
  return new;
end;
$$;

create trigger trades_forget_rules before insert or update on public.trades
  for each row when (new.strategy_id is null and cardinality(new.followed_rule_ids) > 0)
  execute function journal.trades_forget_rules();

-- Trades whose strategy was deleted before this still name its rules.
update public.trades set followed_rule_ids = '{}'
where strategy_id is null and cardinality(followed_rule_ids) > 0;

-- A playbook's example trades: chosen trades of the trader's own, in the order shown, each with a
-- caption. Their screenshots are the trade's own attachments, so nothing is stored twice, and an
-- example goes when its trade or its playbook goes.
create table public.strategy_examples (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  strategy_id uuid not null,
  trade_id uuid not null,
  caption text,
  position integer not null default 0,
  created_at timestamptz not null default now(),

  constraint strategy_examples_strategy_fk foreign key (strategy_id, user_id)
    references public.strategies (id, user_id) on delete cascade,
  constraint strategy_examples_trade_fk foreign key (trade_id, user_id)
    references public.trades (id, user_id) on delete cascade,
  constraint strategy_examples_caption_length check (caption is null or char_length(caption) <= 500),
  constraint strategy_examples_strategy_trade_key unique (strategy_id, trade_id)
);

-- Deleting a trade finds its examples by this rather than reading them all.
create index strategy_examples_trade_idx on public.strategy_examples (trade_id);

-- Goals -----------------------------------------------------------------------------------------

-- A goal is a target on an engine metric over a period, or a rule the trader keeps (met in a period
-- when never broken in it). Which way a metric goal is met is the engine's: max_drawdown at most the
-- target, every other metric at least. The period is the trader's: its days are midnights of
-- profiles.timezone, computed by core, so only custom dates are stored.
create table public.goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  kind text not null,
  metric text,
  rule text,
  target numeric not null,
  period text not null default 'monthly',
  starts_on date,
  ends_on date,
  -- Null: every account.
  account_id uuid,
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint goals_name_length check (name = btrim(name) and char_length(name) between 1 and 80),
  constraint goals_kind check (kind in ('metric', 'rule')),
  constraint goals_metric check (
    metric in ('net_pnl', 'win_rate', 'profit_factor', 'expectancy', 'average_r', 'trade_count', 'max_drawdown')
  ),
  constraint goals_rule check (
    rule in ('max_daily_loss', 'max_trades_per_day', 'max_risk_per_trade', 'max_consecutive_losses')
  ),
  constraint goals_kind_fields check (
    (kind = 'metric' and metric is not null and rule is null)
    or (kind = 'rule' and rule is not null and metric is null)
  ),
  -- One constraint for every target, so a client maps one name to "the target does not fit". The
  -- bound refuses NaN and infinities too (NaN compares above every number).
  constraint goals_target_fits check (
    abs(target) < 1e15
    and coalesce(
      case
        when metric = 'win_rate' then target between 0 and 100
        when metric = 'trade_count' or rule in ('max_trades_per_day', 'max_consecutive_losses')
          then target >= 1 and target = trunc(target)
        when metric = 'max_drawdown' or rule in ('max_daily_loss', 'max_risk_per_trade') then target > 0
        when metric = 'profit_factor' then target >= 0
        else true
      end,
      false
    )
  ),
  constraint goals_period check (period in ('daily', 'weekly', 'monthly', 'quarterly', 'custom')),
  constraint goals_custom_dates check (
    case
      when period = 'custom' then starts_on is not null and ends_on is not null and ends_on >= starts_on
      else starts_on is null and ends_on is null
    end
  ),
  constraint goals_account_fk foreign key (account_id, user_id)
    references public.accounts (id, user_id) on delete cascade
);

-- "Green month" and "green month" would be one goal in the list.
create unique index goals_user_name_key on public.goals (user_id, lower(name));
create index goals_account_idx on public.goals (account_id) where account_id is not null;

create trigger goals_touch_updated_at before update on public.goals
  for each row execute function public.touch_updated_at();

-- Owner-only, like the rest of the journal ------------------------------------------------------

alter table public.strategy_examples enable row level security;
alter table public.goals enable row level security;

create policy "strategy_examples: owner reads" on public.strategy_examples
  for select to authenticated using (user_id = (select auth.uid()));
create policy "strategy_examples: owner inserts" on public.strategy_examples
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "strategy_examples: owner updates" on public.strategy_examples
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "strategy_examples: owner deletes" on public.strategy_examples
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "goals: owner reads" on public.goals
  for select to authenticated using (user_id = (select auth.uid()));
create policy "goals: owner inserts" on public.goals
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "goals: owner updates" on public.goals
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "goals: owner deletes" on public.goals
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.strategy_examples, public.goals from anon;
grant select, insert, update, delete on public.strategy_examples, public.goals to authenticated;
grant all on public.strategy_examples, public.goals to service_role;

-- The playbook and goals pages follow changes made in another tab as the journal pages do
-- (decision 0004; full identity so a DELETE still carries user_id for a filtered subscription).
alter table public.strategy_examples replica identity full;
alter table public.goals replica identity full;
alter publication supabase_realtime add table public.strategy_examples, public.goals;

-- Tags: merge, and a delete that can be undone ---------------------------------------------------

-- Every trade tagged with the source ends up tagged with the target once: links of trades that
-- carry only the source move to the target, links of trades that already carry both go with the
-- source. Runs as the caller, so row security keeps it to the caller's tags and links.
create or replace function public.merge_tags(p_source uuid, p_target uuid) returns json
language plpgsql security invoker set search_path = '' as $$
declare
  found_tags integer;
  moved integer;
  already integer;
begin
  if p_source = p_target then
    raise exception 'A tag cannot be merged into itself.' using errcode = '22023';
  end if;
  -- Locked, so a tag deleted or renamed meanwhile by another tab waits for the merge.
  select count(*) into found_tags
  from (
    select g.id from public.tags g
    where g.id in (p_source, p_target) and g.user_id = (select auth.uid())
    for update
  ) mine;
  if found_tags <> 2 then
    raise exception 'Tag not found.' using errcode = 'P0002';
  end if;

  update public.trade_tags tt set tag_id = p_target
  where tt.tag_id = p_source
    and not exists (select 1 from public.trade_tags o where o.trade_id = tt.trade_id and o.tag_id = p_target);
  get diagnostics moved = row_count;
  delete from public.trade_tags tt where tt.tag_id = p_source;
  get diagnostics already = row_count;
  delete from public.tags g where g.id = p_source;

  return json_build_object('moved', moved, 'already_tagged', already);
end;
$$;

-- Deletes a tag with its links and answers what restore_tag needs to undo it: the tag row as it was
-- and the trades that carried it.
create or replace function public.delete_tag(p_tag uuid) returns json
language plpgsql security invoker set search_path = '' as $$
declare
  tag public.tags;
  trade_ids uuid[];
begin
  select g.* into tag from public.tags g
  where g.id = p_tag and g.user_id = (select auth.uid())
  for update;
  if not found then
    raise exception 'Tag not found.' using errcode = 'P0002';
  end if;
  select coalesce(array_agg(tt.trade_id order by tt.trade_id), '{}') into trade_ids
  from public.trade_tags tt where tt.tag_id = p_tag;
  delete from public.tags g where g.id = p_tag;
  return json_build_object('tag', to_json(tag), 'trade_ids', to_json(trade_ids));
end;
$$;

-- The undo of delete_tag: the tag again under its id (links elsewhere, such as a filter in a URL,
-- still name it), tagged on those of its trades that still exist. A trade deleted meanwhile is left
-- out, and a name taken meanwhile refuses the undo with the usual unique violation.
create or replace function public.restore_tag(p_tag jsonb, p_trade_ids uuid[]) returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  tag public.tags := jsonb_populate_record(null::public.tags, p_tag);
  restored public.tags;
  linked integer;
begin
  insert into public.tags (id, name, color, tag_group, is_sample, created_at)
  values (
    coalesce(tag.id, gen_random_uuid()),
    tag.name,
    coalesce(tag.color, '#64748b'),
    coalesce(tag.tag_group, 'custom'),
    coalesce(tag.is_sample, false),
    coalesce(tag.created_at, now())
  )
  returning * into restored;

  insert into public.trade_tags (trade_id, tag_id)
  select t.id, restored.id
  from public.trades t
  where t.id = any (p_trade_ids) and t.user_id = (select auth.uid());
  get diagnostics linked = row_count;
  return linked;
end;
$$;

revoke all on function public.merge_tags(uuid, uuid) from public, anon;
revoke all on function public.delete_tag(uuid) from public, anon;
revoke all on function public.restore_tag(jsonb, uuid[]) from public, anon;
grant execute on function public.merge_tags(uuid, uuid) to authenticated, service_role;
grant execute on function public.delete_tag(uuid) to authenticated, service_role;
grant execute on function public.restore_tag(jsonb, uuid[]) to authenticated, service_role;

-- The analytics call: each trade's followed rules --------------------------------------------------

-- Unchanged from 20260109000000_analytics.sql but for one more trade column, followed_rule_ids (an
-- array of rule ids per trade, [] when none), which the adherence report and the playbook page read.
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

-- Replacing the function dropped the planner setting 20260109000000_analytics.sql gave it where no
-- autovacuum gathers statistics; it is given again for the same reason.
do $$
begin
  if not exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') then
    alter function public.analytics_journal(timestamptz, timestamptz, uuid[], uuid[], uuid[], text[])
      set enable_nestloop = off;
  end if;
end;
$$;
