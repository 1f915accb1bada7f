-- One settings row per user, created lazily by the first save (an upsert), so users who never open
-- the settings have none. It holds the trading defaults the calculators start from and, in
-- calculator_inputs, each calculator's remembered inputs, which must outlive sign-out (it clears
-- every edgelog_ key of the browser); see docs/decisions/0007-calculator-inputs-in-user-settings.md.
create table public.user_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  default_account_currency char(3) check (default_account_currency ~ '^[A-Z]{3}$'),
  default_account_balance numeric check (default_account_balance > 0 and default_account_balance < 1e15),
  default_risk_pct numeric check (default_risk_pct > 0 and default_risk_pct <= 100),
  -- { "<calculator>": { "version": 1, "savedAt": <epoch ms>, "values": { "<field>": "<text>" } } }
  calculator_inputs jsonb not null default '{}'::jsonb check (
    jsonb_typeof(calculator_inputs) = 'object' and octet_length(calculator_inputs::text) <= 1048576
  ),
  updated_at timestamptz not null default now()
);

alter table public.user_settings enable row level security;

create policy "user_settings: owner reads" on public.user_settings
  for select to authenticated using (user_id = auth.uid());
create policy "user_settings: owner inserts" on public.user_settings
  for insert to authenticated with check (user_id = auth.uid());
create policy "user_settings: owner updates" on public.user_settings
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "user_settings: owner deletes" on public.user_settings
  for delete to authenticated using (user_id = auth.uid());

revoke all on public.user_settings from anon;
grant select, insert, update, delete on public.user_settings to authenticated;
grant all on public.user_settings to service_role;

create trigger user_settings_touch_updated_at before update on public.user_settings
  for each row execute function public.touch_updated_at();

-- Replaces one calculator's entry and leaves the others alone, in one statement, so two tabs or
-- devices saving different calculators never overwrite each other's. Runs as the caller: the
-- table's policies decide, as for any other write.
create or replace function public.save_calculator_inputs(calculator text, inputs jsonb)
returns void
language plpgsql security invoker set search_path = '' as $$
begin
  if calculator is null or calculator !~ '^[a-z][a-z-]{0,39}$' then
    raise exception 'calculator must be a calculator''s name, like position-size' using errcode = '22023';
  end if;
  if jsonb_typeof(inputs) is distinct from 'object' then
    raise exception 'inputs must be a JSON object' using errcode = '22023';
  end if;
  insert into public.user_settings (user_id, calculator_inputs)
  values (auth.uid(), jsonb_build_object(calculator, inputs))
  on conflict (user_id) do update
    set calculator_inputs = public.user_settings.calculator_inputs || jsonb_build_object(calculator, inputs);
end;
$$;

revoke all on function public.save_calculator_inputs(text, jsonb) from public, anon;
grant execute on function public.save_calculator_inputs(text, jsonb) to authenticated, service_role;
