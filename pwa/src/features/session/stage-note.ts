import type { SessionMemberDto } from '@kalam/shared';
import type { LinkState } from './session-machine.ts';
import { sessionText as t } from './text.ts';

export interface StageNote {
  text: string;
  /** Whether the note stands in for the picture (nothing worth showing) or sits over it. */
  covers: boolean;
}

/** What the stage says about the other member, or null when their picture says it all. */
export function stageNote(
  other: Pick<SessionMemberDto, 'name' | 'gender' | 'joined' | 'camera'>,
  link: LinkState,
  hasStream: boolean,
): StageNote | null {
  // Out of the session with the picture still coming: their connection dropped for a moment.
  if (!other.joined)
    return hasStream
      ? { text: t.call.lost(other.name), covers: false }
      : { text: t.call.waitingFor(other), covers: true };
  if (link === 'lost') return { text: t.call.lost(other.name), covers: !hasStream };
  if (!hasStream) return { text: t.call.connecting(other.name), covers: true };
  if (!other.camera) return { text: t.call.cameraOff(other), covers: true };
  return null;
}
