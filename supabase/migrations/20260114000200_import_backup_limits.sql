-- Limits on what a trader can make the server hold or change outside the journal's own rules:
-- the import history, the import wizard's waiting parts and the restore's id check.

-- 1. The import history is written by rpc/import_batch and rpc/undo_import (both run as the
-- caller) and by a restore; nothing else rewrites it. A batch's created_at orders undo ("undo the
-- later import first"), so a batch rewritten or deleted through the data API could let an earlier
-- import be undone from under a later one. Traders keep inserting (the import and the restore do)
-- and may set undone_at, which rpc/undo_import does once the batch's fills are gone, and only
-- that: once, to the time of the undo.
revoke update, delete on public.import_batches from authenticated;
grant update (undone_at) on public.import_batches to authenticated;
drop policy "import_batches: owner deletes" on public.import_batches;

create or replace function journal.import_batches_undone_once() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.undone_at is not distinct from old.undone_at then
    return new;
  end if;
  if old.undone_at is not null or new.undone_at is null then
    raise check_violation using message = 'DB-003: an undone import stays undone';
  end if;
  if exists (select 1 from public.trade_executions e where e.import_batch_id = old.id)
    or exists (select 1 from public.account_transactions x where x.import_batch_id = old.id) then
    raise check_violation using message = 'DB-010: an import is undone with its fills and deposits (rpc/undo_import)';
  end if;
  new.undone_at := now();
  return new;
end;
$$;
revoke all on function journal.import_batches_undone_once() from public, anon;
create trigger import_batches_undone_once before update on public.import_batches
  for each row execute function journal.import_batches_undone_once();

-- 2. The import wizard's parts (public.import_stages) wait at most a day, whoever left them: any
-- write of parts clears every user's parts older than that (only the same user's were, so parts
-- of a trader who never imported again stayed for good). A part's time is the server's, so it
-- cannot be dated into the future to stay. And one trader holds at most 256 parts and 256 MiB
-- (as stored) at a time: a 50 MB file, the wizard's largest, is a few dozen parts of 6 MiB.
create index import_stages_created_idx on public.import_stages (created_at);

create or replace function journal.import_stages_clear_stale() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.import_stages s where s.created_at < now() - interval '1 day';
  return null;
end;
$$;

create or replace function journal.import_stages_dated_now() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.created_at := case when tg_op = 'INSERT' then now() else old.created_at end;
  return new;
end;
$$;

create or replace function journal.import_stages_within_limits() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  owner uuid;
begin
  for owner in select distinct n.user_id from new_rows n order by 1 loop
    -- Two tabs staging at once are counted one after the other.
    perform pg_advisory_xact_lock(hashtextextended('import-stages:' || owner::text, 0));
    if exists (
      select 1 from public.import_stages s where s.user_id = owner
      having count(*) > 256 or coalesce(sum(pg_column_size(s.trades)), 0) > 256 * 1024 * 1024
    ) then
      raise invalid_parameter_value using
        message = 'VALIDATION-009: at most 256 parts and 256 MiB of imports wait to be written; finish or cancel the import under way, or import the file in smaller pieces';
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function journal.import_stages_clear_stale(), journal.import_stages_dated_now(),
  journal.import_stages_within_limits() from public, anon, authenticated;

create trigger import_stages_clear_stale before insert on public.import_stages
  for each statement execute function journal.import_stages_clear_stale();
create trigger import_stages_dated_now before insert or update on public.import_stages
  for each row execute function journal.import_stages_dated_now();
create trigger import_stages_within_limits_on_insert after insert on public.import_stages
  referencing new table as new_rows
  for each statement execute function journal.import_stages_within_limits();
create trigger import_stages_within_limits_on_update after update on public.import_stages
  referencing new table as new_rows
  for each statement execute function journal.import_stages_within_limits();

-- 3. backup_ids_taken (20260113000600_backup_restore.sql) answers for at most 10,000 ids a call:
-- the restore asks in parts of that size, and one call cannot make the server look up millions.
create or replace function public.backup_ids_taken(ids uuid[]) returns uuid[]
language plpgsql stable security definer set search_path = '' as $$
declare
  taken uuid[];
begin
  if coalesce(cardinality(ids), 0) > 10000 then
    raise invalid_parameter_value using
      message = 'VALIDATION-009: at most 10000 ids are checked in one call; ask in parts';
  end if;
  select coalesce(array_agg(distinct t.id), '{}') into taken
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
  return taken;
end;
$$;
revoke all on function public.backup_ids_taken(uuid[]) from public, anon;
grant execute on function public.backup_ids_taken(uuid[]) to authenticated;
