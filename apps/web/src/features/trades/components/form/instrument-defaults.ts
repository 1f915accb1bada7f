import { ASSET_CLASSES, resolveInstrument, type InstrumentOverride } from '@edgelog/core';
import type { TradeFormState } from './use-trade-form';

const plain = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 12 });

/**
 * When the symbol is done (the field loses focus), what it trades as fills the asset class and
 * multiplier — ES 50, options ×100, EUR/USD as forex — unless the trader set them in this form;
 * the symbol takes the journal's spelling (ES DEC25 as ESZ25). The trader's own instruments win.
 */
export function useInstrumentDefaults(
  form: TradeFormState,
  overrides: readonly InstrumentOverride[],
): () => void {
  return () => {
    const typed = form.values.symbol.trim();
    if (typed === '') return;
    const keepClass = form.changed('assetClass');
    const chosen = ASSET_CLASSES.find((known) => known === form.values.assetClass);
    let resolved;
    try {
      resolved = resolveInstrument(
        typed,
        keepClass && chosen ? { assetClass: chosen, overrides } : { overrides },
      );
    } catch {
      return;
    }
    form.adopt({
      symbol: resolved.symbol || typed,
      ...(keepClass ? {} : { assetClass: resolved.assetClass }),
      ...(form.changed('multiplier') ? {} : { multiplier: plain.format(resolved.multiplier) }),
    });
  };
}
