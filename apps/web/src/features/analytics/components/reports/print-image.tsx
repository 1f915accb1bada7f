import { useEffect, useRef } from 'react';
import type { ChartPalette } from '../../lib/chart-options-theme';
import { echartsTheme } from '../../lib/chart-options-theme';
import { init, type EChartsCoreOption } from '../../lib/echarts';

// Paper is white: a printed chart uses the light colours whatever the screen's theme.
const PAPER: ChartPalette = {
  foreground: '#1f2937',
  muted: '#4b5563',
  border: '#d1d5db',
  card: '#ffffff',
  primary: '#0f766e',
  profit: '#15803d',
  loss: '#dc2626',
  warning: '#d97706',
  dark: false,
};

// Wide enough for a page in portrait, drawn at twice the pixels for a sharp PDF.
const PRINT_WIDTH = 720;

/** A chart drawn once, off screen, in the paper colours, as a PNG data URL. */
export function chartImage(option: (palette: ChartPalette) => EChartsCoreOption, height: number): string {
  const box = document.createElement('div');
  const chart = init(box, echartsTheme(PAPER), { renderer: 'canvas', width: PRINT_WIDTH, height });
  try {
    chart.setOption({ ...option(PAPER), animation: false });
    return chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: PAPER.card });
  } finally {
    chart.dispose();
  }
}

/**
 * The image a chart is printed as (a canvas does not always print, and never in the paper's
 * colours): drawn just before the browser prints, shown only on paper.
 */
export function PrintImage({
  option,
  height,
  alt,
}: {
  option: (palette: ChartPalette) => EChartsCoreOption;
  height: number;
  alt: string;
}) {
  const image = useRef<HTMLImageElement>(null);
  const latest = useRef({ option, height });
  useEffect(() => {
    latest.current = { option, height };
  });
  useEffect(() => {
    // Set on the element directly: the print snapshot is taken before React would render again.
    const draw = () => {
      if (image.current) image.current.src = chartImage(latest.current.option, latest.current.height);
    };
    window.addEventListener('beforeprint', draw);
    return () => window.removeEventListener('beforeprint', draw);
  }, []);
  return <img ref={image} alt={alt} data-chart-print width={PRINT_WIDTH} height={height} />;
}
