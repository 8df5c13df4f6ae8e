import type { TopicDto } from '@kalam/shared';

export function TopicChips({ topics }: { topics: TopicDto[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {topics.map((topic) => (
        <li
          key={topic.id}
          className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-deep"
        >
          {topic.nameAr}
        </li>
      ))}
    </ul>
  );
}
