-- The web app listens for the DELETE of its own profile row (filtered by user_id) and signs out
-- when it goes. Adding the table to the supabase_realtime publication turns on change capture, on
-- Edgelog's server as on Supabase. With REPLICA IDENTITY FULL a deleted row still carries user_id,
-- so the filter can match it on Supabase too; subscribers only ever receive rows their policies
-- let them read, and a DELETE's old_record carries only the primary key.
alter table public.profiles replica identity full;
alter publication supabase_realtime add table public.profiles;
