// A currency's minor units as ISO 4217 lists them: how many decimals an amount of it shows. The
// table is ours rather than Intl's because browsers disagree (some ICU versions give HUF and IDR
// none), and a journal must read the same in every browser and in its exported files.

// Every active code whose minor unit is not 2; any other well-formed code has 2.
const NOT_TWO: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/**
 * The decimals an amount of this currency shows: 0 for JPY and KRW, 3 for BHD, KWD and JOD, 2 for
 * USD, EUR and every code the table does not know (and without a currency).
 */
export function moneyDecimals(currency: string | null | undefined): number {
  if (currency === null || currency === undefined) return 2;
  return NOT_TWO[currency.trim().toUpperCase()] ?? 2;
}
