import { useId } from 'react';
import { useAuth } from '../../lib/auth-context.tsx';
import type { TopicDto } from '@kalam/shared';
import { SkeletonLines } from '../../ui/skeleton.tsx';
import { formatNumber } from './format.ts';
import { tutorText } from './text.ts';

const t = tutorText.profile;

interface TopicsPickerProps {
  topics?: TopicDto[];
  loading: boolean;
  chosen: string[];
  onChange: (ids: string[]) => void;
  /** Why the choice is refused (none chosen), said under the chips and read with them. */
  error?: string;
}

/** The tutor's specialities as toggle chips (checkboxes underneath, so keyboards and readers work). */
export function TopicsPicker({ topics, loading, chosen, onChange, error }: TopicsPickerProps) {
  const me = useAuth().user;
  const errorId = useId();
  if (loading) return <SkeletonLines lines={3} />;
  if (!topics?.length) return <p className="text-muted">{t.topicsEmpty}</p>;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm text-muted">
        {t.topicsBody(me)} {t.chosen(formatNumber(chosen.length), me)}
      </legend>
      <div className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <label
            key={topic.id}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-field px-4 py-1.5 font-semibold has-checked:border-teal-600 has-checked:bg-brand-soft has-checked:text-brand-deep has-focus-visible:outline-2 has-focus-visible:outline-focus dark:has-checked:border-teal-400"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={chosen.includes(topic.id)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...chosen, topic.id] : chosen.filter((id) => id !== topic.id),
                )
              }
            />
            {topic.nameAr}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
