import { SESSION_ID_PATTERN, type SessionKind } from '@kalam/shared';

/**
 * Which session a room address names (decision 033 ids): `/session?id=lesson:<id>` for lessons,
 * `/interview/<id>` and `/demo-session/<id>` for the tutor's onboarding calls. Anything else is
 * null, and the room says the address is wrong instead of asking the server.
 */
export function sessionIdFromLocation(pathname: string, search: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  const routed = /^\/(interview|demo-session)\/([^/]+)$/.exec(path);
  const id = routed
    ? `${routed[1]}:${decodeURIComponent(routed[2]!)}`
    : path === '/session'
      ? new URLSearchParams(search).get('id')
      : null;
  return id && SESSION_ID_PATTERN.test(id) ? id : null;
}

export function sessionKindOf(sessionId: string): SessionKind | null {
  const match = SESSION_ID_PATTERN.exec(sessionId);
  return match ? (match[1] as SessionKind) : null;
}

/** The room's own address, to come back to after leaving. */
export function roomPath(sessionId: string): string {
  const kind = sessionKindOf(sessionId);
  const ref = sessionId.slice(sessionId.indexOf(':') + 1);
  return kind === 'lesson' || !kind
    ? `/session?id=${encodeURIComponent(sessionId)}`
    : `/${kind}/${encodeURIComponent(ref)}`;
}

/** Where «back to my dashboard» goes for each role (a tutor manager's work is interviews). */
export function dashboardOf(role: string | undefined): string {
  if (role === 'TutorManager') return '/interviews';
  return role === 'Tutor' ? '/t/dashboard' : role === 'Student' ? '/s/dashboard' : '/';
}

export interface BackLink {
  to: string;
  list: 'lessons' | 'onboarding' | 'interviews';
}

/**
 * The list a room was opened from, for a room that cannot open: lessons for a lesson; for an
 * interview or demo session, the applicant's onboarding page or the tutor manager's interviews.
 */
export function backOf(kind: SessionKind, role: string | undefined): BackLink {
  if (kind === 'lesson') return { to: '/upcoming-lessons', list: 'lessons' };
  return role === 'Tutor'
    ? { to: '/t/onboarding', list: 'onboarding' }
    : { to: '/interviews', list: 'interviews' };
}
