import { CalendarDays, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AppError, type LessonDto, type UserRole } from '@kalam/shared';
import { useAuth } from '../../lib/auth-context.tsx';
import { useLocalLesson } from '../../lib/db/local-lessons.ts';
import { useOnline } from '../../lib/use-online.ts';
import { failureText } from '../../lib/form.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { MessageLink } from '../../ui/message-link.tsx';
import { Card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { formatDayLong, formatDayTime, formatTimeRange } from '../../lib/format.ts';
import { formatComing } from '../../lib/format-coming.ts';
import {
  cancelGivesMinutesBack,
  canCancel,
  canMove,
  cancelledBy,
  cancelledMinutes,
  counterpartOf,
  mayRate,
  phaseOf,
  roomLink,
  roomOpen,
} from './lesson-rules.ts';
import { useLesson } from './lessons-api.ts';
import { StatusChip } from './status-chip.tsx';
import { lessonsText as t } from './text.ts';
import { useNow } from '../../lib/use-now.ts';
import { useFreeCancellation } from '../../lib/current-plan.ts';
import { spanWords } from '../../lib/span-words.ts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line py-2 last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/**
 * Spec §2 /lesson/{id}: the lesson, and cancel or move it within the rules. Read from the local
 * database when this device holds the lesson (it opens offline), from the server otherwise
 * (decision 105).
 */
export function Component() {
  const me = useAuth().user;
  const { id = '' } = useParams();
  const { user } = useAuth();
  const now = useNow(30_000);
  const online = useOnline();
  const local = useLocalLesson(id);
  const remote = useLesson(id, local.settled && !local.lesson);
  const lesson = local.lesson ?? remote.data;

  if (lesson)
    return (
      <LessonView
        lesson={lesson}
        source={local.lesson ? 'local' : 'server'}
        role={user?.role}
        now={now}
        online={online}
      />
    );
  // Not on this device, and with no network the server's copy cannot come: say so, not «wait».
  if (local.settled && (!online || remote.fetchStatus === 'paused'))
    return (
      <EmptyState
        icon={<WifiOff className="size-10" />}
        title={t.lesson.notSaved}
        description={t.lesson.notSavedBody(me)}
        action={
          <Link to="/upcoming-lessons" className={buttonClass.primary}>
            {t.lesson.back}
          </Link>
        }
      />
    );
  if (!local.settled || remote.isPending) return <SkeletonLines lines={8} />;
  const missing = remote.error instanceof AppError && [403, 404].includes(remote.error.status);
  return (
    <EmptyState
      icon={<CalendarDays className="size-10" />}
      title={missing ? t.lesson.notFound : failureText(remote.error)}
      action={
        <Link to="/upcoming-lessons" className={buttonClass.primary}>
          {t.lesson.back}
        </Link>
      }
    />
  );
}

function LessonView({
  lesson,
  source,
  role,
  now,
  online,
}: {
  lesson: LessonDto;
  /** Where the lesson was read from (browser tests check it). */
  source: 'local' | 'server';
  role: UserRole | undefined;
  now: number;
  /** Cancel and move need the server: with no network they are shown but not offered. */
  online: boolean;
}) {
  const me = useAuth().user;
  const [cancelling, setCancelling] = useState(false);
  const other = counterpartOf(lesson, role);
  const phase = phaseOf(lesson, now);
  const by = cancelledBy(lesson, role);
  // The window in force (a platform setting): the server decides by it (decision 275).
  const freeMinutes = useFreeCancellation(role === 'Student');
  const minutes = cancelledMinutes(lesson, role, freeMinutes);
  const changeable = canCancel(lesson, now);
  const freeUntil = Date.parse(lesson.start) - freeMinutes * 60_000;

  return (
    <div className="flex flex-col gap-5">
      <Link
        to="/upcoming-lessons"
        className="self-start text-sm font-semibold text-brand-ink underline-offset-4 hover:underline"
      >
        → {t.lesson.back}
      </Link>
      <Card>
        <div className="flex flex-wrap items-center gap-3">
          <Avatar name={other.name} src={other.image} size="lg" />
          <div className="flex-1">
            <h1 className="text-2xl font-extrabold">{t.with(other.name)}</h1>
            <p className="text-muted">{t.lesson.title}</p>
          </div>
          <StatusChip phase={phase} />
        </div>
        {/* The ways to the other member sit with them on the card: their conversation (not the
            chat list), and for a student the tutor's page (decision 247). */}
        <div className="mt-4 flex flex-wrap gap-2" data-testid="lesson-people-actions">
          <MessageLink person={other} />
          {role === 'Student' && (
            <Link to={`/t/${lesson.tutorId}`} className={buttonClass.secondary}>
              {t.lesson.tutorProfile}
            </Link>
          )}
          {/* The rating waits on the room's «ended» screen (decision 093): a student who said
              «بعدين» finds it again from the lesson, not by typing the room's address. */}
          {mayRate(lesson, role, now) && (
            <Link
              to={roomLink(lesson.id)}
              className={buttonClass.secondary}
              data-testid="rate-lesson"
            >
              {t.lesson.rate(other.name, me)}
            </Link>
          )}
        </div>
        <dl className="mt-4" data-testid="lesson-details" data-source={source}>
          <Row label={t.lesson.date}>{formatDayLong(lesson.start)}</Row>
          <Row label={t.lesson.time}>
            <span className="tabular-nums">
              {t.from(...formatTimeRange(lesson.start, lesson.end))}
            </span>
          </Row>
          <Row label={t.lesson.duration}>{t.minutes(lesson.duration)}</Row>
          <Row label={t.lesson.bookedAt}>{formatDayTime(lesson.createdAt)}</Row>
          {lesson.canceledAt && (
            <Row label={t.lesson.cancelledAt}>
              {formatDayTime(lesson.canceledAt)}
              {by && (
                <span className="ms-2 font-normal text-muted">
                  (
                  {by === 'absent'
                    ? role === 'Tutor'
                      ? t.cancelledBy.absent.tutor(me)
                      : t.cancelledBy.absent.student(other.name)
                    : by === 'other'
                      ? t.cancelledBy.other(other.name, null)
                      : by === 'you'
                        ? t.cancelledBy.you(me)
                        : t.cancelledBy.platform}
                  )
                </span>
              )}
              {minutes && (
                <span data-testid="cancelled-minutes" className="mt-1 block text-sm text-muted">
                  {minutes === 'counted'
                    ? t.lesson.minutesCounted(spanWords(freeMinutes))
                    : t.lesson.minutesBack}
                </span>
              )}
            </Row>
          )}
        </dl>
      </Card>

      {phase !== 'cancelled' && phase !== 'ended' && (
        <Card>
          <div className="flex flex-col gap-3">
            {phase === 'upcoming' && (
              <p className="font-semibold">{t.lesson.startsIn(formatComing(lesson.start, now))}</p>
            )}
            {roomOpen(lesson, now) ? (
              <Link to={roomLink(lesson.id)} className={`${buttonClass.primary} self-start`}>
                {t.join(me)}
              </Link>
            ) : (
              <p className="text-muted">{t.lesson.roomOpensSoon}</p>
            )}
            {changeable ? (
              <>
                <p className="text-sm text-soft">
                  {role !== 'Student'
                    ? t.lesson.moveIsStudents(me)
                    : cancelGivesMinutesBack(lesson, role, now, freeMinutes)
                      ? t.lesson.freeUntil(formatDayTime(freeUntil))
                      : t.lesson.lateNow(me, spanWords(freeMinutes))}
                </p>
                <div className="flex flex-wrap gap-2">
                  {canMove(lesson, role, now) &&
                    (online ? (
                      <Link
                        to={`/t/${lesson.tutorId}?move=${lesson.id}`}
                        className={buttonClass.secondary}
                        data-testid="move-lesson"
                      >
                        {t.lesson.move(me)}
                      </Link>
                    ) : (
                      <Button
                        variant="secondary"
                        disabled
                        aria-describedby="lesson-offline-note"
                        data-testid="move-lesson"
                      >
                        {t.lesson.move(me)}
                      </Button>
                    ))}
                  <Button
                    variant="danger"
                    data-testid="cancel-lesson"
                    disabled={!online}
                    aria-describedby={online ? undefined : 'lesson-offline-note'}
                    onClick={() => setCancelling(true)}
                  >
                    {t.lesson.cancel}
                  </Button>
                </div>
                {!online && (
                  <p
                    id="lesson-offline-note"
                    data-testid="lesson-offline-note"
                    className="flex items-center gap-2 text-sm font-semibold text-warn-body"
                  >
                    <WifiOff aria-hidden="true" className="size-4 shrink-0" />
                    {t.lesson.offlineChanges(me)}
                  </p>
                )}
              </>
            ) : (
              <p className="text-sm text-muted">{t.lesson.locked}</p>
            )}
          </div>
        </Card>
      )}

      {cancelling && online && (
        <CancelDialog
          lesson={lesson}
          role={role}
          now={now}
          freeMinutes={freeMinutes}
          open
          onOpenChange={setCancelling}
        />
      )}
    </div>
  );
}
