// The charts' colours as an ECharts theme, from the page's design tokens (light or dark): text,
// axes and tooltips read in both themes, and P&L keeps the same colours on every page.

/** The design tokens a chart draws with, as colours the canvas understands (rgb). */
export interface ChartPalette {
  foreground: string;
  muted: string;
  border: string;
  card: string;
  primary: string;
  profit: string;
  loss: string;
  warning: string;
  dark: boolean;
}

/** Series colours in order: the primary first, then hues that stay apart for colour-blind eyes. */
export function seriesColors(palette: ChartPalette): string[] {
  return [palette.primary, '#e69f00', '#56b4e9', '#cc79a7', '#009e73', '#f0e442', '#d55e00', '#0072b2'];
}

const axis = (palette: ChartPalette) => ({
  axisLine: { show: true, lineStyle: { color: palette.border } },
  axisTick: { show: false, lineStyle: { color: palette.border } },
  axisLabel: { color: palette.muted },
  splitLine: { show: true, lineStyle: { color: palette.border, type: 'dashed' as const } },
  nameTextStyle: { color: palette.muted },
});

/** An ECharts theme object (`init(el, theme)` / `chart.setTheme(theme)`) from the palette. */
export function echartsTheme(palette: ChartPalette): Record<string, unknown> {
  return {
    color: seriesColors(palette),
    backgroundColor: 'transparent',
    textStyle: {
      color: palette.foreground,
      fontFamily: 'Inter Variable, ui-sans-serif, system-ui, sans-serif',
    },
    title: { textStyle: { color: palette.foreground }, subtextStyle: { color: palette.muted } },
    legend: { textStyle: { color: palette.muted }, inactiveColor: palette.border },
    tooltip: {
      backgroundColor: palette.card,
      borderColor: palette.border,
      textStyle: { color: palette.foreground },
      axisPointer: { lineStyle: { color: palette.muted }, crossStyle: { color: palette.muted } },
    },
    categoryAxis: { ...axis(palette), splitLine: { show: false } },
    valueAxis: axis(palette),
    timeAxis: { ...axis(palette), splitLine: { show: false } },
    visualMap: { textStyle: { color: palette.muted } },
    dataZoom: {
      textStyle: { color: palette.muted },
      borderColor: palette.border,
      dataBackground: { lineStyle: { color: palette.muted }, areaStyle: { color: palette.border } },
    },
    markLine: { lineStyle: { color: palette.muted } },
  };
}
