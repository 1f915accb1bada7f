import { useSyncExternalStore } from 'react';
import type { ChartPalette } from '../../lib/chart-options-theme';

// The design tokens are oklch(); canvas charts parse their own colours and know only rgb and hex,
// so each token is drawn once on a 1×1 canvas and read back as rgb.
let probe: CanvasRenderingContext2D | null = null;

function toRgb(color: string, fallback: string): string {
  if (color === '') return fallback;
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (probe === null) return fallback;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = fallback;
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 255] = probe.getImageData(0, 0, 1, 1).data;
  return a === 255 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${(a / 255).toFixed(3)})`;
}

/** The same colour with another opacity: "rgb(1, 2, 3)" -> "rgba(1, 2, 3, 0.2)". */
export function withAlpha(rgb: string, alpha: number): string {
  const channels = /rgba?\(([^)]+)\)/.exec(rgb)?.[1]?.split(',').slice(0, 3).join(',');
  return channels === undefined ? rgb : `rgba(${channels}, ${alpha})`;
}

function read(): ChartPalette {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => toRgb(style.getPropertyValue(name).trim(), fallback);
  const background = token('--background', '#ffffff');
  const [r = 255, g = 255, b = 255] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return {
    foreground: token('--foreground', '#1f2937'),
    muted: token('--muted-foreground', '#6b7280'),
    border: token('--border', '#e5e7eb'),
    card: token('--card', '#ffffff'),
    primary: token('--primary', '#0f766e'),
    profit: token('--success', '#15803d'),
    loss: token('--destructive', '#dc2626'),
    warning: token('--warning', '#d97706'),
    // Relative luminance of the page background: below the middle is a dark theme.
    dark: 0.2126 * r + 0.7152 * g + 0.0722 * b < 128,
  };
}

let current: ChartPalette | null = null;
let currentKey = '';
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function refresh() {
  const next = read();
  const key = JSON.stringify(next);
  if (key === currentKey) return;
  current = next;
  currentKey = key;
  for (const listener of listeners) listener();
}

// One watcher for every chart: the trader's theme and profit / loss palette (data attributes on
// <html>, lib/preferences), and the system's scheme, which the "system" theme follows.
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (stop === null) {
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    const observer = new MutationObserver(refresh);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'style', 'data-theme', 'data-pnl-palette'],
    });
    scheme.addEventListener('change', refresh);
    stop = () => {
      observer.disconnect();
      scheme.removeEventListener('change', refresh);
    };
    // The theme may have changed while no chart was on screen.
    refresh();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
    }
  };
}

function snapshot(): ChartPalette {
  if (current === null) {
    current = read();
    currentKey = JSON.stringify(current);
  }
  return current;
}

/** The chart colours of the theme on screen; a new palette when the theme changes. */
export function useChartPalette(): ChartPalette {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
