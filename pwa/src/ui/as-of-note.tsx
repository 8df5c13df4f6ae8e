import { WifiOff } from 'lucide-react';
import { ar } from '../i18n/ar.ts';
import { formatDayTime } from '../lib/format.ts';

/**
 * Under figures the server could not refresh (no network): they are the last ones it gave, and
 * this says when (decision 107), so an old number is never taken for today's.
 */
export function AsOfNote({ at, className = '' }: { at: number; className?: string }) {
  return (
    <p
      data-testid="as-of-note"
      className={`flex items-center gap-1.5 text-xs font-semibold text-warn-body ${className}`}
    >
      <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />
      {ar.lastKnown(formatDayTime(at))}
    </p>
  );
}
