import type { Gendered } from '@kalam/shared';
import { chatText as t } from './text.ts';

/** A member the line speaks about: a name and, when they gave it, a gender. */
export type Person = { name: string } & Gendered;

/**
 * Who is typing, as a room's header and its list row say it, each in their gender
 * (decision 230): a two-person room needs no name («بتكتب…»), a group names the typist
 * («منى بتكتب…»), two or more at once take the plural («منى، أحمد بيكتبوا…»).
 */
export function typingLine(typers: readonly Person[], group: boolean): string | null {
  const [first] = typers;
  if (!first) return null;
  if (typers.length > 1) return t.room.typingMany(typers.map((p) => p.name).join('، '));
  return group ? t.room.typingNamed(first) : t.room.typing(first);
}

/** The other person's online state, «أونلاين» for everyone (decision 290); nothing while it is not known. */
export function presenceLine(
  person: Person | undefined,
  online: boolean | undefined,
): string | null {
  if (online === undefined || !person) return null;
  return online ? t.room.online : t.room.offline;
}

/** The room's members behind the typing ids; one not on this device yet is «حد», gender unknown. */
export function typistsOf(ids: readonly string[], others: readonly (Person & { id: string })[]) {
  return ids.map((id): Person => others.find((p) => p.id === id) ?? { name: t.room.someone });
}
