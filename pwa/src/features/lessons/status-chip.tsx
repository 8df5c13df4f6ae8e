import type { LessonPhase } from './lesson-rules.ts';
import { lessonsText as t } from './text.ts';

const tone: Record<LessonPhase, string> = {
  upcoming: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  live: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  ended: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
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
