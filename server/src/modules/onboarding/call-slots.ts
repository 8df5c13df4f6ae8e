import { ONBOARDING_NOTICE_MINUTES, covers, type WeeklySlot } from '@kalam/shared';
import type { Clock } from '../../kernel/clock.ts';
import type { UserRow } from '../users/index.ts';
import type { TutorManagerCalendar } from './tutor-manager-calendar.ts';

const MINUTE = 60_000;
const STEP = 30 * MINUTE;

export interface CallSlotsDeps {
  /** Active tutor managers. */
  interviewers: () => UserRow[];
  /** A tutor manager's weekly template (the availability area). */
  templateOf: (userId: string) => readonly WeeklySlot[];
  calendar: TutorManagerCalendar;
  clock: Clock;
}

/**
 * Free 30-minute call starts from tutor managers' weekly availability (decision 175): a start
 * is free when an active tutor manager's template covers the half hour and no pending call of
 * theirs shares a minute with it. Each start names the managers free then, least busy first.
 */
export class CallSlots {
  constructor(private readonly deps: CallSlotsDeps) {}

  /**
   * Whether one tutor manager may take a call at [start, start + minutes): their weekly hours
   * cover all of it and no pending call of theirs shares a minute with it. Bookings re-check
   * this themselves, whatever a slot list offered earlier (decision 179).
   */
  isFree(manager: UserRow, start: number, minutes: number): boolean {
    return (
      covers(this.deps.templateOf(manager.id), start, minutes, manager.timeZone) &&
      !this.deps.calendar.hasCallDuring(manager.id, start, start + minutes * MINUTE)
    );
  }

  free(from: number, to: number, prefer?: string): { start: number; managerIds: string[] }[] {
    const { calendar, clock } = this.deps;
    const now = clock.now();
    const earliest = Math.max(from, now + ONBOARDING_NOTICE_MINUTES * MINUTE);
    const first = Math.ceil(earliest / STEP) * STEP;
    const load = calendar.load(now);
    const managers = this.deps
      .interviewers()
      .map((m) => ({ m, slots: this.deps.templateOf(m.id) }))
      .filter(({ slots }) => slots.length > 0)
      .sort(
        (a, b) =>
          Number(b.m.id === prefer) - Number(a.m.id === prefer) ||
          load(a.m.id) - load(b.m.id) ||
          a.m.name.localeCompare(b.m.name, 'ar'),
      );
    const out: { start: number; managerIds: string[] }[] = [];
    for (let start = first; start + STEP <= to; start += STEP) {
      const managerIds = managers
        .filter(
          ({ m, slots }) =>
            covers(slots, start, 30, m.timeZone) &&
            !calendar.hasCallDuring(m.id, start, start + STEP),
        )
        .map(({ m }) => m.id);
      if (managerIds.length > 0) out.push({ start, managerIds });
    }
    return out;
  }
}
