// Whether an account's amount is a gain, a loss or nothing, so its direction never rests on colour
// alone: the page shows the words and the sign that go with it (formatting is core's format/).
import { signOfDecimal } from './signed-decimal.ts';

/** Whether the amount is a gain, a loss or nothing, for the words and colour that go with it. */
export function accountPnlDirection(plain: string): 'gain' | 'loss' | 'flat' {
  const sign = signOfDecimal(plain);
  return sign > 0 ? 'gain' : sign < 0 ? 'loss' : 'flat';
}
