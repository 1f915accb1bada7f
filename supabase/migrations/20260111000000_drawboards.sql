-- The draw board: a trader's whiteboards (plans, trade reviews, chart mark-ups), each a versioned
-- scene document read by core's restoreScene, linked to trades and journal days, with its images
-- and thumbnail in the private drawboard-files bucket. See docs/decisions/0015-draw-board.md.

create table public.drawboards (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  -- { "version": n, "elements": [...], "appState": {...}, "files": { id: { path, ... } } }: images
  -- are references to objects in drawboard-files, never bytes, so the row stays small.
  scene jsonb not null,
  template text,
  -- In bucket drawboard-files, under the owner's folder and the board's.
  thumbnail_path text,
  -- Raised on every update by drawboards_next_revision. A tab saves with `revision = <the one it
  -- read>`; when no row is updated, another tab or device saved first and the trader chooses.
  revision bigint not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint drawboards_id_user_key unique (id, user_id),
  constraint drawboards_name_length check (name = btrim(name) and char_length(name) between 1 and 120),
  constraint drawboards_scene_shape check (
    jsonb_typeof(scene) = 'object' and octet_length(scene::text) <= 5242880
  ),
  constraint drawboards_template check (template in ('daily-plan', 'trade-review', 'weekly-review')),
  constraint drawboards_thumbnail_path check (
    thumbnail_path is null
    or (
      starts_with(thumbnail_path, user_id::text || '/' || id::text || '/')
      and char_length(thumbnail_path) <= 1024
    )
  ),
  constraint drawboards_revision_positive check (revision > 0)
);

create index drawboards_user_updated_idx on public.drawboards (user_id, updated_at desc);

-- What a board is about: a trade or a journal day (the calendar day in the trader's time zone, as
-- journal_days.day). A day needs no journal entry to be linked.
create table public.drawboard_links (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  drawboard_id uuid not null,
  trade_id uuid,
  day date,
  created_at timestamptz not null default now(),

  constraint drawboard_links_board_fk foreign key (drawboard_id, user_id)
    references public.drawboards (id, user_id) on delete cascade,
  constraint drawboard_links_trade_fk foreign key (trade_id, user_id)
    references public.trades (id, user_id) on delete cascade,
  constraint drawboard_links_one_target check (num_nonnulls(trade_id, day) = 1),
  constraint drawboard_links_board_trade_key unique (drawboard_id, trade_id),
  constraint drawboard_links_board_day_key unique (drawboard_id, day)
);

-- The trade page and the calendar's day panel ask which boards are linked to them.
create index drawboard_links_trade_idx on public.drawboard_links (trade_id) where trade_id is not null;
create index drawboard_links_user_day_idx on public.drawboard_links (user_id, day) where day is not null;

alter table public.drawboards enable row level security;
alter table public.drawboard_links enable row level security;

create policy "drawboards: owner reads" on public.drawboards
  for select to authenticated using (user_id = (select auth.uid()));
create policy "drawboards: owner inserts" on public.drawboards
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "drawboards: owner updates" on public.drawboards
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "drawboards: owner deletes" on public.drawboards
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "drawboard_links: owner reads" on public.drawboard_links
  for select to authenticated using (user_id = (select auth.uid()));
create policy "drawboard_links: owner inserts" on public.drawboard_links
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "drawboard_links: owner updates" on public.drawboard_links
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "drawboard_links: owner deletes" on public.drawboard_links
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.drawboards, public.drawboard_links from anon;
grant select, insert, update, delete on public.drawboards, public.drawboard_links to authenticated;
grant all on public.drawboards, public.drawboard_links to service_role;

create or replace function public.drawboards_next_revision() returns trigger
language plpgsql as $$
begin
  -- Whatever the writer sent, the revision only moves forward by one, so a tab can never pass a
  -- save off as the one another tab already knows.
  new.revision := old.revision + 1;
  return new;
end;
$$;

create trigger drawboards_next_revision before update on public.drawboards
  for each row execute function public.drawboards_next_revision();
create trigger drawboards_touch_updated_at before update on public.drawboards
  for each row execute function public.touch_updated_at();

-- The board list and an open board follow other tabs and devices (decision 0004); with REPLICA
-- IDENTITY FULL a deleted row still carries user_id for a subscription filtered on it.
alter table public.drawboards replica identity full;
alter table public.drawboard_links replica identity full;
alter publication supabase_realtime add table public.drawboards, public.drawboard_links;

-- A board's images ('<user_id>/<board_id>/<file_id>') and its thumbnail
-- ('<user_id>/<board_id>/thumbnail.png'), each user in their own folder.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('drawboard-files', 'drawboard-files', false, 10485760, array['image/*'])
on conflict (id) do nothing;

create policy "drawboard-files: owner reads" on storage.objects
  for select to authenticated
  using (bucket_id = 'drawboard-files' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "drawboard-files: owner inserts" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'drawboard-files' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "drawboard-files: owner updates" on storage.objects
  for update to authenticated
  using (bucket_id = 'drawboard-files' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'drawboard-files' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "drawboard-files: owner deletes" on storage.objects
  for delete to authenticated
  using (bucket_id = 'drawboard-files' and (storage.foldername(name))[1] = (select auth.uid())::text);
