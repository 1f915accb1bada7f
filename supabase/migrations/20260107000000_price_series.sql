-- Price data the trader keeps: OHLC bars uploaded for a symbol and timeframe. A self-hosted journal
-- has no market-data feed, so these bars are a trade's chart data (the calculators cut a trade's
-- window from them) and, later, what backtests and MAE/MFE read. One row holds a whole series in
-- jsonb; see docs/decisions/0010-price-data-and-trade-chart-data.md. Prices stay decimal text, as
-- the trader's file wrote them, so no figure passes through a double; the checks below are the
-- rules of packages/core/src/price-series/build-series.ts, so a series the page would refuse is
-- refused here too, whoever writes it.

-- A bar's time is UTC to the second in one fixed form, so text order is time order and the text
-- casts to timestamptz without error (the regex alone would let 30 February through).
create or replace function public.price_bar_time_ok(t text) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when t ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$'
    then substr(t, 9, 2)::int <= extract(
      day from make_date(substr(t, 1, 4)::int, substr(t, 6, 2)::int, 1) + interval '1 month - 1 day'
    )
    else false
  end
$$;

-- A positive price as plain decimal text, within what trades.entry_price accepts.
create or replace function public.price_text_ok(p text) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when p ~ '^(0|[1-9][0-9]{0,14})(\.[0-9]{1,12})?$' then p::numeric > 0
    else false
  end
$$;

-- Every bar is exactly {"t", "o", "h", "l", "c"} with text values, the high and low bound the
-- open and close, and times strictly increase. Guarded by case so a malformed bar is a refusal
-- (23514), never a cast error.
create or replace function public.price_bars_valid(bars jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when jsonb_typeof(bars) = 'array' and jsonb_array_length(bars) between 1 and 50000 then coalesce((
      select bool_and(
        case
          when jsonb_typeof(b) = 'object'
            and b - array['t', 'o', 'h', 'l', 'c'] = '{}'::jsonb
            and jsonb_typeof(b -> 'o') = 'string' and jsonb_typeof(b -> 'h') = 'string'
            and jsonb_typeof(b -> 'l') = 'string' and jsonb_typeof(b -> 'c') = 'string'
            and public.price_bar_time_ok(b ->> 't')
            and public.price_text_ok(b ->> 'o') and public.price_text_ok(b ->> 'h')
            and public.price_text_ok(b ->> 'l') and public.price_text_ok(b ->> 'c')
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

-- Validators for the checks, not an API: functions in public are rpc/ endpoints, and anon must not
-- get one that walks 50,000 bars on request.
revoke all on function public.price_bar_time_ok(text), public.price_text_ok(text), public.price_bars_valid(jsonb)
  from public, anon;
grant execute on function public.price_bar_time_ok(text), public.price_text_ok(text), public.price_bars_valid(jsonb)
  to authenticated, service_role;

create table public.price_series (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  symbol text not null,
  timeframe text not null check (timeframe in ('1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w')),
  name text,
  -- [{ "t": "2025-03-03T14:30:00Z", "o": "187.25", "h": "188.10", "l": "186.40", "c": "187.90" }, ...]
  bars jsonb not null,
  -- Set from bars by the trigger below, so a list of series never has to read the bars. Required
  -- by the summary check rather than not null, so a malformed series is refused by its checks.
  bar_count integer,
  first_at timestamptz,
  last_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- The rule of trades.symbol, so a trade finds its bars by equal symbols; a forex pair is BASE/QUOTE.
  constraint price_series_symbol_format check (
    symbol = upper(symbol) and symbol ~ '^\S{1,32}$'
    and (symbol !~ '^[A-Z]{3}/[A-Z]{3}$' or left(symbol, 3) <> right(symbol, 3))
  ),
  constraint price_series_name_length check (
    name is null or (char_length(name) between 1 and 80 and name = btrim(name))
  ),
  -- A few MB at most: the page reads a whole series at once.
  constraint price_series_bars_size check (octet_length(bars::text) <= 8388608),
  constraint price_series_bars_shape check (public.price_bars_valid(bars)),
  constraint price_series_summary check (
    bar_count between 1 and 50000 and first_at is not null and last_at is not null and first_at <= last_at
  )
);

create index price_series_user_symbol_first_idx on public.price_series (user_id, symbol, first_at);

-- The summary is derived, never trusted from the writer (on every update, not only of bars). A
-- malformed series gets no summary here and is then refused by its checks with a 23514, not by a
-- cast error.
create or replace function public.price_series_summarise() returns trigger
language plpgsql set search_path = '' as $$
begin
  if jsonb_typeof(new.bars) = 'array' and jsonb_array_length(new.bars) > 0 then
    new.bar_count := jsonb_array_length(new.bars);
    new.first_at := case when public.price_bar_time_ok(new.bars -> 0 ->> 't')
      then (new.bars -> 0 ->> 't')::timestamptz end;
    new.last_at := case when public.price_bar_time_ok(new.bars -> -1 ->> 't')
      then (new.bars -> -1 ->> 't')::timestamptz end;
  else
    new.bar_count := 0;
    new.first_at := null;
    new.last_at := null;
  end if;
  return new;
end;
$$;

create trigger price_series_summarise before insert or update on public.price_series
  for each row execute function public.price_series_summarise();

alter table public.price_series enable row level security;

create policy "price_series: owner reads" on public.price_series
  for select to authenticated using (user_id = auth.uid());
create policy "price_series: owner inserts" on public.price_series
  for insert to authenticated with check (user_id = auth.uid());
create policy "price_series: owner updates" on public.price_series
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "price_series: owner deletes" on public.price_series
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.price_series from anon;
grant select, insert, update, delete on public.price_series to authenticated;
grant all on public.price_series to service_role;

create trigger price_series_touch_updated_at before update on public.price_series
  for each row execute function public.touch_updated_at();
