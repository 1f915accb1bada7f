// How an account's money reads on the page: thousands grouped, at least the cents, every further
// digit the database holds, and a real minus sign. P&L also says "+" when it is a gain, so its
// direction never rests on colour alone.
import { groupThousands } from '../trades/trading-defaults.ts';
import { addDecimals, signOfDecimal } from './signed-decimal.ts';

const MINUS = '\u2212';

/** "25000.5" reads "25,000.50"; "-300" "−300.00"; "0.000000000001" keeps all its decimals. */
export function accountMoneyText(plain: string): string {
  const normal = addDecimals(plain);
  const negative = normal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? normal.slice(1) : normal).split('.');
  const text = groupThousands(`${whole}.${fraction.padEnd(2, '0')}`);
  return negative ? `${MINUS}${text}` : text;
}

/** A gain with "+", a loss with "−", nothing for zero. */
export function accountPnlText(plain: string): string {
  const text = accountMoneyText(plain);
  return signOfDecimal(plain) > 0 ? `+${text}` : text;
}

/** Whether the amount is a gain, a loss or nothing, for the words and colour that go with it. */
export function accountPnlDirection(plain: string): 'gain' | 'loss' | 'flat' {
  const sign = signOfDecimal(plain);
  return sign > 0 ? 'gain' : sign < 0 ? 'loss' : 'flat';
}
