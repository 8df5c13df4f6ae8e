import type { SessionMemberDto } from '@kalam/shared';
import { Avatar } from '../../ui/avatar.tsx';
import type { LinkState } from './session-machine.ts';
import { stageNote } from './stage-note.ts';
import { MicIcon, ScreenIcon } from './icons.tsx';
import { StreamVideo } from './stream-video.tsx';
import { sessionText as t } from './text.ts';

/**
 * The other member's picture. The <video> stays mounted while the stream lives (it also plays
 * their voice); a camera that is off, a link being set up or lost show their photo and a line.
 */
export function RemoteStage({
  other,
  stream,
  link,
}: {
  other: SessionMemberDto;
  stream: MediaStream | null;
  link: LinkState;
}) {
  const note = stageNote(other, link, Boolean(stream));
  return (
    <>
      <StreamVideo
        stream={stream}
        aria-label={t.call.remote(other.name)}
        data-testid="remote-video"
        className={`size-full object-contain ${note?.covers ? 'invisible' : ''}`}
      />
      {note?.covers && (
        <div
          role="status"
          data-testid="remote-note"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white"
        >
          <Avatar name={other.name} src={other.image} size="lg" />
          <p className="text-lg font-semibold">{note.text}</p>
        </div>
      )}
      {note && !note.covers && (
        <p
          role="status"
          data-testid="remote-note"
          className="absolute inset-x-4 top-14 z-10 mx-auto w-fit rounded-xl bg-amber-100 px-3 py-2 text-center font-semibold text-amber-950"
        >
          {note.text}
        </p>
      )}
      <div className="absolute start-3 top-3 flex flex-wrap gap-2">
        {other.joined && !other.microphone && (
          <span
            data-testid="remote-mic-off"
            className="inline-flex items-center gap-1.5 rounded-full bg-slate-950/75 px-3 py-1 text-sm font-semibold text-white"
          >
            <MicIcon off />
            {t.call.micOff(other)}
          </span>
        )}
        {other.screenShare && (
          <span
            data-testid="remote-sharing"
            className="inline-flex items-center gap-1.5 rounded-full bg-teal-800/90 px-3 py-1 text-sm font-semibold text-white"
          >
            <ScreenIcon />
            {t.call.sharing(other)}
          </span>
        )}
      </div>
    </>
  );
}
