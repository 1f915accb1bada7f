// The one place ECharts is assembled: only the chart types and components the analytics pages
// draw, so the bundle carries nothing else. Every chart of the app goes through this module.
import { BarChart, HeatmapChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  AxisPointerComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

use([
  LineChart,
  BarChart,
  ScatterChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  AxisPointerComponent,
  VisualMapComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
  LegendComponent,
  TitleComponent,
  // Decal patterns on bars: profit and loss told apart by pattern as well as colour.
  AriaComponent,
  CanvasRenderer,
]);

export { init };
export type { EChartsCoreOption, EChartsType } from 'echarts/core';
