import { useAuth } from '../../lib/auth-context.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { formatDayLong, formatTimeRange } from '../../lib/format.ts';
import { useFreeCancellation } from '../../lib/current-plan.ts';
import { spanWords } from '../../lib/span-words.ts';
import { minutesNote } from './minutes-note.ts';
import { bookingText as t } from './text.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** Step 4: what will be booked, the minutes it takes, the cancellation rule, and the button. */
export function ConfirmStep({
  tutor,
  start,
  duration,
  movingFrom,
  busy,
  onConfirm,
}: {
  tutor: { name: string; image: string | null };
  start: number;
  duration: number;
  /** The moved lesson's own length, or null for a new booking. */
  movingFrom: number | null;
  busy: boolean;
  onConfirm: () => void;
}) {
  const me = useAuth().user;
  const end = start + duration * 60_000;
  // The window in force, as the server will count a cancellation (decision 275).
  const freeMinutes = useFreeCancellation();
  const span = spanWords(freeMinutes);
  const minutes = minutesNote(duration, movingFrom);
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-bold">{t.dialog.confirmTitle(me)}</h3>
      <div className="flex items-center gap-3">
        <Avatar name={tutor.name} src={tutor.image} />
        <p className="font-bold">{tutor.name}</p>
      </div>
      <dl data-testid="book-summary" className="flex flex-col gap-2 rounded-xl bg-well p-4">
        <Row label={t.dialog.when} value={formatDayLong(start)} />
        <Row label={t.dialog.time} value={t.dialog.from(...formatTimeRange(start, end))} />
        <Row label={t.dialog.duration} value={t.dialog.minutes(duration)} />
      </dl>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-soft">
        {minutes && <li data-testid="book-minutes">{minutes}</li>}
        {/* Inside the free-cancellation window already, the rule would be a false promise. */}
        <li>
          {start - Date.now() >= freeMinutes * 60_000
            ? t.dialog.cancelRule(me, span)
            : t.dialog.cancelRuleLate(me, span)}
        </li>
      </ul>
      <Button data-testid="book-confirm" loading={busy} onClick={onConfirm}>
        {movingFrom !== null ? t.dialog.confirmMove : t.dialog.confirm}
      </Button>
    </div>
  );
}
