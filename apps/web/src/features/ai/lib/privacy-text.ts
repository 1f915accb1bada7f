import { PRIVACY_MASK } from '@edgelog/core';

// The coach writes money into its suggestions as plain amounts with two decimals ("-45.20 each
// against 12.30"); R multiples carry an R and shares a %, which privacy mode keeps.
const AMOUNT = /-?\d+\.\d{2}(?![\d.R%])/g;

/** A suggestion with its money amounts masked, for privacy mode. */
export function maskAmounts(text: string): string {
  return text.replace(AMOUNT, PRIVACY_MASK);
}
