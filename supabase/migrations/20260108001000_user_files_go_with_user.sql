-- A user's files in the product's buckets (trade attachments, avatars) go with the user, as the
-- journal's rows do through their foreign keys: deleting a user removes the object rows under the
-- user's folder, and the storage service removes the files no row points at when it next starts
-- (packages/server/src/storage/services/sweep.ts).
create or replace function journal.remove_user_files() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from storage.objects o
  where o.bucket_id in ('trade-attachments', 'avatars')
    and (storage.foldername(o.name))[1] = old.id::text;
  return old;
end;
$$;

revoke all on function journal.remove_user_files() from public;

create trigger users_remove_files after delete on auth.users
  for each row execute function journal.remove_user_files();
