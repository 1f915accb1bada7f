-- The journal's triggers look fills and trades up by id, once per row written. A cached generic
-- plan is made for the table sizes of its first calls: made on an empty journal it scans whole
-- tables, and without autovacuum (the embedded database has none) nothing replaces it, so saving a
-- trade slowed with every trade already saved (a 10,000-trade journal took four minutes instead of
-- twenty seconds). Planning each lookup for the tables as they are costs microseconds.
alter function journal.trades_derive() set plan_cache_mode = force_custom_plan;
alter function journal.trades_check_round_trip() set plan_cache_mode = force_custom_plan;
alter function journal.executions_follow_trade() set plan_cache_mode = force_custom_plan;
alter function public.save_trades(jsonb) set plan_cache_mode = force_custom_plan;
