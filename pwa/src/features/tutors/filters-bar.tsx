import { useAuth } from '../../lib/auth-context.tsx';
import { useEffect, useRef, useState } from 'react';
import type { TutorSort } from '@kalam/shared';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { tutorsText as t } from './text.ts';
import { hasFilters, RATING_CHOICES, type TutorFilters } from './tutor-filters.ts';
import { useTopics } from './tutors-api.ts';

/** Radix Select has no empty value: «all» stands for no filter. */
const ALL = 'all';

/** Search by name (after a short pause in typing), topic, gender, minimum rating, order. */
export function FiltersBar({
  filters,
  onChange,
}: {
  filters: TutorFilters;
  onChange: (next: TutorFilters) => void;
}) {
  const me = useAuth().user;
  const topics = useTopics();
  const [name, setName] = useState(filters.name ?? '');
  // The name last sent up: a change from elsewhere (back button, «clear») replaces the field,
  // our own debounced send does not, so letters typed meanwhile are kept.
  const sent = useRef(filters.name);
  useEffect(() => {
    if (filters.name === sent.current) return;
    sent.current = filters.name;
    setName(filters.name ?? '');
  }, [filters.name]);
  useEffect(() => {
    const typed = name.trim() || undefined;
    if (typed === filters.name) return;
    const timer = setTimeout(() => {
      sent.current = typed;
      onChange({ ...filters, name: typed });
    }, 350);
    return () => clearTimeout(timer);
  }, [name, filters, onChange]);

  const pick = (value: string) => (value === ALL ? undefined : value);
  return (
    <form
      role="search"
      aria-label={t.filters.label}
      onSubmit={(e) => {
        e.preventDefault();
        sent.current = name.trim() || undefined;
        onChange({ ...filters, name: sent.current });
      }}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-raised p-4 lg:grid-cols-5"
    >
      <TextField
        label={t.filters.search(me)}
        type="search"
        value={name}
        maxLength={50}
        placeholder={t.filters.searchPlaceholder}
        onChange={(e) => setName(e.target.value)}
        className="col-span-2 lg:col-span-1"
      />
      <Select
        label={t.filters.topic}
        value={filters.topic ?? ALL}
        onValueChange={(v) => onChange({ ...filters, topic: pick(v) })}
        options={[
          { value: ALL, label: t.filters.any },
          ...(topics.data?.list ?? []).map((topic) => ({ value: topic.id, label: topic.nameAr })),
        ]}
      />
      <Select
        label={t.filters.gender}
        value={filters.gender ?? ALL}
        onValueChange={(v) => onChange({ ...filters, gender: pick(v) as TutorFilters['gender'] })}
        options={[
          { value: ALL, label: t.filters.any },
          { value: 'male', label: t.filters.male },
          { value: 'female', label: t.filters.female },
        ]}
      />
      <Select
        label={t.filters.rating}
        value={filters.rating ? String(filters.rating) : ALL}
        onValueChange={(v) => onChange({ ...filters, rating: v === ALL ? undefined : Number(v) })}
        options={[
          { value: ALL, label: t.filters.any },
          ...RATING_CHOICES.map((r) => ({ value: String(r), label: t.filters.ratingAtLeast(r) })),
        ]}
      />
      <Select
        label={t.filters.sort}
        value={filters.sort}
        onValueChange={(v) => onChange({ ...filters, sort: v as TutorSort })}
        options={(Object.keys(t.sorts) as TutorSort[]).map((s) => ({
          value: s,
          label: t.sorts[s],
        }))}
      />
      {hasFilters(filters) && (
        <Button
          type="button"
          variant="ghost"
          className="col-span-2 justify-self-start lg:col-span-5"
          onClick={() => {
            setName('');
            onChange({ sort: filters.sort });
          }}
        >
          {t.filters.clear(me)}
        </Button>
      )}
    </form>
  );
}
