import { COMMON_PAIRS, PAIR_LIST_ID, conversionExample } from '../lib/options';
import { NumberField } from './number-field';
import { TextField } from './text-field';

/** Suggestions for every pair field on the page (a datalist, so any pair can still be typed). */
export function PairSuggestions() {
  return (
    <datalist id={PAIR_LIST_ID}>
      {COMMON_PAIRS.map((pair) => (
        <option key={pair} value={pair} />
      ))}
    </datalist>
  );
}

export function PairField({
  value,
  onChange,
  error,
  label = 'Currency pair',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      uppercase
      list={PAIR_LIST_ID}
      placeholder="EUR/USD"
      hint="Written BASE/QUOTE. A pip is 0.01 for yen-quoted pairs, 0.0001 for the others."
      error={error}
    />
  );
}

/**
 * The rate that turns the pair's quote currency into the account currency, asked for only when the
 * account currency is neither side of the pair.
 */
export function ConversionFields({
  pair,
  accountCurrency,
  conversionPair,
  conversionPrice,
  onChange,
  errors,
}: {
  pair: string;
  accountCurrency: string;
  conversionPair: string;
  conversionPrice: string;
  onChange: (name: 'conversionPair' | 'conversionPrice', value: string) => void;
  errors: Readonly<Record<string, string | undefined>>;
}) {
  const example = conversionExample(pair, accountCurrency);
  return (
    <>
      <TextField
        label="Conversion pair"
        value={conversionPair}
        onChange={(value) => onChange('conversionPair', value)}
        uppercase
        placeholder={example}
        hint={`Your account is in ${accountCurrency}: give a rate between ${accountCurrency} and the pair's quote currency, either way round (${example}).`}
        error={errors.conversionPair}
      />
      <NumberField
        label="Conversion rate"
        value={conversionPrice}
        onChange={(value) => onChange('conversionPrice', value)}
        placeholder="1.25000"
        hint="The current price of the conversion pair."
        error={errors.conversionPrice}
      />
    </>
  );
}
