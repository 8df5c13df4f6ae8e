import type { Gender } from '@kalam/shared';
import type { CodeKind } from '../../db/schema/index.ts';
import type { Channel } from '../messages/messages.port.ts';

/** What other areas may ask of confirmation codes: send one, and consume one. */
export interface CodesPort {
  /** Sends a new code (older ones of the kind stop working); 429 inside the resend wait. */
  send(input: {
    userId: string;
    kind: CodeKind;
    target: string;
    channel: Channel;
    /** The recipient's gender: the message speaks to them in it (decision 226). */
    gender?: Gender | null;
  }): Promise<void>;
  /** Uses a code once and answers the address it was sent to; refuses a wrong or old one. */
  consume(userId: string, kind: CodeKind, code: string): string;
}
