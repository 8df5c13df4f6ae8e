import { bookingText as t } from './text.ts';

/** «★ 4.8 من 5 (12 تقييم)», or «no ratings yet». */
export function RatingBadge({ average, count }: { average: number; count: number }) {
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-soft">
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      {t.rating(Math.round(average * 10) / 10, count)}
    </p>
  );
}
