import type { LessonPhase } from './lesson-rules.ts';
import { lessonsText as t } from './text.ts';

const tone: Record<LessonPhase, string> = {
  upcoming: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  live: 'bg-ok-fill text-ok-text',
  ended: 'bg-subtle text-body',
  cancelled: 'bg-red-100 text-danger-ink dark:bg-red-950',
};

export function StatusChip({ phase }: { phase: LessonPhase }) {
  return (
    <span
      data-testid="lesson-status"
      className={`inline-block whitespace-nowrap rounded-full px-3 py-0.5 text-sm font-semibold ${tone[phase]}`}
    >
      {t.phase[phase]}
    </span>
  );
}
