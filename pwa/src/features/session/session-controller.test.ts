import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, CLIENT_EVENTS, SERVER_EVENTS, type SessionDto } from '@kalam/shared';
import { CALL_STALL_MS, SessionController } from './session-controller.ts';
import {
  FakeApi,
  FakeMedia,
  FakePeers,
  FakeSignals,
  MIN,
  START,
  sessionDto,
} from './session-fakes.ts';

/*
 * The controller against fakes of the browser and the server (decisions 090–092): what it sends
 * on the socket, what it asks PeerJS for, and what the screens would draw.
 */

const flush = () => vi.advanceTimersByTimeAsync(0);

function setup(myId: string, otherId: string) {
  const dto = sessionDto(myId < otherId ? [myId, otherId] : [otherId, myId]);
  const signals = new FakeSignals();
  const media = new FakeMedia();
  const peers = new FakePeers();
  const api = new FakeApi(dto);
  const joinedDto = (): SessionDto => ({
    ...dto,
    members: dto.members.map((m) => (m.userId === myId ? { ...m, joined: true } : m)),
  });
  signals.answers.set(CLIENT_EVENTS.sessionJoin, () => ({ result: 'ok', data: joinedDto() }));
  signals.answers.set(CLIENT_EVENTS.sessionPreJoin, () => ({ result: 'ok', data: dto }));
  const controller = new SessionController({
    sessionId: dto.id,
    myId,
    api,
    signals,
    media,
    peers,
  });
  return { controller, signals, media, peers, api, dto };
}

type Setup = ReturnType<typeof setup>;

/** Load, open the devices, join, and have our PeerJS client admitted. */
async function joinCall(s: Setup) {
  s.controller.start();
  await flush();
  s.controller.join();
  await flush();
  s.peers.last.openNow();
  await flush();
}

/** The other member registers their PeerJS id (what the server relays as member-updated). */
function otherRegisters(s: Setup, userId: string, peerId: string) {
  s.signals.fire(SERVER_EVENTS.sessionMemberUpdated, {
    sessionId: s.dto.id,
    userId,
    camera: true,
    microphone: true,
    screenShare: false,
    peerId,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START + MIN);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('before the call', () => {
  it('opens the devices and shows the ready screen with the camera picture', async () => {
    const s = setup('a-student', 'b-tutor');
    s.controller.start();
    await flush();
    expect(s.controller.state.phase).toBe('ready');
    expect(s.controller.getSnapshot().local).toBe(s.media.opened[0]!.stream);
    // The ready screen asks who is inside already.
    expect(s.signals.of(CLIENT_EVENTS.sessionPreJoin)).toEqual([{ sessionId: 'lesson:l1' }]);
  });

  it('turns a denied camera into the permission error, and tries again on demand', async () => {
    const s = setup('a-student', 'b-tutor');
    s.media.failWith = { name: 'NotAllowedError' };
    s.controller.start();
    await flush();
    expect(s.controller.state).toMatchObject({
      phase: 'device-error',
      error: 'media-permission-denied',
    });
    s.media.failWith = null;
    s.controller.retryDevices();
    await flush();
    expect(s.controller.state.phase).toBe('ready');
  });

  it('waits for the room to open, then opens the devices by itself', async () => {
    vi.setSystemTime(START - 10 * MIN - 3_000);
    const s = setup('a-student', 'b-tutor');
    s.controller.start();
    await flush();
    expect(s.controller.state.phase).toBe('waiting');
    expect(s.media.opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(s.controller.state.phase).toBe('ready');
  });

  it('mutes the microphone track itself, not only the button', async () => {
    const s = setup('a-student', 'b-tutor');
    s.controller.start();
    await flush();
    s.controller.toggle('microphone');
    expect(s.media.opened[0]!.audio.enabled).toBe(false);
    expect(s.controller.state.local.microphone).toBe(false);
    // Not in the call yet: nothing to tell the others.
    expect(s.signals.of(CLIENT_EVENTS.sessionMicrophone)).toEqual([]);
  });
});

describe('joining and calling', () => {
  it('joins, tells camera and microphone, and connects PeerJS with the session grant', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    expect(s.controller.state.phase).toBe('in-call');
    expect(s.signals.of(CLIENT_EVENTS.sessionJoin)).toEqual([{ sessionId: 'lesson:l1' }]);
    expect(s.signals.of(CLIENT_EVENTS.sessionCamera)).toEqual([
      { sessionId: 'lesson:l1', on: true },
    ]);
    expect(s.signals.of(CLIENT_EVENTS.sessionMicrophone)).toEqual([
      { sessionId: 'lesson:l1', on: true },
    ]);
    expect(s.peers.last.grant).toMatchObject({ token: 't1', peerId: 'lesson-peer-1' });
    // Registered only once the PeerJS server admitted us, so calls to it can reach us.
    expect(s.signals.of(CLIENT_EVENTS.sessionRegisterPeer)).toEqual([
      { sessionId: 'lesson:l1', peerId: 'lesson-peer-1' },
    ]);
  });

  it('shows the refusal on the ready screen when the join is refused', async () => {
    const s = setup('a-student', 'b-tutor');
    s.signals.answers.set(CLIENT_EVENTS.sessionJoin, () => ({
      result: 'unallowed',
      data: { code: 'forbidden', message: '…' },
    }));
    s.controller.start();
    await flush();
    s.controller.join();
    await flush();
    expect(s.controller.state).toMatchObject({ phase: 'ready', error: 'forbidden' });
    expect(s.peers.made).toHaveLength(0);
  });

  it('calls the other member once they register, and shows their picture', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    const call = s.peers.last.calls[0]!;
    expect(call.remotePeerId).toBe('tutor-peer');
    expect(call.sentStream).toBe(s.media.opened[0]!.stream);
    expect(s.controller.state.link).toBe('connecting');
    call.deliver();
    expect(s.controller.getSnapshot().remote).toEqual({ id: 'remote' });
    expect(s.controller.state.link).toBe('connected');
    // The same registration again (a re-join) places no second call.
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    expect(s.peers.last.calls).toHaveLength(1);
  });

  it('answers instead when the other side is the one who calls', async () => {
    const s = setup('z-student', 'b-tutor');
    await joinCall(s);
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    expect(s.peers.last.calls).toHaveLength(0);
    const incoming = new (await import('./session-fakes.ts')).FakeCall('tutor-peer');
    s.peers.last.handlers.onIncoming(incoming);
    expect(incoming.answeredWith).toBe(s.media.opened[0]!.stream);
    incoming.deliver();
    expect(s.controller.state.link).toBe('connected');
  });

  it('tells the other side when the camera goes off, and shows theirs going off', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    s.controller.toggle('camera');
    expect(s.media.opened[0]!.video.enabled).toBe(false);
    expect(s.signals.of(CLIENT_EVENTS.sessionCamera).at(-1)).toEqual({
      sessionId: 'lesson:l1',
      on: false,
    });
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    s.signals.fire(SERVER_EVENTS.sessionMemberUpdated, {
      sessionId: 'lesson:l1',
      userId: 'b-tutor',
      camera: false,
      microphone: false,
    });
    const tutor = s.controller.state.session!.members.find((m) => m.userId === 'b-tutor')!;
    expect(tutor).toMatchObject({ camera: false, microphone: false, peerId: 'tutor-peer' });
  });

  it('ignores events of another session', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    s.signals.fire(SERVER_EVENTS.sessionMemberJoined, {
      sessionId: 'lesson:other',
      userId: 'b-tutor',
    });
    expect(s.controller.state.session!.members.find((m) => m.userId === 'b-tutor')!.joined).toBe(
      false,
    );
  });
});

