import type { SessionTokenDto } from '@kalam/shared';

export interface PeerClientOptions {
  host: string;
  port: number;
  secure: boolean;
  path: string;
  key: string;
  token: string;
  config: RTCConfiguration;
  debug: 0;
}

/**
 * The PeerJS client's options: our own server on the page's origin at the path the session
 * token names, with that token and the ICE servers from the server's settings (decision 034).
 * Never PeerJS's defaults: those point at the public cloud and public STUN/TURN.
 */
export function peerOptions(
  grant: Pick<SessionTokenDto, 'token' | 'peer' | 'iceServers'>,
  where: Pick<Location, 'protocol' | 'hostname' | 'port'>,
): PeerClientOptions {
  const secure = where.protocol === 'https:';
  return {
    host: where.hostname,
    port: where.port ? Number(where.port) : secure ? 443 : 80,
    secure,
    path: grant.peer.path,
    key: grant.peer.key,
    token: grant.token,
    config: { iceServers: grant.iceServers as RTCIceServer[] },
    debug: 0,
  };
}
