import type { LessonPhase } from './lesson-rules.ts';
import { lessonsText as t } from './text.ts';

const tone: Record<LessonPhase, string> = {
  upcoming: 'bg-info-fill text-info-text',
  live: 'bg-ok-fill text-ok-text',
  ended: 'bg-subtle text-body',
  cancelled: 'bg-danger-fill text-danger-ink',
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