describe('when the network blips (decision 091)', () => {
  it('shows «reconnecting», then joins again and re-registers the same peer without a new call', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    s.peers.last.calls[0]!.deliver();
    s.signals.setConnected(false);
    expect(s.controller.state.signalling).toBe('reconnecting');
    s.signals.setConnected(true);
    await flush();
    expect(s.controller.state.signalling).toBe('online');
    expect(s.signals.of(CLIENT_EVENTS.sessionJoin)).toHaveLength(2);
    expect(s.signals.of(CLIENT_EVENTS.sessionRegisterPeer)).toEqual([
      { sessionId: 'lesson:l1', peerId: 'lesson-peer-1' },
      { sessionId: 'lesson:l1', peerId: 'lesson-peer-1' },
    ]);
    expect(s.peers.made).toHaveLength(1);
    expect(s.peers.last.calls).toHaveLength(1);
    expect(s.controller.getSnapshot().remote).not.toBeNull();
  });

  it('reconnects PeerJS with the same id after its socket drops', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    s.peers.last.handlers.onDisconnected();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.peers.last.reconnects).toBe(1);
    expect(s.peers.made).toHaveLength(1);
  });

  it('starts PeerJS over with a fresh grant when reconnecting fails, keeping a live call', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    const call = s.peers.last.calls[0]!;
    call.deliver();
    const first = s.peers.last;
    first.handlers.onError('socket-error');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.peers.made).toHaveLength(2);
    expect(s.peers.last.grant.peerId).toBe('lesson-peer-2');
    // The old client only lost its signalling: the picture it carries stays until we hang up.
    expect(first.signallingClosed).toBe(true);
    expect(first.destroyed).toBe(false);
    expect(call.closed).toBe(false);
    s.peers.last.openNow();
    await flush();
    expect(s.signals.of(CLIENT_EVENTS.sessionRegisterPeer).at(-1)).toEqual({
      sessionId: 'lesson:l1',
      peerId: 'lesson-peer-2',
    });
    s.controller.leave();
    expect(first.destroyed).toBe(true);
  });

  it('places the call again when it never brings a picture', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    const first = s.peers.last.calls[0]!;
    await vi.advanceTimersByTimeAsync(CALL_STALL_MS + 1_000);
    expect(first.closed).toBe(true);
    expect(s.peers.last.calls.length).toBeGreaterThanOrEqual(2);
    expect(s.peers.last.calls.at(-1)!.remotePeerId).toBe('tutor-peer');
  });

  it('calls again when the call drops, and when the other side comes back with a new id', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    const first = s.peers.last.calls[0]!;
    first.deliver();
    first.closeFromRemote();
    expect(s.controller.getSnapshot().remote).toBeNull();
    expect(s.peers.last.calls).toHaveLength(2);
    expect(s.controller.state.link).toBe('connecting');
    otherRegisters(s, 'b-tutor', 'tutor-peer-2');
    expect(s.peers.last.calls[1]!.closed).toBe(true);
    expect(s.peers.last.calls.at(-1)!.remotePeerId).toBe('tutor-peer-2');
  });

  it('keeps trying for a grant while the network is down', async () => {
    const s = setup('a-student', 'b-tutor');
    s.api.tokenFails = new AppError('connection-failure');
    s.controller.start();
    await flush();
    s.controller.join();
    await flush();
    expect(s.peers.made).toHaveLength(0);
    s.api.tokenFails = null;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.peers.made).toHaveLength(1);
  });
});

