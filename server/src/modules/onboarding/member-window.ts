/** Who and when, for "does this member have a pending call in [start, end)?" (decision 112). */
export type MemberWindow = { userId: string; start: number; end: number };

/** A prepared `count()` statement as a plain function of its placeholders. */
export function countOf(statement: {
  get(args: Record<string, unknown>): { n: number } | undefined;
}): (args: MemberWindow) => number {
  return (args) => statement.get(args)?.n ?? 0;
}
