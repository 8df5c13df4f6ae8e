/** Every key starts with 'lessons', so a lesson event refreshes them all (decision 082). */
export const lessonKeys = {
  all: ['lessons'] as const,
  one: (id: string) => ['lessons', 'one', id] as const,
  live: ['lessons', 'list', 'now'] as const,
  upcoming: ['lessons', 'list', 'future'] as const,
  past: ['lessons', 'list', 'past', 'all'] as const,
};
