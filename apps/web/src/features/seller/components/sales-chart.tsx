import { Text, VisuallyHidden } from '@mantine/core';
import type { SellerStats } from '@otousta/shared/schemas/shop';
import { formatPrice } from '@otousta/shared/text/price';
import { formatDay } from '../../../lib/shop-format';

interface SalesChartProps {
  series: SellerStats['series'];
  metric: 'sales' | 'revenue';
  title: string;
}

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;

/**
 * A bar per day (docs/product.md §2 analytics chart), drawn as SVG: one chart does not justify a charting library.
 * Screen readers get the same numbers as a table.
 */
export function SalesChart({ series, metric, title }: SalesChartProps) {
  const values = series.map((d) => d[metric]);
  const max = Math.max(1, ...values);
  const slot = WIDTH / Math.max(1, series.length);
  const bar = Math.max(2, slot * 0.7);
  const show = (v: number) => (metric === 'revenue' ? formatPrice(v) : `${v} adet`);
  const labelEvery = Math.ceil(series.length / 6);
  return (
    <figure style={{ margin: 0 }}>
      <Text fw={600} size="sm" component="figcaption" mb="xs">
        {title}{' '}
        <Text span c="dimmed" size="xs">
          (en yüksek: {show(Math.max(0, ...values))})
        </Text>
      </Text>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} width="100%" role="img" aria-label={title}>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-gray-4)" />
        {series.map((d, i) => {
          const h = (d[metric] / max) * (HEIGHT - 8);
          return (
            <g key={d.date}>
              <rect
                x={i * slot + (slot - bar) / 2}
                y={HEIGHT - h}
                width={bar}
                height={h}
                rx={2}
                fill={metric === 'revenue' ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-blue-6)'}
              >
                <title>
                  {formatDay(d.date)}: {show(d[metric])}
                </title>
              </rect>
              {i % labelEvery === 0 && (
                <text x={i * slot + slot / 2} y={HEIGHT + 16} fontSize={12} textAnchor="middle" fill="#5f666d">
                  {formatDay(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th>Gün</th>
              <th>Değer</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.date}>
                <td>{formatDay(d.date)}</td>
                <td>{show(d[metric])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
