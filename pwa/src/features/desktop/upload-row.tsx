import type { UploadItem } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { Button } from '../../ui/button.tsx';
import { stateLabel, uploadsText as t } from './text.ts';

const active = (state: UploadItem['state']) =>
  state === 'waiting' || state === 'uploading' || state === 'retrying' || state === 'needs-sign-in';

/** One file of the queue: name, size, a progress bar, speed while it moves, and a cancel. */
export function UploadRow({ item, onCancel }: { item: UploadItem; onCancel(id: string): void }) {
  const me = useAuth().user;
  const percent = item.size ? Math.floor((item.sent / item.size) * 100) : 0;
  return (
    <li
      data-testid="upload-row"
      className="flex flex-col gap-2 rounded-xl border border-line-strong p-3"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <bdi className="min-w-0 flex-1 truncate font-semibold">{item.name}</bdi>
        <span className="text-sm text-muted">{t.size(item.size)}</span>
        {active(item.state) && (
          <Button
            variant="ghost"
            aria-label={t.cancel(item.name)}
            onClick={() => onCancel(item.id)}
          >
            {t.cancelShort}
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={item.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t.progress(item.sent, item.size)}
        className="h-2 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full bg-teal-600" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap gap-x-3 text-sm text-soft">
        <span data-testid="upload-state">{stateLabel(item.state, me)}</span>
        <span data-testid="upload-percent">{t.progress(item.sent, item.size)}</span>
        {item.state === 'uploading' && item.bytesPerSecond > 0 && (
          <span data-testid="upload-speed">{t.speed(item.bytesPerSecond)}</span>
        )}
      </p>
    </li>
  );
}
