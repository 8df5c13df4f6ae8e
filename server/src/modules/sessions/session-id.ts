import { AppError, SESSION_ID_PATTERN, type SessionKind } from '@kalam/shared';

export interface SessionRef {
  id: string;
  kind: SessionKind;
  refId: string;
}

/** `lesson:<id>` → its kind and id; anything else is `session-not-found` (ack: invalid-session-id). */
export function parseSessionId(id: string): SessionRef {
  const match = SESSION_ID_PATTERN.exec(id);
  if (!match) throw new AppError('session-not-found');
  return { id, kind: match[1] as SessionKind, refId: match[2]! };
}
