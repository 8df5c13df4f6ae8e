import type { TypingEvent } from '@kalam/shared';

/** While typing goes on, «typing» is sent again this often, so a lost event heals. */
export const TYPING_RESEND_MS = 3_000;
/** No key for this long ends my typing («stopped» is sent). */
export const TYPING_IDLE_MS = 4_000;
/** Someone's «typing» is shown this long unless renewed: a tab closed mid-word is forgotten. */
export const TYPING_SHOW_MS = 6_000;

/** Who is typing where, as heard from the socket; every entry fades on its own. */
export class TypingBoard {
  private readonly until = new Map<string, Map<string, number>>();

  /** Returns whether what is shown changed. */
  apply(event: TypingEvent, now: number): boolean {
    if (!event?.roomId || !event.userId) return false;
    const room = this.until.get(event.roomId) ?? new Map<string, number>();
    const was = room.has(event.userId);
    if (event.typing) room.set(event.userId, now + TYPING_SHOW_MS);
    else room.delete(event.userId);
    this.until.set(event.roomId, room);
    return was !== event.typing;
  }

  /** Someone who sent a message has stopped typing it. */
  stop(roomId: string, userId: string): boolean {
    return this.until.get(roomId)?.delete(userId) ?? false;
  }

  /** The people typing in a room now. */
  typers(roomId: string, now: number): string[] {
    const room = this.until.get(roomId);
    if (!room) return [];
    return [...room].filter(([, until]) => until > now).map(([id]) => id);
  }

  /** The soonest moment something shown fades (to schedule the next render), or null. */
  nextExpiry(now: number): number | null {
    let next: number | null = null;
    for (const room of this.until.values())
      for (const until of room.values())
        if (until > now && (next === null || until < next)) next = until;
    return next;
  }
}

/**
 * My side: tells the others I am typing without sending an event per key — once at the first
 * key, again every TYPING_RESEND_MS while keys come, and «stopped» when I send, leave or pause.
 */
export class TypingSender {
  private active = false;
  private lastSent = 0;

  constructor(private readonly send: (typing: boolean) => void) {}

  /** The text changed; an emptied box means I stopped. */
  input(now: number, empty: boolean): void {
    if (empty) return this.stop();
    if (this.active && now - this.lastSent < TYPING_RESEND_MS) return;
    this.active = true;
    this.lastSent = now;
    this.send(true);
  }

  /** Sent the message, left the room, or paused for TYPING_IDLE_MS. */
  stop(): void {
    if (!this.active) return;
    this.active = false;
    this.send(false);
  }

  get typing(): boolean {
    return this.active;
  }
}
