import type { CalculatorForm } from '../../hooks/use-calculator-form';
import { instrumentOf } from '../../lib/common';
import { marginFields, type MarginForm } from '../../lib/margin';
import { pairCurrencies, unitName } from '../../lib/options';
import { AccountPicker } from '../account-picker';
import { SegmentedField } from '../choice-fields';
import { BalanceField, CurrencyField, InstrumentField } from '../field-groups';
import { ConversionFields, PairField, PairSuggestions } from '../forex-fields';
import { NumberField } from '../number-field';

function PositionInputs({
  form,
  errors,
}: {
  form: CalculatorForm<MarginForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const { values, set } = form;
  const instrument = instrumentOf(values);
  const forex = instrument === 'forex';
  const fields = marginFields(values);
  const ccy = values.accountCurrency;
  return (
    <>
      <InstrumentField value={values.instrument} onChange={(value) => set('instrument', value)} />
      <CurrencyField
        value={ccy}
        onChange={(value) => set('accountCurrency', value)}
        hint={forex ? undefined : 'Prices are taken to be in this currency.'}
      />
      {forex && (
        <PairField value={values.pair} onChange={(value) => set('pair', value)} error={errors.pair} />
      )}
      <NumberField
        label={forex ? 'Pair price' : 'Price'}
        unit={forex ? (pairCurrencies(values.pair)?.quote ?? '') : ccy}
        value={values.price}
        onChange={(value) => set('price', value)}
        error={errors.price}
        hint={forex ? 'The current rate.' : undefined}
      />
      {forex ? (
        <NumberField
          label="Lots"
          unit="lots"
          value={values.lots}
          onChange={(value) => set('lots', value)}
          error={errors.lots}
        />
      ) : (
        <NumberField
          label="Quantity"
          unit={unitName(instrument)}
          value={values.quantity}
          onChange={(value) => set('quantity', value)}
          error={errors.quantity}
        />
      )}
      <NumberField
        label="Contract size"
        value={values.contractSize}
        onChange={(value) => set('contractSize', value)}
        error={errors.contractSize}
        placeholder={forex ? '100,000' : '1'}
        hint={
          forex
            ? 'Units per lot; 100,000 when empty.'
            : 'Units per contract (a futures point value); 1 when empty.'
        }
      />
      <SegmentedField
        label="Margin given as"
        value={values.leverageMode === 'percent' ? 'percent' : 'leverage'}
        options={[
          { value: 'leverage', label: 'Ratio' },
          { value: 'percent', label: 'Percent' },
        ]}
        onChange={(value) => set('leverageMode', value)}
      />
      {values.leverageMode === 'percent' ? (
        <NumberField
          label="Margin requirement"
          unit="%"
          value={values.marginRequirementPct}
          onChange={(value) => set('marginRequirementPct', value)}
          error={errors.marginRequirementPct}
          hint="3.33% is 30:1 leverage."
        />
      ) : (
        <NumberField
          label="Leverage"
          unit=": 1"
          value={values.leverage}
          onChange={(value) => set('leverage', value)}
          error={errors.leverage}
          hint="30 for 30:1."
        />
      )}
      {fields.includes('conversionPair') && (
        <ConversionFields
          pair={values.pair}
          accountCurrency={ccy}
          conversionPair={values.conversionPair}
          conversionPrice={values.conversionPrice}
          onChange={set}
          errors={errors}
        />
      )}
      {forex && <PairSuggestions />}
    </>
  );
}

function AccountInputs({
  form,
  errors,
}: {
  form: CalculatorForm<MarginForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const { values, set } = form;
  const ccy = values.accountCurrency;
  return (
    <>
      <AccountPicker
        currency={ccy}
        balance={values.balance}
        onPick={(fill) =>
          form.setMany({ ...(fill.currency && { accountCurrency: fill.currency }), balance: fill.balance })
        }
      />
      <CurrencyField value={ccy} onChange={(value) => set('accountCurrency', value)} />
      <BalanceField
        label="Balance"
        currency={ccy}
        value={values.balance}
        onChange={(value) => set('balance', value)}
        error={errors.balance}
      />
      <NumberField
        label="Floating P&L"
        unit={ccy}
        value={values.floatingPnl}
        onChange={(value) => set('floatingPnl', value)}
        error={errors.floatingPnl}
        hint="Unrealised profit (or loss, negative) of the open positions."
      />
      <NumberField
        label="Used margin"
        unit={ccy}
        value={values.usedMargin}
        onChange={(value) => set('usedMargin', value)}
        error={errors.usedMargin}
        hint="Margin the open positions hold; 0 when empty."
      />
    </>
  );
}

export function MarginInputs({
  form,
  errors,
}: {
  form: CalculatorForm<MarginForm>;
  errors: Readonly<Record<string, string>>;
}) {
  const account = form.values.mode === 'account';
  return (
    <>
      <SegmentedField
        label="Calculate"
        className="col-span-full"
        value={account ? 'account' : 'position'}
        options={[
          { value: 'position', label: 'A position’s margin' },
          { value: 'account', label: 'Account margin level' },
        ]}
        onChange={(value) => form.set('mode', value)}
      />
      {account ? (
        <AccountInputs form={form} errors={errors} />
      ) : (
        <PositionInputs form={form} errors={errors} />
      )}
    </>
  );
}
