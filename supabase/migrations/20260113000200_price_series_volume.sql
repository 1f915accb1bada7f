-- Price data keeps the volume of the trader's file: a bar may carry "v", its volume as plain
-- decimal text of zero or more (as the prices, within what numeric(27,12) holds). Bars without it
-- stay valid, so every series saved before reads and checks as it did. The check constraint
-- price_series_bars_shape calls this function, so replacing it is the whole change.
create or replace function public.price_bars_valid(bars jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(bars) = 'array' and jsonb_array_length(bars) between 1 and 50000 then coalesce((
      select bool_and(
        case
          when jsonb_typeof(b) = 'object'
            and b - array['t', 'o', 'h', 'l', 'c', 'v'] = '{}'::jsonb
            and jsonb_typeof(b -> 'o') = 'string' and jsonb_typeof(b -> 'h') = 'string'
            and jsonb_typeof(b -> 'l') = 'string' and jsonb_typeof(b -> 'c') = 'string'
            and public.price_bar_time_ok(b ->> 't')
            and public.price_text_ok(b ->> 'o') and public.price_text_ok(b ->> 'h')
            and public.price_text_ok(b ->> 'l') and public.price_text_ok(b ->> 'c')
            and (
              b -> 'v' is null
              or (jsonb_typeof(b -> 'v') = 'string' and b ->> 'v' ~ '^(0|[1-9][0-9]{0,14})(\.[0-9]{1,12})?$')
            )
          then (b ->> 'h')::numeric >= greatest((b ->> 'o')::numeric, (b ->> 'c')::numeric, (b ->> 'l')::numeric)
            and (b ->> 'l')::numeric <= least((b ->> 'o')::numeric, (b ->> 'c')::numeric)
            and (previous is null or previous < b ->> 't')
          else false
        end
      )
      from (
        select e.b, lag(e.b ->> 't') over (order by e.n) as previous
        from jsonb_array_elements(bars) with ordinality as e (b, n)
      ) as ordered
    ), false)
    else false
  end
$$;
