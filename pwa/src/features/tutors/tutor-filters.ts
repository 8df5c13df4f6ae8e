import { GENDERS, TUTOR_SORTS, type Gender, type TutorSort } from '@kalam/shared';

/** The directory's filters (spec §2 tutor list), kept in the address so a search can be shared. */
export interface TutorFilters {
  topic?: string;
  gender?: Gender;
  name?: string;
  /** Minimum average rating. */
  rating?: number;
  sort: TutorSort;
}

export const RATING_CHOICES = [4.5, 4, 3] as const;
export const DEFAULT_SORT: TutorSort = 'rating';

const isGender = (v: string | null): v is Gender =>
  (GENDERS as readonly string[]).includes(v ?? '');
const isSort = (v: string | null): v is TutorSort =>
  (TUTOR_SORTS as readonly string[]).includes(v ?? '');

/** Reads the filters from the address; anything the server would refuse is dropped. */
export function filtersFromParams(params: URLSearchParams): TutorFilters {
  const filters: TutorFilters = { sort: DEFAULT_SORT };
  const topic = params.get('topic');
  if (topic && /^[\w-]{1,64}$/.test(topic)) filters.topic = topic;
  const gender = params.get('gender');
  if (isGender(gender)) filters.gender = gender;
  const name = params.get('name')?.trim();
  if (name) filters.name = name.slice(0, 50);
  const rating = Number(params.get('rating'));
  if ((RATING_CHOICES as readonly number[]).includes(rating)) filters.rating = rating;
  const sort = params.get('sort');
  if (isSort(sort)) filters.sort = sort;
  return filters;
}

/** The address form of the filters: only what differs from the defaults. */
export function filtersToParams(filters: TutorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.gender) params.set('gender', filters.gender);
  if (filters.name?.trim()) params.set('name', filters.name.trim().slice(0, 50));
  if (filters.rating) params.set('rating', String(filters.rating));
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** The query of GET /user/tutor/list/onboarded for one page; names read A to Z, the rest best first. */
export function directoryQuery(filters: TutorFilters, page: number, size: number) {
  const params = filtersToParams(filters);
  params.set('sort', filters.sort);
  params.set('direction', filters.sort === 'name' ? 'asc' : 'desc');
  params.set('page', String(page));
  params.set('size', String(size));
  return Object.fromEntries(params) as Record<string, string>;
}

export function hasFilters(filters: TutorFilters): boolean {
  return !!(filters.topic || filters.gender || filters.name || filters.rating);
}

/** Spec §4: an infinite list asks for the next page while what it holds is below the total. */
export function nextPageOf(pages: readonly { list: readonly unknown[]; total: number }[]) {
  const loaded = pages.reduce((sum, p) => sum + p.list.length, 0);
  const last = pages.at(-1);
  return last && loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
}
