// The risk page's inputs, checked as typed: the loss threshold of the risk of ruin and the Monte
// Carlo projection's trades, runs, seed and drawdown limit. A value is either usable or comes with
// the sentence that says how to fix it.

export const DEFAULT_RUIN_THRESHOLD_PCT = 20;

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const NUMBER = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/;

function parseNumber(text: string): number | null {
  return NUMBER.test(text) ? Number(text) : null;
}

/** The loss threshold as a % of the starting equity, turned into money. */
export function checkRuinThreshold(
  text: string,
  startingEquity: number,
): Checked<{ pct: number; amount: number }> {
  if (!(startingEquity > 0))
    return {
      ok: false,
      error: 'The starting equity is 0 or less: add the account balance to measure a loss against it',
    };
  const pct = parseNumber(text);
  if (pct === null) return { ok: false, error: 'Enter a number, for example 20' };
  if (!(pct > 0 && pct <= 100)) return { ok: false, error: 'Enter a loss above 0 % and at most 100 %' };
  return { ok: true, value: { pct, amount: Math.round(startingEquity * pct) / 100 } };
}

export interface MonteCarloInputs {
  trades: number;
  runs: number;
  seed: number;
  /** null: no limit. */
  drawdownLimitPct: number | null;
}

export type MonteCarloText = Record<keyof MonteCarloInputs, string>;

export const DEFAULT_MONTE_CARLO: MonteCarloInputs = {
  trades: 100,
  runs: 1000,
  seed: 1,
  drawdownLimitPct: 20,
};
export const MONTE_CARLO_LIMITS = {
  trades: { min: 50, max: 1000 },
  runs: { min: 100, max: 5000 },
  seed: { min: 0, max: 4_294_967_295 },
} as const;

function wholeIn(text: string, label: string, min: number, max: number): Checked<number> {
  const value = parseNumber(text);
  if (value === null || !Number.isInteger(value))
    return {
      ok: false,
      error: `${label}: enter a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`,
    };
  if (value < min || value > max)
    return {
      ok: false,
      error: `${label}: from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`,
    };
  return { ok: true, value };
}

export function checkMonteCarlo(text: MonteCarloText): {
  value: MonteCarloInputs | null;
  errors: Partial<Record<keyof MonteCarloInputs, string>>;
} {
  const errors: Partial<Record<keyof MonteCarloInputs, string>> = {};
  const trades = wholeIn(text.trades, 'Trades', MONTE_CARLO_LIMITS.trades.min, MONTE_CARLO_LIMITS.trades.max);
  const runs = wholeIn(text.runs, 'Runs', MONTE_CARLO_LIMITS.runs.min, MONTE_CARLO_LIMITS.runs.max);
  const seed = wholeIn(text.seed, 'Seed', MONTE_CARLO_LIMITS.seed.min, MONTE_CARLO_LIMITS.seed.max);
  if (!trades.ok) errors.trades = trades.error;
  if (!runs.ok) errors.runs = runs.error;
  if (!seed.ok) errors.seed = seed.error;
  let drawdownLimitPct: number | null = null;
  if (text.drawdownLimitPct.trim() !== '') {
    const limit = parseNumber(text.drawdownLimitPct);
    if (limit === null || !(limit > 0 && limit <= 100))
      errors.drawdownLimitPct = 'Drawdown limit: above 0 % and at most 100 %, or empty for none';
    else drawdownLimitPct = limit;
  }
  if (!trades.ok || !runs.ok || !seed.ok || errors.drawdownLimitPct !== undefined)
    return { value: null, errors };
  return { value: { trades: trades.value, runs: runs.value, seed: seed.value, drawdownLimitPct }, errors };
}

export function monteCarloText(inputs: MonteCarloInputs): MonteCarloText {
  return {
    trades: String(inputs.trades),
    runs: String(inputs.runs),
    seed: String(inputs.seed),
    drawdownLimitPct: inputs.drawdownLimitPct === null ? '' : String(inputs.drawdownLimitPct),
  };
}

// The URL keeps the projection's inputs, so a reload (or a shared link) draws the same bands.
const PARAMS: Record<keyof MonteCarloInputs, string> = {
  trades: 'mc_trades',
  runs: 'mc_runs',
  seed: 'mc_seed',
  drawdownLimitPct: 'mc_dd',
};

export function monteCarloFromSearch(search: URLSearchParams): MonteCarloText {
  const defaults = monteCarloText(DEFAULT_MONTE_CARLO);
  const read = (key: keyof MonteCarloInputs) => search.get(PARAMS[key]) ?? defaults[key];
  return {
    trades: read('trades'),
    runs: read('runs'),
    seed: read('seed'),
    drawdownLimitPct: read('drawdownLimitPct'),
  };
}

export function writeMonteCarloSearch(search: URLSearchParams, inputs: MonteCarloInputs): URLSearchParams {
  const next = new URLSearchParams(search);
  const text = monteCarloText(inputs);
  for (const key of Object.keys(PARAMS) as (keyof MonteCarloInputs)[]) next.set(PARAMS[key], text[key]);
  return next;
}
