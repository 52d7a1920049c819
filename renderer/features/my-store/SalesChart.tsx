/**
 * Sales per day as bars: one picture of how the store is doing, with a spoken
 * summary for screen readers (the exact sales are in the table below it).
 */
import { useId } from 'react';
import { niceScale, shortDay } from '../admin/chart-data';

const WIDTH = 720;
const HEIGHT = 180;
const MARGIN = { top: 10, right: 8, bottom: 26, left: 36 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

export interface DaySales {
  day: string;
  orders: number;
}

export function describeSales(days: readonly DaySales[]): string {
  const total = days.reduce((sum, day) => sum + day.orders, 0);
  if (total === 0) return `No sales in the last ${days.length} days.`;
  const best = days.reduce((top, day) => (day.orders > top.orders ? day : top));
  return `${total} ${total === 1 ? 'sale' : 'sales'} in the last ${days.length} days; most on ${shortDay(best.day)} (${best.orders}).`;
}

export function SalesChart({ days }: { days: readonly DaySales[] }) {
  const id = useId();
  const scale = niceScale(Math.max(0, ...days.map(day => day.orders)));
  const band = PLOT_W / Math.max(1, days.length);
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  const y = (value: number) => MARGIN.top + PLOT_H * (1 - value / scale.top);
  return (
    <figure className="sales-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Sales per day</title>
        <desc id={`${id}-desc`}>{describeSales(days)}</desc>
        {scale.ticks.map(tick => (
          <g key={tick}>
            <line
              className="sales-chart__grid"
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text className="sales-chart__tick" x={MARGIN.left - 6} y={y(tick) + 4}>
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = MARGIN.left + index * band;
          return (
            <g key={day.day}>
              {day.orders > 0 && (
                <rect
                  className="sales-chart__bar"
                  x={x + band * 0.2}
                  width={Math.max(1, band * 0.6)}
                  y={y(day.orders)}
                  height={MARGIN.top + PLOT_H - y(day.orders)}
                  rx={2}
                />
              )}
              {index % labelEvery === 0 && (
                <text
                  className="sales-chart__label"
                  x={x + band / 2}
                  y={HEIGHT - MARGIN.bottom + 16}
                >
                  {shortDay(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>{describeSales(days)}</figcaption>
    </figure>
  );
}
