import type { AuditEntryDto } from '@kalam/shared';

/** A name the row shows after what was done; with `personId`, it is a person's and opens their page. */
export interface AuditSubject {
  name: string;
  personId?: string;
  /** The record is about this person, not named by them: «طلب سحب لـ أحمد». */
  about?: true;
}

/** Records whose id is a person's: the user themself, a tutor's photos and video. */
const PERSON_RECORDS = new Set(['user', 'tutor-media']);

/**
 * Where a record with no name of its own keeps the person it is about: a member the answer
 * carries with their name (`tutor`, `interviewee`), or an id the entry's `names` name.
 * A lesson has two people and no one subject: it says none.
 */
const PERSON_IN: Record<string, string> = {
  'intro-video': 'tutor',
  'photo-session': 'tutor',
  'demo-session': 'tutor',
  interview: 'interviewee',
  invoice: 'userId',
  subscription: 'userId',
  transaction: 'userId',
};

function personIn(snapshot: unknown, key: string, names: Record<string, string>) {
  if (!snapshot || typeof snapshot !== 'object') return undefined;
  const value = (snapshot as Record<string, unknown>)[key];
  if (typeof value === 'string' && names[value]) return { id: value, name: names[value] };
  if (value && typeof value === 'object') {
    const { id, name } = value as { id?: unknown; name?: unknown };
    if (typeof id === 'string' && typeof name === 'string' && name) return { id, name };
  }
  return undefined;
}

/**
 * What a row names after «تعديل كوبون»: the record by what a person calls it (decision 249), else
 * the person the record is about (decision 281), read from the entry alone: no call per row.
 */
export function auditSubject(entry: AuditEntryDto): AuditSubject | undefined {
  const own = entry.entityId ? entry.names[entry.entityId] : undefined;
  if (own)
    return PERSON_RECORDS.has(entry.entity)
      ? { name: own, personId: entry.entityId! }
      : { name: own };
  const key = PERSON_IN[entry.entity];
  if (!key) return undefined;
  const person =
    personIn(entry.after, key, entry.names) ?? personIn(entry.before, key, entry.names);
  return person && { name: person.name, personId: person.id, about: true };
}
