import { ar } from '../i18n/ar.ts';

/** A grey placeholder block while data loads; screen readers hear "loading" once. */
export function Skeleton({
  className = 'h-4 w-full',
  label = false,
}: {
  className?: string;
  label?: boolean;
}) {
  return (
    <div
      aria-hidden={!label}
      role={label ? 'status' : undefined}
      aria-label={label ? ar.ui.loading : undefined}
      className={`animate-pulse rounded-lg bg-line ${className}`}
    />
  );
}

/** A few skeleton lines, announced as loading. */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <div role="status" aria-label={ar.ui.loading} className="flex flex-col gap-2">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={`h-4 ${i === lines - 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}
