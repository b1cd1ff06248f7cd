import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The theme's colour of a CSS variable (the merchant's primary, the muted text), read when drawn. */
const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * A period's values by day as a line, the previous period's dashed behind it (uPlot, canvas): the
 * days on the x axis, `format` for the values; redrawn to its box's width.
 */
export function DayChart({
  label,
  days,
  current,
  previous,
  currentLabel,
  previousLabel,
  format,
  locale,
}: {
  label: string;
  days: string[];
  current: number[];
  previous: number[];
  currentLabel: string;
  previousLabel: string;
  format: (value: number) => string;
  /** the page's language (the axis's short numbers: 108 тыс., 108K) */
  locale: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const xs = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
    const primary = cssColor('--primary', '#1f7a4d');
    const muted = cssColor('--muted', '#8a8a8a');
    const text = cssColor('--text', '#222');
    const grid = cssColor('--line', 'rgba(128,128,128,.2)');
    const axis = { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((t) => new Date(t * 1000).toISOString().slice(5, 10)) },
          { ...axis, size: 64, values: (_u, ticks) => ticks.map((t) => compact.format(t)) },
        ],
        series: [
          { label: '', value: (_u, v) => (v == null ? '' : new Date(v * 1000).toISOString().slice(0, 10)) },
          {
            label: previousLabel,
            stroke: muted,
            dash: [6, 4],
            width: 1.5,
            value: (_u, v) => (v == null ? '' : format(v)),
          },
          {
            label: currentLabel,
            stroke: primary,
            fill: `color-mix(in srgb, ${primary} 14%, transparent)`,
            width: 2.5,
            value: (_u, v) => (v == null ? '' : format(v)),
          },
        ],
      },
      [xs, previous, current],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 280), height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, current, previous, currentLabel, previousLabel, format, locale]);
  return <div ref={box} className="reports__chart" role="img" aria-label={label} />;
}
