import type { TopicDto } from '@kalam/shared';

export function TopicChips({ topics }: { topics: TopicDto[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {topics.map((topic) => (
        <li
          key={topic.id}
          className="rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900 dark:bg-teal-950 dark:text-teal-100"
        >
          {topic.nameAr}
        </li>
      ))}
    </ul>
  );
}
