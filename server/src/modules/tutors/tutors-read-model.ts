import type { TopicDto, TutorDirectoryQuery, TutorProfileDto } from '@kalam/shared';
import type { DirectoryRows } from './tutors-read.repository.ts';

/** One listed tutor, with everything the directory filters and sorts on, and its answer ready. */
export interface TutorEntry {
  id: string;
  searchName: string;
  gender: 'male' | 'female' | null;
  timeZone: string;
  createdAt: number;
  topicIds: Set<string>;
  slots: { weekday: number; start: number; end: number }[];
  /** Booked lessons as [start, end) instants. */
  busy: { start: number; end: number }[];
  /** Minutes of notice the tutor wants before a lesson. */
  notice: number;
  profile: TutorProfileDto;
}

export interface TutorsSnapshot {
  /** When it was last built whole (an update of some tutors keeps it). */
  builtAt: number;
  /** Every listed tutor by id (the snapshot holds no other list of them to keep up to date). */
  byId: Map<string, TutorEntry>;
  /**
   * Its tutors in each order asked for (`sort:direction`), sorted once and then kept sorted by
   * each update: a request filters the sorted list instead of sorting every match (20,000
   * tutors: decisions 169 and 200).
   */
  orders: Map<string, TutorEntry[]>;
}

type Compare = (a: TutorEntry, b: TutorEntry) => number;
type Order = Pick<TutorDirectoryQuery, 'sort' | 'direction'>;

const SORTS: Record<TutorDirectoryQuery['sort'], Compare> = {
  rating: (a, b) =>
    a.profile.rating.average - b.profile.rating.average ||
    a.profile.rating.count - b.profile.rating.count,
  lessons: (a, b) => a.profile.lessons - b.profile.lessons,
  newest: (a, b) => a.createdAt - b.createdAt,
  name: (a, b) => a.profile.name.localeCompare(b.profile.name, 'ar'),
};

/** A total order (ids break ties), so filtering after sorting gives what sorting after filtering gave. */
function compareFor({ sort, direction }: Order): Compare {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = SORTS[sort];
  return (a, b) => sign * compare(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The snapshot's tutors in this order (sorted on first use, then kept). */
export function ordered(snapshot: TutorsSnapshot, order: Order): TutorEntry[] {
  const key = `${order.sort}:${order.direction}`;
  let list = snapshot.orders.get(key);
  if (!list) snapshot.orders.set(key, (list = [...snapshot.byId.values()].sort(compareFor(order))));
  return list;
}

/** Where `entry` goes in `list` (sorted by `compare`): the first index whose entry sorts after it. */
function insertionPoint(list: TutorEntry[], entry: TutorEntry, compare: Compare): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid]!, entry) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where `entry` itself is in `list` (sorted by `compare`, a total order): one binary search. */
function positionOf(list: TutorEntry[], entry: TutorEntry, compare: Compare): number {
  const at = insertionPoint(list, entry, compare) - 1;
  // The entry is the last one not after itself; a list sorted otherwise is searched whole.
  return list[at] === entry ? at : list.indexOf(entry);
}

/**
 * Brings the named tutors of `snapshot` up to date in place from `rows` (their rows only, as
 * `TutorsReadRepository.load(now, ids)` answers): a tutor with rows is replaced or added, one
 * without is dropped (no longer listed). Each sorted order loses the old entries and gains the
 * new ones by binary search: O(changed × log tutors) comparisons and a move of the list's tail
 * per change, never a pass over every tutor (decisions 200 and 221). Synchronous, so a request
 * never sees half an update.
 */
export function updateSnapshot(
  snapshot: TutorsSnapshot,
  ids: ReadonlySet<string>,
  rows: DirectoryRows,
): void {
  const fresh = entriesOf(rows);
  const old: TutorEntry[] = [];
  for (const id of ids) {
    const entry = snapshot.byId.get(id);
    if (entry) old.push(entry);
    snapshot.byId.delete(id);
  }
  for (const e of fresh) snapshot.byId.set(e.id, e);
  for (const [key, list] of snapshot.orders) {
    const [sort, direction] = key.split(':') as [Order['sort'], Order['direction']];
    const compare = compareFor({ sort, direction });
    for (const e of old) {
      const at = positionOf(list, e, compare);
      if (at >= 0) list.splice(at, 1);
    }
    for (const e of fresh) list.splice(insertionPoint(list, e, compare), 0, e);
  }
}

/**
 * Folds a name for search: lower case, no Arabic diacritics or tatweel, and the letters people
 * type interchangeably (alef forms, taa marbuta / haa, alef maqsura / yaa) made one.
 */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

export function buildSnapshot(rows: DirectoryRows, now: number): TutorsSnapshot {
  const entries = entriesOf(rows);
  return { builtAt: now, byId: new Map(entries.map((e) => [e.id, e])), orders: new Map() };
}

function entriesOf(rows: DirectoryRows): TutorEntry[] {
  const topics = groupBy(rows.topics, (r) => r.userId);
  const slots = groupBy(rows.slots, (r) => r.tutorId);
  const busy = groupBy(rows.busy, (r) => r.tutorId);
  const ratings = new Map(rows.ratings.map((r) => [r.rateeId, r]));
  const taught = new Map(rows.taught.map((r) => [r.tutorId, r.count]));
  const vetting = groupBy(rows.vetting, (r) => r.tutorId);
  const intro = new Map(
    [...rows.introVideos]
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((r) => [r.tutorId, r.video]),
  );
  const ORDER = ['interview', 'demo-session', 'photo-session'] as const;

  return rows.tutors.map((t): TutorEntry => {
    const own: TopicDto[] = (topics.get(t.id) ?? [])
      .map(({ id, nameAr, nameEn }) => ({ id, nameAr, nameEn }))
      .sort((a, b) => a.nameEn.localeCompare(b.nameEn) || a.id.localeCompare(b.id));
    const rating = ratings.get(t.id);
    return {
      id: t.id,
      searchName: foldName(t.name),
      gender: t.gender,
      timeZone: t.timeZone,
      createdAt: t.createdAt,
      topicIds: new Set(own.map((x) => x.id)),
      slots: (slots.get(t.id) ?? []).map(({ weekday, start, end }) => ({ weekday, start, end })),
      busy: (busy.get(t.id) ?? []).map((l) => ({
        start: l.start,
        end: l.start + l.duration * 60_000,
      })),
      notice: t.notice,
      profile: {
        id: t.id,
        name: t.name,
        gender: t.gender,
        image: t.image,
        bio: t.bio,
        about: t.about,
        video: t.video,
        thumbnail: t.thumbnail,
        topics: own,
        rating: {
          average: rating?.average ? Math.round(rating.average * 100) / 100 : 0,
          count: rating?.count ?? 0,
        },
        lessons: taught.get(t.id) ?? 0,
        createdAt: new Date(t.createdAt).toISOString(),
        vetted: ORDER.filter((step) => (vetting.get(t.id) ?? []).some((v) => v.step === step)),
        introVideo: intro.get(t.id) ?? null,
      },
    };
  });
}
