import { cn } from '@/lib/utils';
import { DASHBOARD_UNITS, DASHBOARD_UNIT_LABELS, type DashboardUnit } from '../../lib/dashboard-unit';

const TITLES: Readonly<Record<DashboardUnit, string>> = {
  money: 'Figures in money',
  r: 'Figures in R multiples of the initial risk',
  pct: 'Figures in percent of the starting equity',
};

/** Money, R or %: how the dashboard's figures are told. */
export function UnitToggle({
  unit,
  onChange,
}: {
  unit: DashboardUnit;
  onChange: (unit: DashboardUnit) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Figures in"
      className="flex h-9 rounded-md border p-0.5"
      data-testid="unit-toggle"
    >
      {DASHBOARD_UNITS.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={unit === choice}
          title={TITLES[choice]}
          onClick={() => onChange(choice)}
          className={cn(
            'min-w-10 rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:bg-primary aria-pressed:text-primary-foreground',
          )}
        >
          {DASHBOARD_UNIT_LABELS[choice]}
          {choice === 'pct' && <span className="sr-only"> (percent)</span>}
        </button>
      ))}
    </div>
  );
}
