import type { UserStatusChanged } from '@kalam/shared';

/**
 * Who of my contacts is online: seeded from the rooms list (`GET /chat/list/rooms/{me}`), then
 * kept by `user:status-changed`. A status heard while the list was on its way is newer than the
 * list, so the list does not overwrite it.
 */
export class PresenceBook {
  private readonly state = new Map<string, { online: boolean; at: number }>();
  private readonly listeners = new Set<() => void>();
  private clock = 0;

  /** Call before asking for the list; pass the answer to `seed` with this mark. */
  mark(): number {
    return this.clock;
  }

  seed(members: { id: string; online: boolean }[], mark: number): void {
    let changed = false;
    for (const m of members) {
      const known = this.state.get(m.id);
      if (known && (known.at > mark || known.online === m.online)) continue;
      this.state.set(m.id, { online: m.online, at: mark });
      changed = true;
    }
    if (changed) this.emit();
  }

  apply(event: UserStatusChanged): void {
    if (!event?.userId) return;
    this.clock += 1;
    const known = this.state.get(event.userId);
    this.state.set(event.userId, { online: event.online, at: this.clock });
    if (known?.online !== event.online) this.emit();
  }

  /** Online, offline, or unknown (never heard: no network since the screen opened). */
  of(userId: string): boolean | undefined {
    return this.state.get(userId)?.online;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
