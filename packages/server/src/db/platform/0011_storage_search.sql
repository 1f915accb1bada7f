-- storage.search: one level of a bucket's tree under `prefix`, as Supabase's list endpoint returns
-- it. Names deeper than the level fold into one folder entry (null id and metadata); `search`
-- narrows to names starting with prefix || search (case-insensitive). Runs as the caller
-- (security invoker), so row-level security on storage.objects decides which names count.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language sql stable as $$
  with params as (
    select
      coalesce(prefix, '') as prefix,
      lower(coalesce(prefix, '') || coalesce(search, '')) as needle,
      case lower(coalesce(sortcolumn, 'name'))
        when 'updated_at' then 'updated_at'
        when 'created_at' then 'created_at'
        when 'last_accessed_at' then 'last_accessed_at'
        else 'name'
      end as col,
      lower(coalesce(sortorder, 'asc')) <> 'desc' as asc_order
  ),
  matches as (
    select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
           substr(o.name, char_length(p.prefix) + 1) as rest
    from storage.objects o, params p
    where o.bucket_id = bucketname
      and left(lower(o.name), char_length(p.needle)) = p.needle
  ),
  entries as (
    select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
           null::timestamptz as created_at, null::timestamptz as last_accessed_at,
           null::jsonb as metadata, true as is_folder
    from matches
    where strpos(rest, '/') > 0
    group by split_part(rest, '/', 1)
    union all
    select rest, id, updated_at, created_at, last_accessed_at, metadata, false
    from matches
    where strpos(rest, '/') = 0 and rest <> ''
  )
  select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
  from entries e, params p
  order by
    case when p.col <> 'name' then e.is_folder end desc,
    case when p.col = 'updated_at' and p.asc_order then e.updated_at end asc,
    case when p.col = 'updated_at' and not p.asc_order then e.updated_at end desc,
    case when p.col = 'created_at' and p.asc_order then e.created_at end asc,
    case when p.col = 'created_at' and not p.asc_order then e.created_at end desc,
    case when p.col = 'last_accessed_at' and p.asc_order then e.last_accessed_at end asc,
    case when p.col = 'last_accessed_at' and not p.asc_order then e.last_accessed_at end desc,
    case when p.asc_order then lower(e.name) collate "C" end asc,
    case when not p.asc_order then lower(e.name) collate "C" end desc,
    e.name collate "C"
  limit least(greatest(coalesce(limits, 100), 1), 1500)
  offset greatest(coalesce(offsets, 0), 0)
$$;

grant execute on function storage.search(text, text, int, int, text, text, text)
  to anon, authenticated, service_role;
