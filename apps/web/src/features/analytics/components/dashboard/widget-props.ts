import type { DatasetSummary } from '@edgelog/core';
import type { ReactNode } from 'react';
import type { DashboardUnit } from '../../lib/dashboard-unit';

/** What the page gives every widget. */
export interface DashboardWidgetProps {
  dataset: DatasetSummary;
  unit: DashboardUnit;
  /** Figures on net P&L (after costs) or gross P&L (the filter's basis). */
  basis: 'net' | 'gross';
  /** '?...' of the filter, kept on links to other analytics pages. */
  filterSearch: string;
  /** The layout's move and hide buttons for this widget. */
  controls: ReactNode;
}
