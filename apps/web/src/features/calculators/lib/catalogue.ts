import {
  ActivityIcon,
  CoinsIcon,
  LandmarkIcon,
  PercentIcon,
  RulerIcon,
  ScaleIcon,
  SigmaIcon,
  TrendingUpIcon,
  WavesIcon,
  type LucideIcon,
} from 'lucide-react';

export const CALCULATOR_SLUGS = [
  'position-size',
  'risk-reward',
  'lot-size',
  'pip-value',
  'compound-interest',
  'profit-loss',
  'margin',
  'volatility',
  'fibonacci',
] as const;

export type CalculatorSlug = (typeof CALCULATOR_SLUGS)[number];

export interface CalculatorEntry {
  slug: CalculatorSlug;
  title: string;
  /** One line: what the calculator answers. */
  purpose: string;
  icon: LucideIcon;
}

export const CALCULATORS: readonly CalculatorEntry[] = [
  {
    slug: 'position-size',
    title: 'Position size',
    purpose:
      'How many shares, coins, contracts or lots to trade so a stop-out loses only what you chose to risk.',
    icon: ScaleIcon,
  },
  {
    slug: 'risk-reward',
    title: 'Risk/reward',
    purpose:
      'What a planned trade risks against what it aims to make, and the win rate it needs to break even.',
    icon: TrendingUpIcon,
  },
  {
    slug: 'lot-size',
    title: 'Lot size',
    purpose: 'Forex lots for a risk percentage and a stop in pips, in standard, mini and micro lots.',
    icon: RulerIcon,
  },
  {
    slug: 'pip-value',
    title: 'Pip value',
    purpose: 'What one pip is worth in your account currency for any pair and position size.',
    icon: CoinsIcon,
  },
  {
    slug: 'compound-interest',
    title: 'Compound interest',
    purpose:
      'How a balance grows with a steady return and regular contributions, or a daily gain compounded.',
    icon: PercentIcon,
  },
  {
    slug: 'profit-loss',
    title: 'Profit/loss',
    purpose: 'The net result of a trade after fees, its return on the position and its R multiple.',
    icon: SigmaIcon,
  },
  {
    slug: 'margin',
    title: 'Margin',
    purpose:
      'The margin a position ties up at your leverage, and your account’s equity, free margin and margin level.',
    icon: LandmarkIcon,
  },
  {
    slug: 'volatility',
    title: 'Volatility',
    purpose: 'Historical volatility and average true range from a price series you paste or upload.',
    icon: WavesIcon,
  },
  {
    slug: 'fibonacci',
    title: 'Fibonacci',
    purpose: 'Retracement and extension levels of a swing, and projections from the pullback.',
    icon: ActivityIcon,
  },
];

export function calculatorPath(slug: CalculatorSlug): string {
  return `/calculators/${slug}`;
}
