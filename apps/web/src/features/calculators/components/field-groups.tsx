import type { ReactNode } from 'react';
import { instrumentOf } from '../lib/common';
import { CURRENCY_CHOICES, INSTRUMENT_CHOICES, SIDE_CHOICES } from '../lib/options';
import { AccountPicker } from './account-picker';
import { SegmentedField, SelectField } from './choice-fields';
import { PairField } from './forex-fields';
import { NumberField } from './number-field';
import { TextField } from './text-field';

// Field groups several calculators share, so a trade's instrument, side and symbol, and the account's
// currency, balance and risk, read and behave the same on every page.

type Errors = Readonly<Record<string, string | undefined>>;

const SYMBOL_PLACEHOLDERS = { stock: 'AAPL', crypto: 'BTC/USDT', futures: 'ES', forex: 'EUR/USD' } as const;

export function InstrumentField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SelectField
      label="Instrument"
      value={instrumentOf({ instrument: value })}
      options={INSTRUMENT_CHOICES}
      onChange={onChange}
    />
  );
}

/**
 * What is traded and which way: instrument, side, and the symbol, or for forex the currency pair
 * (the symbol is optional and only carried to a new trade; the pair is part of the calculation).
 */
export function TradeIdentityFields({
  values,
  set,
  errors,
}: {
  values: { instrument: string; side: string; symbol: string; pair: string };
  set: (name: 'instrument' | 'side' | 'symbol' | 'pair', value: string) => void;
  errors: Errors;
}) {
  const instrument = instrumentOf(values);
  return (
    <>
      <InstrumentField value={values.instrument} onChange={(value) => set('instrument', value)} />
      <SegmentedField
        label="Side"
        value={values.side === 'short' ? 'short' : 'long'}
        options={SIDE_CHOICES}
        onChange={(value) => set('side', value)}
      />
      {instrument === 'forex' ? (
        <PairField value={values.pair} onChange={(value) => set('pair', value)} error={errors.pair} />
      ) : (
        <TextField
          label="Symbol"
          value={values.symbol}
          onChange={(value) => set('symbol', value)}
          uppercase
          placeholder={SYMBOL_PLACEHOLDERS[instrument]}
          hint="Optional: carried to the new trade."
        />
      )}
    </>
  );
}

export function CurrencyField({
  value,
  onChange,
  label = 'Account currency',
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  hint?: ReactNode;
}) {
  return (
    <SelectField label={label} value={value} options={CURRENCY_CHOICES} onChange={onChange} hint={hint} />
  );
}

export function BalanceField({
  value,
  onChange,
  currency,
  error,
  label = 'Account balance',
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  currency: string;
  error: string | undefined;
  label?: string;
  hint?: ReactNode;
}) {
  return (
    <NumberField label={label} unit={currency} value={value} onChange={onChange} error={error} hint={hint} />
  );
}

/**
 * The account and what one trade may lose of it: one of the user's open accounts to fill the
 * currency and balance from, the currency, balance and risk as a percentage, or (with
 * `amountMode`) as a fixed amount instead.
 */
export function AccountRiskFields({
  values,
  set,
  errors,
  currencyHint,
  riskHint,
  amountMode,
}: {
  values: { accountCurrency: string; accountBalance: string; riskPct: string };
  set: (name: 'accountCurrency' | 'accountBalance' | 'riskPct', value: string) => void;
  errors: Errors;
  currencyHint?: ReactNode;
  riskHint: string;
  /** Offers the choice of a percentage or an amount. */
  amountMode?: {
    mode: string;
    amount: string;
    set: (name: 'riskMode' | 'riskAmount', value: string) => void;
  };
}) {
  const ccy = values.accountCurrency;
  const byAmount = amountMode?.mode === 'amount';
  return (
    <>
      <AccountPicker
        currency={ccy}
        balance={values.accountBalance}
        onPick={(fill) => {
          if (fill.currency) set('accountCurrency', fill.currency);
          set('accountBalance', fill.balance);
        }}
      />
      <CurrencyField value={ccy} onChange={(value) => set('accountCurrency', value)} hint={currencyHint} />
      <BalanceField
        value={values.accountBalance}
        onChange={(value) => set('accountBalance', value)}
        currency={ccy}
        error={errors.accountBalance}
      />
      {amountMode && (
        <SegmentedField
          label="Risk as"
          value={byAmount ? 'amount' : 'percent'}
          options={[
            { value: 'percent', label: 'Percent' },
            { value: 'amount', label: 'Amount' },
          ]}
          onChange={(value) => amountMode.set('riskMode', value)}
        />
      )}
      {amountMode && byAmount ? (
        <NumberField
          label="Risk amount"
          unit={ccy}
          value={amountMode.amount}
          onChange={(value) => amountMode.set('riskAmount', value)}
          error={errors.riskAmount}
          hint="What you accept to lose if the stop is hit."
        />
      ) : (
        <NumberField
          label="Risk"
          unit="%"
          value={values.riskPct}
          onChange={(value) => set('riskPct', value)}
          error={errors.riskPct}
          hint={riskHint}
        />
      )}
    </>
  );
}
