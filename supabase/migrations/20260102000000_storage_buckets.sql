-- Private buckets for trade screenshots/attachments and profile avatars. Every object lives under
-- a folder named by its owner's user id ('<uid>/...'); a user reads and writes only there.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('trade-attachments', 'trade-attachments', false, 10485760,
   array['image/*', 'application/pdf', 'text/plain', 'text/csv']),
  ('avatars', 'avatars', false, 2097152, array['image/*'])
on conflict (id) do nothing;

create policy "trade-attachments: owner reads" on storage.objects
  for select to authenticated
  using (bucket_id = 'trade-attachments' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "trade-attachments: owner inserts" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'trade-attachments' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "trade-attachments: owner updates" on storage.objects
  for update to authenticated
  using (bucket_id = 'trade-attachments' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'trade-attachments' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "trade-attachments: owner deletes" on storage.objects
  for delete to authenticated
  using (bucket_id = 'trade-attachments' and (storage.foldername(name))[1] = auth.uid()::text);

create policy "avatars: owner reads" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "avatars: owner inserts" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "avatars: owner updates" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "avatars: owner deletes" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
