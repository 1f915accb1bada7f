-- A part of the journal read (20260114000400) joined its trades to their tags by sorting both
-- (a merge join over every tag row of the journal, ~240k at 100k trades): its own trades are a
-- hash of 50k rows the tag rows can probe instead. With merge joins priced out too, a part of
-- 50,000 trades takes ~0.48 s in place of ~0.54 s; the answer is unchanged.

alter function public.analytics_journal(timestamptz, timestamptz, uuid[], uuid[], uuid[], text[], int, int)
  set enable_mergejoin = off;
