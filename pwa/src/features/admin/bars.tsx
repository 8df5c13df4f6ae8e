import { formatNumber } from '../../lib/numbers.ts';

/**
 * A small bar chart in SVG (no chart library: 14 bars need none). Right to left, like the page:
 * the oldest day at the right end, the newest at the left. Each bar carries its day and figure
 * (a tooltip on hover), the chart's two ends say their days under it, and a visually hidden list
 * gives every day and figure to a screen reader.
 */
export function Bars({
  values,
  labels,
  format = formatNumber,
  title,
}: {
  values: number[];
  labels: string[];
  format?: (n: number) => string;
  title: string;
}) {
  const max = Math.max(1, ...values);
  const width = 280;
  const height = 80;
  const gap = 4;
  const bar = (width - gap * (values.length - 1)) / Math.max(1, values.length);
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-20 w-full text-brand-line"
        role="img"
        aria-label={title}
        preserveAspectRatio="none"
      >
        {values.map((v, i) => {
          const h = Math.max(v > 0 ? 2 : 1, (v / max) * (height - 4));
          // RTL: the first (oldest) day on the right.
          const x = width - (i + 1) * bar - i * gap;
          return (
            <rect
              key={i}
              x={x}
              y={height - h}
              width={bar}
              height={h}
              rx={2}
              className={v > 0 ? 'fill-current' : 'fill-field'}
            >
              <title>{`${labels[i]}: ${format(v)}`}</title>
            </rect>
          );
        })}
      </svg>
      {/* The first day under the right end, the last under the left (the row runs right to
          left, as the bars do). Hidden from screen readers: the list below says every day. */}
      {labels.length > 1 && (
        <div
          aria-hidden="true"
          className="mt-1 flex justify-between gap-2 text-xs text-muted"
          data-testid="bars-ends"
        >
          <span>{labels[0]}</span>
          <span>{labels.at(-1)}</span>
        </div>
      )}
      <figcaption className="sr-only">
        <ul>
          {values.map((v, i) => (
            <li key={i}>{`${labels[i]}: ${format(v)}`}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
