import {
  AppError,
  wallClock,
  type TutorBusyDto,
  type TutorBusyQuery,
  type TutorCardDto,
  type TutorDirectoryQuery,
  type TutorProfileDto,
} from '@kalam/shared';
import { foldName, type TutorEntry, type TutorsSnapshot } from './tutors-read-model.ts';
import type { TutorsSource } from './tutors.cache.ts';

type Compare = (a: TutorEntry, b: TutorEntry) => number;

const SORTS: Record<TutorDirectoryQuery['sort'], Compare> = {
  rating: (a, b) =>
    a.profile.rating.average - b.profile.rating.average ||
    a.profile.rating.count - b.profile.rating.count,
  lessons: (a, b) => a.profile.lessons - b.profile.lessons,
  newest: (a, b) => a.createdAt - b.createdAt,
  name: (a, b) => a.profile.name.localeCompare(b.profile.name, 'ar'),
};

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
  /**
   * Each snapshot's tutors in each order asked for, sorted once: a request filters the sorted
   * list instead of sorting every match (20,000 tutors: decision 169). Ids break ties, so the
   * order is total and filtering after sorting gives what sorting after filtering gave.
   */
  private readonly orders = new WeakMap<TutorsSnapshot, Map<string, TutorEntry[]>>();

  constructor(private readonly source: TutorsSource) {}

  private ordered(snapshot: TutorsSnapshot, query: TutorDirectoryQuery): TutorEntry[] {
    let bySort = this.orders.get(snapshot);
    if (!bySort) this.orders.set(snapshot, (bySort = new Map()));
    const key = `${query.sort}:${query.direction}`;
    let list = bySort.get(key);
    if (!list) {
      const sign = query.direction === 'asc' ? 1 : -1;
      const compare = SORTS[query.sort];
      list = [...snapshot.entries].sort((a, b) => sign * compare(a, b) || a.id.localeCompare(b.id));
      bySort.set(key, list);
    }
    return list;
  }

  list(query: TutorDirectoryQuery): { list: TutorCardDto[]; total: number } {
    const ordered = this.ordered(this.source.snapshot(), query);
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
      ? ordered
      : ordered.filter(
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
