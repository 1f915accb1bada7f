-- What a trader adds to trades besides the fills: strategies (a playbook entry with its rules as an
-- ordered checklist; each trade records which rules it followed) and tags. Emotions and mistakes
-- are tags of those groups, so "what did my mistakes cost" and the tag statistics read the same
-- rows. See docs/decisions/0012-journal-model.md.

-- rules: [{ "id": "r1", "text": "Wait for the retest" }, ...]: ids unique within the strategy,
-- since trades.followed_rule_ids names them.
create or replace function journal.strategy_rules_valid(rules jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(rules) = 'array' and jsonb_array_length(rules) <= 100 then coalesce((
      -- case, not and: a scalar rule must be a refusal, never an error of the - operator.
      select bool_and(
        case
          when jsonb_typeof(r) = 'object' then coalesce(
            r - array['id', 'text'] = '{}'::jsonb
            and jsonb_typeof(r -> 'id') = 'string' and jsonb_typeof(r -> 'text') = 'string'
            and char_length(r ->> 'id') between 1 and 64
            and char_length(r ->> 'text') between 1 and 500,
            false
          )
          else false
        end
      ) and count(distinct r ->> 'id') = count(*)
      from jsonb_array_elements(rules) as e (r)
    ), true)
    else false
  end
$$;

create table public.strategies (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  description text,
  market text,
  timeframe text,
  rules jsonb not null default '[]'::jsonb,
  archived_at timestamptz,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint strategies_name_length check (name = btrim(name) and char_length(name) between 1 and 80),
  constraint strategies_description_length check (description is null or char_length(description) <= 20000),
  constraint strategies_market_length check (market is null or char_length(market) between 1 and 80),
  constraint strategies_timeframe_length check (timeframe is null or char_length(timeframe) between 1 and 40),
  constraint strategies_rules_shape check (journal.strategy_rules_valid(rules)),
  constraint strategies_user_name_key unique (user_id, name),
  constraint strategies_id_user_key unique (id, user_id)
);

create table public.tags (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  color text not null default '#64748b',
  tag_group text not null default 'custom',
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint tags_name_length check (name = btrim(name) and char_length(name) between 1 and 50),
  constraint tags_color_format check (color ~ '^#[0-9a-fA-F]{6}$'),
  constraint tags_group check (tag_group in ('setup', 'mistake', 'emotion', 'custom')),
  constraint tags_id_user_key unique (id, user_id)
);

-- "FOMO" and "fomo" would read as one tag in a picker.
create unique index tags_user_name_key on public.tags (user_id, lower(name));

alter table public.strategies enable row level security;
alter table public.tags enable row level security;

create policy "strategies: owner reads" on public.strategies
  for select to authenticated using (user_id = auth.uid());
create policy "strategies: owner inserts" on public.strategies
  for insert to authenticated with check (user_id = auth.uid());
create policy "strategies: owner updates" on public.strategies
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "strategies: owner deletes" on public.strategies
  for delete to authenticated using (user_id = auth.uid());

create policy "tags: owner reads" on public.tags
  for select to authenticated using (user_id = auth.uid());
create policy "tags: owner inserts" on public.tags
  for insert to authenticated with check (user_id = auth.uid());
create policy "tags: owner updates" on public.tags
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "tags: owner deletes" on public.tags
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.strategies, public.tags from anon;
grant select, insert, update, delete on public.strategies, public.tags to authenticated;
grant all on public.strategies, public.tags to service_role;

create trigger strategies_touch_updated_at before update on public.strategies
  for each row execute function public.touch_updated_at();
create trigger tags_touch_updated_at before update on public.tags
  for each row execute function public.touch_updated_at();
