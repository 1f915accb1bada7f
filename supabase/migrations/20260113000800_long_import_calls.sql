-- A big import is one transaction by design (nothing half-imported is ever visible): 100k fills
-- take 8-12 s to store on PostgreSQL, past the data API's 8 s statement timeout, so the call was
-- cancelled and the import failed. These two calls get their own limit, which the data API applies
-- to the whole call as PostgREST 12.2 does ("hoisted" function settings): every other request keeps
-- the API's.
alter function public.import_batch(jsonb, jsonb) set statement_timeout = '120s';
alter function public.undo_import(uuid) set statement_timeout = '120s';
