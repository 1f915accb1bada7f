-- The journal's triggers look fills and trades up by id, once per row written. A cached generic
-- plan is made for the table sizes of its first calls: made on an empty journal it scans whole
-- tables, and without autovacuum (the embedded database has none) nothing replaces it, so saving
-- slowed with every trade already saved (500 trades took 1.8 s into an empty journal, 17 s into
-- one of 5,500). Planned for the tables as they are, each batch of 500 takes about 1.3 s. Where autovacuum
-- runs, its ANALYZE replaces stale plans, and planning every call would only add time.
do $$
begin
  if not exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') then
    alter function journal.trades_derive() set plan_cache_mode = force_custom_plan;
    alter function journal.trades_check_round_trip() set plan_cache_mode = force_custom_plan;
    alter function journal.executions_follow_trade() set plan_cache_mode = force_custom_plan;
    alter function public.save_trades(jsonb) set plan_cache_mode = force_custom_plan;
  end if;
end;
$$;
