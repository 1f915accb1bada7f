-- The rest of the journal around trades: a trade's tags, one journal entry per calendar day, and a
-- trade's screenshots and documents (files in the trade-attachments bucket, rows here with their
-- caption and order). Children carry user_id and name their parent by (id, user_id), so nothing can
-- be hung on another user's trade, even by someone who guessed its id. See
-- docs/decisions/0012-journal-model.md.

create table public.trade_tags (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  trade_id uuid not null,
  tag_id uuid not null,
  created_at timestamptz not null default now(),

  constraint trade_tags_trade_fk foreign key (trade_id, user_id)
    references public.trades (id, user_id) on delete cascade,
  constraint trade_tags_tag_fk foreign key (tag_id, user_id)
    references public.tags (id, user_id) on delete cascade,
  -- Holds both keys, so rest/v1 embeds tags in trades (and trades in tags) through this table.
  constraint trade_tags_trade_tag_key unique (trade_id, tag_id, user_id)
);

create index trade_tags_tag_idx on public.trade_tags (tag_id);

create table public.journal_days (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The calendar day in the trader's time zone (profiles.timezone).
  day date not null,
  plan text,
  review text,
  mood smallint,
  lessons text,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint journal_days_user_day_key unique (user_id, day),
  constraint journal_days_mood_range check (mood between 1 and 5),
  constraint journal_days_text_length check (
    (plan is null or char_length(plan) <= 20000)
    and (review is null or char_length(review) <= 20000)
    and (lessons is null or char_length(lessons) <= 20000)
  )
);

create table public.trade_attachments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  trade_id uuid not null,
  -- In bucket trade-attachments, under the owner's folder (its policies) and the trade's.
  object_path text not null,
  file_name text not null,
  content_type text not null,
  size_bytes bigint not null,
  caption text,
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint trade_attachments_trade_fk foreign key (trade_id, user_id)
    references public.trades (id, user_id) on delete cascade,
  constraint trade_attachments_object_path check (
    starts_with(object_path, user_id::text || '/' || trade_id::text || '/')
    and char_length(object_path) between 75 and 1024
  ),
  constraint trade_attachments_file_name_length check (char_length(file_name) between 1 and 255),
  constraint trade_attachments_content_type check (
    content_type ~ '^image/[a-z0-9][a-z0-9.+-]*$' or content_type = 'application/pdf'
  ),
  constraint trade_attachments_size_range check (size_bytes between 0 and 10485760),
  constraint trade_attachments_caption_length check (caption is null or char_length(caption) <= 500),
  constraint trade_attachments_object_path_key unique (object_path)
);

create index trade_attachments_trade_idx on public.trade_attachments (trade_id, position);

alter table public.trade_tags enable row level security;
alter table public.journal_days enable row level security;
alter table public.trade_attachments enable row level security;

create policy "trade_tags: owner reads" on public.trade_tags
  for select to authenticated using (user_id = auth.uid());
create policy "trade_tags: owner inserts" on public.trade_tags
  for insert to authenticated with check (user_id = auth.uid());
create policy "trade_tags: owner updates" on public.trade_tags
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "trade_tags: owner deletes" on public.trade_tags
  for delete to authenticated using (user_id = auth.uid());

create policy "journal_days: owner reads" on public.journal_days
  for select to authenticated using (user_id = auth.uid());
create policy "journal_days: owner inserts" on public.journal_days
  for insert to authenticated with check (user_id = auth.uid());
create policy "journal_days: owner updates" on public.journal_days
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "journal_days: owner deletes" on public.journal_days
  for delete to authenticated using (user_id = auth.uid());

create policy "trade_attachments: owner reads" on public.trade_attachments
  for select to authenticated using (user_id = auth.uid());
create policy "trade_attachments: owner inserts" on public.trade_attachments
  for insert to authenticated with check (user_id = auth.uid());
create policy "trade_attachments: owner updates" on public.trade_attachments
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "trade_attachments: owner deletes" on public.trade_attachments
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.trade_tags, public.journal_days, public.trade_attachments from anon;
grant select, insert, update, delete on public.trade_tags, public.journal_days, public.trade_attachments
  to authenticated;
grant all on public.trade_tags, public.journal_days, public.trade_attachments to service_role;

create trigger journal_days_touch_updated_at before update on public.journal_days
  for each row execute function public.touch_updated_at();
create trigger trade_attachments_touch_updated_at before update on public.trade_attachments
  for each row execute function public.touch_updated_at();
