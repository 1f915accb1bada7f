/**
 * What a calculator computes and which convention it follows, for the page to show beside the
 * result. `alternatives` names the conventions other public calculators use instead, so a trader
 * comparing numbers knows why they differ.
 */
export interface CalculatorInfo {
  formula: string;
  convention: string;
  alternatives: string[];
}
