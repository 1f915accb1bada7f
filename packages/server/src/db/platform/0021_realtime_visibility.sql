-- Would the current role (with its JWT claims set, as the server runs each subscriber) see this
-- row under the table's row-level security? Evaluates the SELECT policies that apply to the role
-- against the captured record rather than re-reading the table, so it also answers for rows that
-- are already gone (DELETE) or changed again since. Mirrors PostgreSQL's own rules: no privilege
-- means no row; RLS off (or a BYPASSRLS role) means every row; otherwise at least one permissive
-- policy must pass and every restrictive one must.
create or replace function realtime.row_visible(entity regclass, record jsonb) returns boolean
language plpgsql stable set search_path = '' as $$
declare
  permissive_quals text;
  restrictive_quals text;
  relation_name name;
  visible boolean;
begin
  if record is null or not pg_catalog.has_any_column_privilege(entity, 'SELECT') then
    return false;
  end if;
  if not pg_catalog.row_security_active(entity) then
    return true;
  end if;

  -- With an empty search_path, pg_get_expr schema-qualifies every other relation and function,
  -- and refers to the table's own columns unqualified or by its bare name.
  select
    string_agg('(' || pg_catalog.pg_get_expr(p.polqual, p.polrelid) || ')', ' or ') filter (where p.polpermissive),
    string_agg('(' || pg_catalog.pg_get_expr(p.polqual, p.polrelid) || ')', ' and ') filter (where not p.polpermissive)
  into permissive_quals, restrictive_quals
  from pg_catalog.pg_policy p
  where p.polrelid = entity
    and p.polcmd in ('r', '*')
    and p.polqual is not null
    and (
      0::oid = any (p.polroles)
      or exists (select 1 from unnest(p.polroles) as r(role_oid) where pg_catalog.pg_has_role(current_user, r.role_oid, 'MEMBER'))
    );

  if permissive_quals is null then
    return false;
  end if;

  select c.relname into relation_name from pg_catalog.pg_class c where c.oid = entity;
  execute format(
    'select exists (select 1 from pg_catalog.jsonb_populate_record(null::%s, $1) as %I where (%s) and (%s))',
    entity, relation_name, permissive_quals, coalesce(restrictive_quals, 'true')
  ) using record into visible;
  return coalesce(visible, false);
end;
$$;

grant execute on function realtime.row_visible(regclass, jsonb) to anon, authenticated, service_role;
