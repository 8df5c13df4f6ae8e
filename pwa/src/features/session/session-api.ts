import type { SessionDto, SessionTokenDto } from '@kalam/shared';
import { api } from '../../lib/api.ts';
import type { SessionApi } from './ports.ts';

/** Spec §7 Session: the session with its members, and the short-lived PeerJS grant. */
export const sessionApi: SessionApi = {
  session: (id) => api<SessionDto>('GET', `/session/${encodeURIComponent(id)}`),
  token: (id) => api<SessionTokenDto>('GET', `/session/token?sessionId=${encodeURIComponent(id)}`),
};
