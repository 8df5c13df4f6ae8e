import type { TutorCardDto } from '@kalam/shared';

const LABELS: Record<TutorCardDto['vetted'][number], string> = {
  interview: 'مقابلة إنجليزي',
  'demo-session': 'جلسة تجريبية',
  'photo-session': 'تصوير في الاستوديو',
};

/** What Kalam checked before listing a tutor (decision 176): one badge per passed step. */
export function VettingBadges({ vetted }: { vetted: TutorCardDto['vetted'] }) {
  if (vetted.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="كلام راجع" data-testid="vetting-badges">
      {vetted.map((step) => (
        <li
          key={step}
          className="inline-flex items-center gap-1 rounded-full border border-teal-700/30 px-2.5 py-0.5 text-sm font-semibold text-brand-deep dark:border-teal-300/40"
        >
          <span aria-hidden="true">✓</span>
          {LABELS[step]}
        </li>
      ))}
    </ul>
  );
}
