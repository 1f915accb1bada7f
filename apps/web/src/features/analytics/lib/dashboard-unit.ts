// The dashboard's figures in money, in R multiples or in percent of the starting equity, kept in
// the URL (`unit=r`, `unit=pct`; money, the default, leaves it out) so a link shows the same view.

export const DASHBOARD_UNITS = ['money', 'r', 'pct'] as const;
export type DashboardUnit = (typeof DASHBOARD_UNITS)[number];

export const DASHBOARD_UNIT_PARAM = 'unit';

export const DASHBOARD_UNIT_LABELS: Readonly<Record<DashboardUnit, string>> = {
  money: 'Money',
  r: 'R',
  pct: '%',
};

export function readDashboardUnit(params: URLSearchParams): DashboardUnit {
  const raw = params.get(DASHBOARD_UNIT_PARAM);
  return raw === 'r' || raw === 'pct' ? raw : 'money';
}

/** The URL's parameters with the unit written in; the filter and every other parameter kept. */
export function writeDashboardUnit(params: URLSearchParams, unit: DashboardUnit): URLSearchParams {
  const next = new URLSearchParams(params);
  if (unit === 'money') next.delete(DASHBOARD_UNIT_PARAM);
  else next.set(DASHBOARD_UNIT_PARAM, unit);
  return next;
}
