import { sessionCalls } from '@kalam/shared';
import { call } from '../../lib/api.ts';
import type { SessionApi } from './ports.ts';

/** Spec §7 Session: the session with its members, and the short-lived PeerJS grant. */
export const sessionApi: SessionApi = {
  session: (id) => call(sessionCalls.one, { params: { id } }),
  token: (id) => call(sessionCalls.token, { query: { sessionId: id } }),
};
