import { errorMessage, type SessionMemberDto } from '@kalam/shared';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LevelMeter } from './level-meter.tsx';
import { MediaToggles } from './media-toggles.tsx';
import type { SessionRoomState } from './session-machine.ts';
import { StreamVideo } from './stream-video.tsx';
import { sessionText as t, type Reader } from './text.ts';
import { useMicLevel } from './use-mic-level.ts';

/** Spec §2 ready-to-join: your picture, your microphone's level, who is inside, and «join». */
export function ReadyScreen({
  state,
  stream,
  other,
  reader,
  onToggle,
  onJoin,
}: {
  state: SessionRoomState;
  stream: MediaStream | null;
  other: SessionMemberDto | null;
  /** The person in front of the screen, spoken to in their gender. */
  reader: Reader;
  onToggle: (what: 'camera' | 'microphone') => void;
  onJoin: () => void;
}) {
  const { local } = state;
  const level = useMicLevel(stream, local.microphone);
  const joining = state.phase === 'joining';
  return (
    <div data-testid="session-ready" className="grid gap-5 lg:grid-cols-[3fr_2fr]">
      <div className="flex flex-col gap-3">
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-900">
          <StreamVideo
            stream={stream}
            self
            aria-label={t.ready.preview}
            data-testid="preview-video"
            className={`size-full object-cover ${local.camera ? '' : 'invisible'}`}
          />
          {!local.camera && (
            <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-lg font-semibold text-white">
              {local.hasVideo ? t.ready.cameraOff : t.ready.noCamera(reader)}
            </p>
          )}
        </div>
        <div className="flex justify-center gap-3">
          <MediaToggles local={local} onToggle={onToggle} />
        </div>
      </div>
      <Card className="flex flex-col gap-5 self-start">
        <div>
          <h2 className="text-xl font-bold">{t.ready.title(reader)}</h2>
          <p className="text-muted">{t.ready.subtitle(reader)}</p>
        </div>
        <LevelMeter level={level} off={!local.microphone} reader={reader} />
        {other && (
          <p className="flex items-center gap-3" data-testid="other-presence">
            <Avatar name={other.name} src={other.image} size="sm" />
            <span className="flex-1">
              {other.joined ? t.ready.inside(other) : t.ready.notYet(other)}
            </span>
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${other.joined ? 'bg-emerald-500' : 'bg-slate-400'}`}
            />
          </p>
        )}
        {state.error && (
          <p role="alert" className="font-semibold text-danger">
            {errorMessage(state.error)}
          </p>
        )}
        <Button onClick={onJoin} loading={joining} data-testid="join-session">
          {joining ? t.ready.joining : t.ready.join(reader)}
        </Button>
      </Card>
    </div>
  );
}
