import { SEPARATOR } from '@kalam/shared';
import { useEffect, useRef, useState } from 'react';
import type { UserDto } from '@kalam/shared';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { CallScreen } from './call-screen.tsx';
import { DeviceError, DevicesPending } from './device-screens.tsx';
import { EndScreen } from './end-screen.tsx';
import { formatTimeRange } from './format.ts';
import { RatingDialog } from './rating-dialog.tsx';
import { ReadyScreen } from './ready-screen.tsx';
import { backOf, dashboardOf, sessionKindOf } from './session-address.ts';
import { hasMedia, mayRate, othersOf } from './session-machine.ts';
import { sessionText as t } from './text.ts';
import { Unavailable } from './unavailable.tsx';
import { useNow } from '../../lib/use-now.ts';
import { useSessionRoom } from './use-session-room.ts';
import { WaitingScreen } from './waiting-screen.tsx';

/** The room: one screen per phase of the session machine, drawn from the controller's snapshot. */
export function SessionRoom({ sessionId, me }: { sessionId: string; me: UserDto }) {
  const { controller, snapshot } = useSessionRoom(sessionId, me.id);
  const { state } = snapshot;
  const { session, phase } = state;
  const kind = sessionKindOf(sessionId) ?? 'lesson';
  const other = othersOf(state, me.id)[0] ?? null;
  const now = useNow(1_000);
  const canRate = mayRate(session, me.role, now);
  const [rating, setRating] = useState(false);

  // After a lesson the student is asked for a rating once: when the time runs out in the room or
  // on the «you left» screen. Opening an old room later shows the button only.
  const wasLive = useRef(false);
  useEffect(() => {
    if (hasMedia(phase)) wasLive.current = true;
    if (canRate && wasLive.current && (phase === 'ended' || phase === 'left')) {
      wasLive.current = false;
      setRating(true);
    }
  }, [phase, canRate]);

  if (!controller || phase === 'loading') return <SkeletonLines lines={6} />;
  if (phase === 'unavailable' || !session)
    return <Unavailable code={state.error} back={backOf(kind, me.role)} />;

  const heading = (
    <header className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <h1 className="text-2xl font-extrabold">{t.title[kind]}</h1>
      <p className="text-muted">
        {other ? `${t.with(other.name)}${SEPARATOR}` : ''}
        <span className="tabular-nums">
          {formatTimeRange(session.start, session.end).join(' – ')}
        </span>
      </p>
    </header>
  );

  return (
    <div data-testid="session-room" data-phase={phase}>
      {phase !== 'in-call' && heading}
      {phase === 'waiting' && <WaitingScreen session={session} now={now} />}
      {phase === 'devices' && <DevicesPending />}
      {phase === 'device-error' && (
        <DeviceError code={state.error} onRetry={controller.retryDevices} />
      )}
      {(phase === 'ready' || phase === 'joining') && (
        <ReadyScreen
          state={state}
          stream={snapshot.local}
          other={other}
          reader={me}
          onToggle={controller.toggle}
          onJoin={controller.join}
        />
      )}
      {phase === 'in-call' && (
        <CallScreen
          kind={kind}
          state={state}
          snapshot={snapshot}
          me={me}
          other={other}
          now={now}
          controller={controller}
        />
      )}
      {(phase === 'ended' || phase === 'left') && (
        <EndScreen
          kind={kind}
          phase={phase}
          session={session}
          now={now}
          canRate={canRate}
          home={dashboardOf(me.role)}
          onRejoin={controller.rejoin}
          onRate={() => setRating(true)}
          tutor={other}
        />
      )}
      {canRate && other && (
        <RatingDialog
          open={rating}
          onOpenChange={setRating}
          tutor={other}
          lessonId={session.refId}
          raterId={me.id}
        />
      )}
    </div>
  );
}
