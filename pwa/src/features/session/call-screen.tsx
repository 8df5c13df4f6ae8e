import { useAuth } from '../../lib/auth-context.tsx';
import { useState } from 'react';
import { errorMessage, type SessionKind, type SessionMemberDto, type UserDto } from '@kalam/shared';
import { Button } from '../../ui/button.tsx';
import { callClock } from './format.ts';
import { ChatIcon, LeaveIcon, ScreenIcon } from './icons.tsx';
import { MediaToggles, toggleClass } from './media-toggles.tsx';
import { RemoteStage } from './remote-stage.tsx';
import type { RoomSnapshot, SessionController } from './session-controller.ts';
import type { SessionRoomState } from './session-machine.ts';
import { SessionChat } from './session-chat.tsx';
import { StreamVideo } from './stream-video.tsx';
import { sessionText as t } from './text.ts';

const canShareScreen = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';

/** The call: the other member large, you small, the controls, and the chat beside (or on demand). */
export function CallScreen({
  kind,
  state,
  snapshot,
  me,
  other,
  now,
  controller,
}: {
  kind: SessionKind;
  state: SessionRoomState;
  snapshot: RoomSnapshot;
  me: UserDto;
  other: SessionMemberDto | null;
  now: number;
  controller: SessionController;
}) {
  const viewer = useAuth().user;
  const [chatOpen, setChatOpen] = useState(false);
  const [shareError, setShareError] = useState<string | null>(null);
  const { local } = state;
  const session = state.session!;
  const ownPicture = snapshot.screen ?? snapshot.local;
  const clock = callClock(session, now);

  const share = async () => {
    const code = await controller.toggleScreenShare();
    setShareError(code ? `${t.screenError} ${errorMessage(code)}` : null);
  };

  return (
    <div data-testid="session-call" className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-extrabold">{t.title[kind]}</h1>
        {other && <p className="text-muted">{t.with(other.name)}</p>}
        <p className="ms-auto font-semibold tabular-nums" data-testid="time-left">
          {clock.started ? t.call.left(clock.time) : t.call.startsIn(clock.time)}
        </p>
      </header>
      {state.signalling === 'reconnecting' && (
        <p
          role="status"
          data-testid="reconnecting"
          className="rounded-xl bg-warn-fill px-4 py-2 font-semibold text-warn-ink"
        >
          {t.call.reconnecting}
        </p>
      )}
      <div className="grid gap-3 lg:grid-cols-[1fr_20rem]">
        <section
          aria-label={t.call.region}
          className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-900 sm:aspect-video"
        >
          {other && <RemoteStage other={other} stream={snapshot.remote} link={state.link} />}
          <figure className="absolute bottom-3 end-3 w-28 overflow-hidden rounded-xl border-2 border-white/80 bg-slate-800 shadow-lg sm:w-44">
            <StreamVideo
              stream={ownPicture}
              self={!snapshot.screen}
              data-testid="local-video"
              aria-label={snapshot.screen ? t.call.yourScreen : t.call.you(viewer)}
              className={`aspect-[4/3] w-full object-cover ${local.camera || snapshot.screen ? '' : 'invisible'}`}
            />
            {!local.camera && !snapshot.screen && (
              <p className="absolute inset-0 flex items-center justify-center p-2 text-center text-xs font-semibold text-white">
                {t.call.yourCameraOff}
              </p>
            )}
            <figcaption className="absolute bottom-1 start-1 rounded bg-slate-950/70 px-1.5 text-xs text-white">
              {snapshot.screen ? t.call.yourScreen : t.call.you(viewer)}
            </figcaption>
          </figure>
        </section>
        <SessionChat
          roomId={session.roomId}
          myId={me.id}
          otherName={other?.name ?? ''}
          className={chatOpen ? 'flex' : 'hidden lg:flex'}
        />
      </div>
      {shareError && (
        <p role="alert" className="text-danger">
          {shareError}
        </p>
      )}
      <nav
        aria-label={t.controls.label}
        // Stuck to the bottom of the screen: with the chat open on a phone, «اخرج» stays in view.
        className="sticky bottom-2 z-10 flex flex-wrap items-center justify-center gap-3 rounded-2xl border border-line bg-card p-3 shadow-lg"
      >
        <MediaToggles local={local} onToggle={controller.toggle} />
        <button
          type="button"
          data-testid="toggle-screen"
          aria-pressed={local.screenShare}
          aria-label={local.screenShare ? t.controls.shareOn(viewer) : t.controls.shareOff(viewer)}
          title={local.screenShare ? t.controls.shareOn(viewer) : t.controls.shareOff(viewer)}
          disabled={!local.hasVideo || !canShareScreen()}
          onClick={() => void share()}
          className={toggleClass(local.screenShare ? 'active' : 'on')}
        >
          <ScreenIcon />
        </button>
        <button
          type="button"
          aria-expanded={chatOpen}
          aria-label={t.controls.chat}
          title={t.controls.chat}
          onClick={() => setChatOpen((open) => !open)}
          className={`${toggleClass(chatOpen ? 'active' : 'on')} lg:hidden`}
        >
          <ChatIcon />
        </button>
        <Button variant="danger" onClick={controller.leave} data-testid="leave-session">
          <LeaveIcon />
          {t.controls.leave(viewer)}
        </Button>
      </nav>
    </div>
  );
}
