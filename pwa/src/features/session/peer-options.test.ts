import { describe, expect, it } from 'vitest';
import { peerOptions } from './peer-options.ts';

const grant = {
  token: 'session-token',
  peer: { path: '/peerjs', key: 'peerjs' },
  iceServers: [{ urls: 'turn:turn.kalam.test:3478', username: 'u', credential: 'c' }],
};

describe('the PeerJS client options (decision 034)', () => {
  it('points at our own server on the page origin, with the session token and our ICE servers', () => {
    const options = peerOptions(grant, {
      protocol: 'https:',
      hostname: 'app.kalam.test',
      port: '',
    });
    expect(options).toEqual({
      host: 'app.kalam.test',
      port: 443,
      secure: true,
      path: '/peerjs',
      key: 'peerjs',
      token: 'session-token',
      config: { iceServers: grant.iceServers },
      debug: 0,
    });
  });

  it('keeps a local port and plain http as they are', () => {
    const options = peerOptions(
      { ...grant, iceServers: [] },
      { protocol: 'http:', hostname: '127.0.0.1', port: '41234' },
    );
    expect(options).toMatchObject({ host: '127.0.0.1', port: 41234, secure: false });
    // An empty list is ours too: PeerJS's public STUN/TURN defaults are never used.
    expect(options.config.iceServers).toEqual([]);
  });

  it('never names the PeerJS cloud', () => {
    const options = peerOptions(grant, { protocol: 'http:', hostname: 'localhost', port: '' });
    expect(JSON.stringify(options)).not.toMatch(/peerjs\.com/);
    expect(options.port).toBe(80);
  });
});
