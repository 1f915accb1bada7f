import type { BacktestJournalOptions, ReplaySettings } from '@edgelog/core';

export type AssetClass = BacktestJournalOptions['assetClass'];

/** A replay session's settings as the form edits them (text, so a half-typed number stays). */
export interface SessionSettings {
  startingBalance: string;
  riskPct: string;
  commissionPerUnit: string;
  commissionPerOrder: string;
  slippageTicks: string;
  tickSize: string;
  /** Money per 1.0 of price per unit (a future's point value). */
  multiplier: string;
  assetClass: AssetClass;
  currency: string;
  bothTouched: 'stop-first' | 'target-first';
}

const SAMPLES: Readonly<Record<string, Partial<SessionSettings>>> = {
  SAMPLE: { assetClass: 'stock', tickSize: '0.01', multiplier: '1' },
  SMPL: { assetClass: 'future', tickSize: '0.25', multiplier: '50', commissionPerUnit: '2.5' },
  'EUR/USD': { assetClass: 'forex', tickSize: '0.00001', multiplier: '1', commissionPerUnit: '0.00003' },
  'BTC/USD': { assetClass: 'crypto', tickSize: '0.01', multiplier: '1' },
};

/** Defaults for a symbol: the sample markets' tick and point value, a stock's otherwise. */
export function defaultSettings(symbol: string): SessionSettings {
  return {
    startingBalance: '100000',
    riskPct: '1',
    commissionPerUnit: '0',
    commissionPerOrder: '0',
    slippageTicks: '0',
    tickSize: '0.01',
    multiplier: '1',
    assetClass: /^[A-Z]{3}\/[A-Z]{3}$/.test(symbol) ? 'forex' : 'stock',
    currency: 'USD',
    bothTouched: 'stop-first',
    ...SAMPLES[symbol],
  };
}

const number = (text: string): number => Number(text.trim().replace(',', '.'));

export type SettingsRead =
  { ok: true; settings: ReplaySettings; riskPct: number } | { ok: false; message: string };

/** The settings as the engine takes them, or what to fix. */
export function readSettings(form: SessionSettings): SettingsRead {
  const values = {
    startingBalance: number(form.startingBalance),
    riskPct: number(form.riskPct),
    commissionPerUnit: number(form.commissionPerUnit),
    commissionPerOrder: number(form.commissionPerOrder),
    slippageTicks: number(form.slippageTicks),
    tickSize: number(form.tickSize),
    multiplier: number(form.multiplier),
  };
  if (!(values.startingBalance > 0))
    return { ok: false, message: 'The starting balance must be above zero.' };
  if (!(values.tickSize > 0)) return { ok: false, message: 'The tick size must be above zero.' };
  if (!(values.multiplier > 0)) return { ok: false, message: 'The point value must be above zero.' };
  if (!(values.riskPct > 0 && values.riskPct <= 100))
    return { ok: false, message: 'Risk is a percent above 0 and at most 100.' };
  for (const key of ['commissionPerUnit', 'commissionPerOrder', 'slippageTicks'] as const)
    if (!(values[key] >= 0)) return { ok: false, message: 'Commissions and slippage are zero or more.' };
  const { riskPct, ...rest } = values;
  return { ok: true, riskPct, settings: { ...rest, bothTouched: form.bothTouched } };
}