describe('screen sharing', () => {
  it('sends the screen in place of the camera and puts the camera back when it stops', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    const call = s.peers.last.calls[0]!;
    expect(await s.controller.toggleScreenShare()).toBeNull();
    const screen = s.media.screens[0]!;
    expect(call.replaced).toEqual([screen.track]);
    expect(s.controller.state.local.screenShare).toBe(true);
    expect(s.controller.getSnapshot().screen).toBe(screen.stream);
    expect(s.signals.of(CLIENT_EVENTS.sessionScreenShare)).toEqual([
      { sessionId: 'lesson:l1', on: true },
    ]);
    screen.endFromBrowser();
    await flush();
    expect(screen.stopped).toBe(true);
    expect(call.replaced.at(-1)).toBe(s.media.opened[0]!.videoTrack);
    expect(s.controller.state.local.screenShare).toBe(false);
    expect(s.signals.of(CLIENT_EVENTS.sessionScreenShare).at(-1)).toEqual({
      sessionId: 'lesson:l1',
      on: false,
    });
  });

  it('takes a closed picker as a choice, and reports a real failure', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    s.media.screenFailWith = { name: 'NotAllowedError' };
    expect(await s.controller.toggleScreenShare()).toBeNull();
    s.media.screenFailWith = { name: 'NotReadableError' };
    expect(await s.controller.toggleScreenShare()).toBe('media-unexpected');
    expect(s.controller.state.local.screenShare).toBe(false);
  });
});

describe('leaving and the end of the time', () => {
  it('leaves: tells the server, hangs up, and lets go of the camera', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    otherRegisters(s, 'b-tutor', 'tutor-peer');
    const call = s.peers.last.calls[0]!;
    s.controller.leave();
    expect(s.controller.state.phase).toBe('left');
    expect(s.signals.of(CLIENT_EVENTS.sessionLeave)).toEqual([{ sessionId: 'lesson:l1' }]);
    expect(call.closed).toBe(true);
    expect(s.peers.last.destroyed).toBe(true);
    expect(s.media.opened[0]!.video.stopped).toBe(true);
    expect(s.controller.getSnapshot()).toMatchObject({ local: null, remote: null });
    s.controller.rejoin();
    await flush();
    expect(s.controller.state.phase).toBe('ready');
    expect(s.media.opened).toHaveLength(2);
  });

  it('hangs up by itself when the time is up', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    vi.setSystemTime(START + 15 * MIN);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(s.controller.state.phase).toBe('ended');
    expect(s.signals.of(CLIENT_EVENTS.sessionLeave)).toHaveLength(1);
    expect(s.media.opened[0]!.audio.stopped).toBe(true);
  });

  it('cleans up when the page goes away, listeners included', async () => {
    const s = setup('a-student', 'b-tutor');
    await joinCall(s);
    expect(s.signals.listeners(SERVER_EVENTS.sessionMemberUpdated)).toBe(1);
    s.controller.dispose();
    expect(s.signals.of(CLIENT_EVENTS.sessionLeave)).toHaveLength(1);
    expect(s.peers.last.destroyed).toBe(true);
    expect(s.signals.listeners(SERVER_EVENTS.sessionMemberUpdated)).toBe(0);
  });
});
