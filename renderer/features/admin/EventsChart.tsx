import { useId } from 'react';
import type { DailyCount } from '#shared/api/events';
import { describeChart, niceScale, shortDay } from './chart-data';
import './EventsChart.css';

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 44 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

const SERIES = [
  { key: 'pageViews', label: 'Page views', className: 'events-chart__bar--views' },
  {
    key: 'authAttempts',
    label: 'Sign-in attempts',
    className: 'events-chart__bar--auth',
  },
] as const;

/**
 * Page views and sign-in attempts per day as grouped bars. The SVG is one
 * image with a spoken summary; the exact numbers are in a table that screen
 * readers (and copy-paste) get, visually hidden.
 */
export function EventsChart({ days }: { days: readonly DailyCount[] }) {
  const id = useId();
  const max = Math.max(0, ...days.map(day => Math.max(day.pageViews, day.authAttempts)));
  const scale = niceScale(max);
  const band = PLOT_W / Math.max(1, days.length);
  const barWidth = Math.max(1, band * 0.36);
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  const y = (value: number) => MARGIN.top + PLOT_H * (1 - value / scale.top);

  return (
    <figure className="events-chart">
      <ul className="events-chart__legend" aria-hidden="true">
        {SERIES.map(series => (
          <li key={series.key}>
            <span className={`events-chart__swatch ${series.className}`} />
            {series.label}
          </li>
        ))}
      </ul>
      <svg
        className="events-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>Page views and sign-in attempts per day</title>
        <desc id={`${id}-desc`}>{describeChart(days)}</desc>
        {scale.ticks.map(tick => (
          <g key={tick}>
            <line
              className="events-chart__grid"
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text
              className="events-chart__axis"
              x={MARGIN.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = MARGIN.left + index * band + (band - barWidth * 2) / 2;
          return (
            <g key={day.day}>
              {SERIES.map((series, seriesIndex) => {
                const value = day[series.key];
                return (
                  <rect
                    key={series.key}
                    className={series.className}
                    x={x + seriesIndex * barWidth}
                    y={y(value)}
                    width={barWidth}
                    height={Math.max(0, PLOT_H + MARGIN.top - y(value))}
                  />
                );
              })}
              {index % labelEvery === 0 && (
                <text
                  className="events-chart__axis"
                  x={MARGIN.left + index * band + band / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                >
                  {shortDay(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="events-chart__caption">{describeChart(days)}</figcaption>
      {/* Tables ignore width: 1px, so the wrapper is what hides this one. */}
      <div className="visually-hidden">
        <table>
          <caption>Events per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Page views</th>
              <th scope="col">Sign-in attempts</th>
            </tr>
          </thead>
          <tbody>
            {days.map(day => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                <td>{day.pageViews}</td>
                <td>{day.authAttempts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
