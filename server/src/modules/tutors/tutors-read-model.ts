import type { TopicDto, TutorProfileDto } from '@kalam/shared';
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
  builtAt: number;
  entries: TutorEntry[];
  byId: Map<string, TutorEntry>;
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

  const entries = rows.tutors.map((t): TutorEntry => {
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
  return { builtAt: now, entries, byId: new Map(entries.map((e) => [e.id, e])) };
}
