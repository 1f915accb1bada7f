import type { Confidence } from '@edgelog/core';

const WIDTH = 320;
const HEIGHT = 56;
const PAD = 12;
const AXIS_Y = 28;

export interface IntervalChartProps {
  confidence: Confidence;
  /** The group's own average per trade: the dot inside its interval. */
  value: number;
  /** What the reference is, as its marker's label ("journal", "other trades"). */
  referenceLabel: string;
  /** Spoken description of the chart (the card writes the same figures out beside it). */
  label: string;
}

/**
 * The evidence of a comparison at a glance: the 95 % interval of the average per trade as a bar,
 * the average as a dot, the reference as a dashed line and zero as a thin one. Which side of the
 * reference the bar lies on is written in the card's text too, never told by colour alone.
 */
export function IntervalChart({ confidence, value, referenceLabel, label }: IntervalChartProps) {
  const { low, high, reference } = confidence;
  const finite = [low, high, value, reference, 0].filter(Number.isFinite);
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const span = max - min || 1;
  const x = (v: number) => PAD + ((Math.min(Math.max(v, min), max) - min) / span) * (WIDTH - 2 * PAD);
  const lowX = x(Number.isFinite(low) ? low : min);
  const highX = x(Number.isFinite(high) ? high : max);
  const refX = x(reference);
  // Reference label on the side with more room, so it never runs off the chart.
  const refAnchor = refX > WIDTH / 2 ? 'end' : 'start';
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-14 w-full max-w-md text-foreground"
      data-chart="interval"
    >
      <line x1={PAD} x2={WIDTH - PAD} y1={AXIS_Y} y2={AXIS_Y} className="stroke-border" strokeWidth={1} />
      <line
        x1={x(0)}
        x2={x(0)}
        y1={AXIS_Y - 10}
        y2={AXIS_Y + 10}
        className="stroke-muted-foreground"
        strokeWidth={1}
      />
      <text x={x(0)} y={HEIGHT - 4} textAnchor="middle" className="fill-muted-foreground text-[10px]">
        0
      </text>
      <rect
        x={lowX}
        y={AXIS_Y - 6}
        width={Math.max(highX - lowX, 2)}
        height={12}
        rx={3}
        className="fill-primary/25 stroke-primary"
        strokeWidth={1}
      />
      <circle cx={x(value)} cy={AXIS_Y} r={4} className="fill-primary" />
      <line
        x1={refX}
        x2={refX}
        y1={AXIS_Y - 14}
        y2={AXIS_Y + 14}
        className="stroke-foreground"
        strokeWidth={1.5}
        strokeDasharray="3 2"
      />
      <text
        x={refX + (refAnchor === 'end' ? -4 : 4)}
        y={10}
        textAnchor={refAnchor}
        className="fill-foreground text-[10px]"
      >
        {referenceLabel}
      </text>
    </svg>
  );
}

export interface CompareBarsProps {
  actual: number;
  whatIf: number;
  label: string;
}

/** Two bars from zero: the net P&L as it was and as the what-if has it, each labelled. */
export function CompareBars({ actual, whatIf, label }: CompareBarsProps) {
  const min = Math.min(0, actual, whatIf);
  const max = Math.max(0, actual, whatIf);
  const span = max - min || 1;
  const inner = WIDTH - 2 * PAD - 56;
  const x = (v: number) => PAD + 56 + ((v - min) / span) * inner;
  const bar = (v: number, y: number, name: string, className: string) => (
    <g>
      <text x={PAD} y={y + 9} className="fill-muted-foreground text-[10px]">
        {name}
      </text>
      <rect
        x={Math.min(x(0), x(v))}
        y={y}
        width={Math.max(Math.abs(x(v) - x(0)), 1)}
        height={12}
        rx={2}
        className={className}
      />
    </g>
  );
  return (
    <svg
      viewBox={`0 0 ${WIDTH} 44`}
      role="img"
      aria-label={label}
      className="h-11 w-full max-w-md"
      data-chart="what-if"
    >
      {bar(actual, 4, 'As it was', 'fill-muted-foreground/60')}
      {bar(whatIf, 26, 'What if', 'fill-primary')}
      <line x1={x(0)} x2={x(0)} y1={0} y2={44} className="stroke-foreground" strokeWidth={1} />
    </svg>
  );
}
