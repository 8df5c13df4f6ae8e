import { Peer, type MediaConnection } from 'peerjs';
import { peerOptions } from './peer-options.ts';
import type { CallLink, PeerPort } from './ports.ts';

function callLink(call: MediaConnection): CallLink {
  return {
    remotePeerId: call.peer,
    answer: (stream) => call.answer(stream),
    // PeerJS fires 'stream' once per remote track, with the same stream each time.
    onStream: (handler) => call.on('stream', handler),
    onClose: (handler) => call.on('close', handler),
    onIceState: (handler) => call.on('iceStateChanged', handler),
    async replaceVideoTrack(track) {
      const sender = call.peerConnection?.getSenders().find((s) => s.track?.kind === 'video');
      await sender?.replaceTrack(track);
    },
    close: () => call.close(),
  };
}

/**
 * The PeerJS client on our own server (decision 034): the peer id and token come from
 * GET /session/token, and so do the ICE servers. Never PeerJS's cloud or its default servers.
 */
export const browserPeers: PeerPort = {
  connect(grant, handlers) {
    const peer = new Peer(grant.peerId, peerOptions(grant, window.location));
    peer.on('open', () => handlers.onOpen());
    peer.on('call', (call) => handlers.onIncoming(callLink(call)));
    peer.on('disconnected', () => handlers.onDisconnected());
    peer.on('error', (error) => handlers.onError(error.type));
    return {
      id: grant.peerId,
      get open() {
        return peer.open;
      },
      get destroyed() {
        return peer.destroyed;
      },
      reconnect() {
        // PeerJS throws when the peer is not in a state to reconnect; the next drop retries.
        try {
          peer.reconnect();
        } catch {
          handlers.onError('socket-error');
        }
      },
      disconnect: () => peer.disconnect(),
      call: (remotePeerId, stream) => callLink(peer.call(remotePeerId, stream)),
      destroy: () => peer.destroy(),
    };
  },
};
