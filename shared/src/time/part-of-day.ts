/** The four parts of a day as Cairo speaks of them (ARABIC.md «Time»), earliest first. */
export const PARTS_OF_DAY = ['morning', 'noon', 'afternoon', 'night'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/** Their names, one per part: the booking page's headings and every time of day say these. */
export const PART_OF_DAY_NAMES: Record<PartOfDay, string> = {
  morning: 'الصبح',
  noon: 'الضهر',
  afternoon: 'العصر',
  night: 'بالليل',
};

/** The part an hour (0–23 on the wall clock) belongs to: 5–11 الصبح … 18–4 بالليل. */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 15) return 'noon';
  if (hour >= 15 && hour < 18) return 'afternoon';
  return 'night';
}
