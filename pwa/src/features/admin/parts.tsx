import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The screen's heading and its actions. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="mb-5 flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-extrabold">{title}</h1>
      {actions && <div className="ms-auto flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}

/** A small figure with its label; with `to`, the whole card opens the list it counts (253). */
export function StatCard({
  label,
  value,
  testId,
  to,
  children,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  to?: string;
  children?: ReactNode;
}) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-muted">{label}</h2>
        {/* The card is a link: an arrow onward (left, in right-to-left) says so. */}
        {to && (
          <span aria-hidden="true" className="font-bold text-brand-ink">
            ←
          </span>
        )}
      </div>
      <p className="mt-1 text-2xl font-extrabold" data-testid={testId && `${testId}-value`}>
        {value}
      </p>
      {children}
    </>
  );
  const card = 'rounded-2xl border border-line bg-card p-4 shadow-sm';
  if (to)
    return (
      <Link
        to={to}
        data-testid={testId}
        className={`${card} block hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus`}
      >
        {body}
      </Link>
    );
  return (
    <section data-testid={testId} className={card}>
      {body}
    </section>
  );
}

/** A line of the last N readings (server stats). */
export function Line({ values, title }: { values: number[]; title: string }) {
  const width = 300;
  const height = 80;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values
    .map((v, i) => `${width - i * step},${height - 2 - (v / max) * (height - 6)}`)
    .join(' ');
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="mt-3 h-20 w-full text-brand-line"
      role="img"
      aria-label={title}
      preserveAspectRatio="none"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} />
    </svg>
  );
}

export function Badge({
  tone = 'slate',
  children,
}: {
  tone?: 'slate' | 'teal' | 'red' | 'amber';
  children: ReactNode;
}) {
  const tones = {
    slate: 'bg-subtle text-body-soft',
    teal: 'bg-brand-soft text-brand-deep',
    red: 'bg-danger-fill text-danger-ink',
    amber: 'bg-warn-fill text-warn-ink',
  };
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export const linkClass =
  'font-semibold text-brand-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

export const inputClass = 'min-h-11 w-full rounded-xl border border-control bg-page px-3 text-base';
