import {
  AppError,
  wallClock,
  type TutorBusyDto,
  type TutorBusyQuery,
  type TutorCardDto,
  type TutorDirectoryQuery,
  type TutorProfileDto,
} from '@kalam/shared';
import { foldName, ordered, type TutorEntry } from './tutors-read-model.ts';
import type { TutorsSource } from './tutors.cache.ts';

type WallClockAt = (zone: string) => { weekday: number; minute: number };

/** The wall clock of one instant per zone, worked out once per zone (most tutors share one). */
function wallClocksOf(instant: number): WallClockAt {
  const byZone = new Map<string, { weekday: number; minute: number }>();
  return (zone) => {
    let wall = byZone.get(zone);
    if (!wall) byZone.set(zone, (wall = wallClock(instant, zone)));
    return wall;
  };
}

/** Inside a weekly slot (in the tutor's zone) and not in a booked lesson at that instant. */
export function isFreeAt(
  entry: TutorEntry,
  instant: number,
  wallAt = wallClocksOf(instant),
): boolean {
  const { weekday, minute } = wallAt(entry.timeZone);
  const inSlot = entry.slots.some(
    (s) => s.weekday === weekday && s.start <= minute && minute < s.end,
  );
  return inSlot && !entry.busy.some((l) => l.start <= instant && instant < l.end);
}

function toCard({ profile }: TutorEntry): TutorCardDto {
  const { about: _about, ...card } = profile;
  return card;
}

/** The public tutors directory, answered from a snapshot (the cache). */
export class TutorsDirectory {
  constructor(private readonly source: TutorsSource) {}

  list(query: TutorDirectoryQuery): { list: TutorCardDto[]; total: number } {
    const sorted = ordered(this.source.snapshot(), query);
    const name = query.name === undefined ? undefined : foldName(query.name);
    const freeAt = query.freeAt;
    const wallAt = freeAt === undefined ? undefined : wallClocksOf(freeAt);
    const unfiltered =
      query.topic === undefined &&
      query.gender === undefined &&
      name === undefined &&
      query.rating === undefined &&
      freeAt === undefined;
    const matches = unfiltered
      ? sorted
      : sorted.filter(
          (e) =>
            (query.topic === undefined || e.topicIds.has(query.topic)) &&
            (query.gender === undefined || e.gender === query.gender) &&
            (name === undefined || e.searchName.includes(name)) &&
            (query.rating === undefined || e.profile.rating.average >= query.rating) &&
            (freeAt === undefined || isFreeAt(e, freeAt, wallAt)),
        );
    const start = (query.page - 1) * query.size;
    return { list: matches.slice(start, start + query.size).map(toCard), total: matches.length };
  }

  /** A listed tutor's booked lessons overlapping [from, to), and their notice. */
  busy(id: string, { from, to }: TutorBusyQuery): TutorBusyDto {
    const entry = this.source.snapshot().byId.get(id);
    if (!entry) throw new AppError('tutor-not-found');
    const list = entry.busy
      .filter((l) => l.start < to && l.end > from)
      .sort((a, b) => a.start - b.start)
      .map((l) => ({ start: new Date(l.start).toISOString(), end: new Date(l.end).toISOString() }));
    return { list, noticeMinutes: entry.notice };
  }

  profile(id: string): TutorProfileDto {
    const entry = this.source.snapshot().byId.get(id);
    if (!entry) throw new AppError('tutor-not-found');
    return entry.profile;
  }
}
