-- The journal's version is raised when the writing transaction commits, not by each statement.
--
-- 20260113000500_journal_versions.sql raised public.journal_versions from statement triggers, so
-- the writer took its user's version row at its first write and held that lock until it ended:
-- during a long import or restore every other write of the same user waited behind it (an edit in
-- another tab ran into the API's statement timeout), and two transactions of one user could
-- deadlock (a save of trades [Y, X] holding X while an import extending X held the version row).
--
-- Now a statement only notes "this user's journal changed in this transaction" in
-- journal.journal_changes, keyed by (transaction, user): no lock on anything another transaction
-- touches. A deferred constraint trigger on that note raises the version at commit, in the same
-- transaction as the change, so journal_stamp() keeps its promise (decision 0018): a stamp read
-- after a commit differs from one read before it, and no stamp is ever newer than the journal it
-- is read beside. The version row is locked only for the moment of the commit itself.
create unlogged table journal.journal_changes (
  txid bigint not null default txid_current(),
  user_id uuid not null,
  primary key (txid, user_id)
);

-- Only the definer's trigger functions write or read it.
alter table journal.journal_changes enable row level security;
revoke all on journal.journal_changes from public, anon, authenticated;
grant all on journal.journal_changes to service_role;

-- At commit: every user this transaction changed gets one raise, in user order so two commits
-- that both touched several users take their version rows in the same order. The first of the
-- transaction's deferred events does all of it; the rest find nothing left. A user deleted later
-- in the same transaction is skipped: a version row made for them would point at no one.
create or replace function journal.raise_journal_versions() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  with noted as (
    delete from journal.journal_changes c where c.txid = new.txid returning c.user_id
  )
  insert into public.journal_versions as v (user_id)
  select n.user_id from noted n
  where exists (select 1 from auth.users u where u.id = n.user_id)
  order by n.user_id
  on conflict (user_id) do update set version = v.version + 1, changed_at = now();
  return null;
end;
$$;
revoke all on function journal.raise_journal_versions() from public, anon, authenticated;

create constraint trigger journal_changes_raise_at_commit after insert on journal.journal_changes
  deferrable initially deferred
  for each row execute function journal.raise_journal_versions();

-- The statement triggers of 20260113000500 keep their names and tables; they now only note.
create or replace function public.bump_journal_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    insert into journal.journal_changes (user_id)
    select distinct o.user_id from old_rows o where o.user_id is not null
    on conflict do nothing;
  else
    -- The row's user after the update (a trader cannot move a row to another user; a service call
    -- that does leaves the first user's copy to be read again at their next change).
    insert into journal.journal_changes (user_id)
    select distinct n.user_id from new_rows n where n.user_id is not null
    on conflict do nothing;
  end if;
  return null;
end;
$$;

create or replace function public.bump_journal_version_for_profile() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    if new.timezone is not distinct from old.timezone and new.base_currency is not distinct from old.base_currency then
      return null;
    end if;
  end if;
  insert into journal.journal_changes (user_id) values (new.user_id) on conflict do nothing;
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
  insert into journal.journal_changes (user_id) values (new.user_id) on conflict do nothing;
  return null;
end;
$$;
revoke all on function public.bump_journal_version(), public.bump_journal_version_for_profile(),
  public.bump_journal_version_for_settings() from public, anon, authenticated;
