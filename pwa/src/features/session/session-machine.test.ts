import { describe, expect, it } from 'vitest';
import type { SessionDto, SessionMemberDto } from '@kalam/shared';
import {
  callsFirst,
  initialRoomState,
  mayRate,
  othersOf,
  sessionReducer,
  windowAt,
  type SessionEvent,
  type SessionRoomState,
} from './session-machine.ts';

const START = Date.parse('2026-11-23T07:45:00Z');
const MIN = 60_000;

const member = (userId: string, name: string): SessionMemberDto => ({
  userId,
  name,
  gender: null,
  role: userId === 'tutor' ? 'Tutor' : 'Student',
  image: null,
  online: true,
  joined: false,
  camera: false,
  microphone: false,
  screenShare: false,
  peerId: null,
});

const session: SessionDto = {
  id: 'lesson:l1',
  kind: 'lesson',
  refId: 'l1',
  start: new Date(START).toISOString(),
  end: new Date(START + 15 * MIN).toISOString(),
  opensAt: new Date(START - 10 * MIN).toISOString(),
  roomId: 'room-1',
  members: [member('tutor', 'أحمد حسن'), member('student', 'سارة محمود')],
};

const run = (events: SessionEvent[], from: SessionRoomState = initialRoomState) =>
  events.reduce(sessionReducer, from);

const inCall = () =>
  run([
    { type: 'loaded', session, now: START },
    { type: 'devices-opened', hasVideo: true, hasAudio: true },
    { type: 'join' },
    { type: 'joined', session },
  ]);

describe('the session room machine (spec §2, decision 090)', () => {
  it('waits before the room opens and opens by itself ten minutes before the start', () => {
    const waiting = run([{ type: 'loaded', session, now: START - 11 * MIN }]);
    expect(waiting.phase).toBe('waiting');
    expect(run([{ type: 'tick', now: START - 10.5 * MIN }], waiting).phase).toBe('waiting');
    expect(run([{ type: 'tick', now: START - 10 * MIN }], waiting).phase).toBe('devices');
  });

  it('says a session that is over is over, and one it cannot read is unavailable', () => {
    expect(run([{ type: 'loaded', session, now: START + 15 * MIN }]).phase).toBe('ended');
    const failed = run([{ type: 'load-failed', code: 'not-session-member' }]);
    expect(failed).toMatchObject({ phase: 'unavailable', error: 'not-session-member' });
  });

  it('checks the devices, then shows the ready screen with camera and microphone on', () => {
    const ready = run([
      { type: 'loaded', session, now: START },
      { type: 'devices-opened', hasVideo: true, hasAudio: true },
    ]);
    expect(ready.phase).toBe('ready');
    expect(ready.local).toMatchObject({ camera: true, microphone: true, screenShare: false });
  });

  it('keeps a device error with its code until the person retries', () => {
    const denied = run([
      { type: 'loaded', session, now: START },
      { type: 'devices-failed', code: 'media-permission-denied' },
    ]);
    expect(denied).toMatchObject({ phase: 'device-error', error: 'media-permission-denied' });
    expect(run([{ type: 'join' }], denied).phase).toBe('device-error');
    expect(run([{ type: 'retry-devices' }], denied)).toMatchObject({
      phase: 'devices',
      error: null,
    });
  });

  it('joins by voice only when there is no camera, and cannot turn on a missing camera', () => {
    const voice = run([
      { type: 'loaded', session, now: START },
      { type: 'devices-opened', hasVideo: false, hasAudio: true },
      { type: 'toggle', what: 'camera' },
    ]);
    expect(voice.local).toMatchObject({ hasVideo: false, camera: false, microphone: true });
  });

  it('toggles camera and microphone only while holding the devices', () => {
    const call = inCall();
    const muted = run([{ type: 'toggle', what: 'microphone' }], call);
    expect(muted.local.microphone).toBe(false);
    expect(run([{ type: 'toggle', what: 'microphone' }], muted).local.microphone).toBe(true);
    const left = run([{ type: 'leave' }], call);
    expect(run([{ type: 'toggle', what: 'camera' }], left)).toBe(left);
  });

  it('goes back to the ready screen with the reason when the join is refused', () => {
    const refused = run([
      { type: 'loaded', session, now: START },
      { type: 'devices-opened', hasVideo: true, hasAudio: true },
      { type: 'join' },
      { type: 'join-failed', code: 'connection-failure', now: START },
    ]);
    expect(refused).toMatchObject({ phase: 'ready', error: 'connection-failure' });
  });

  it('ends the room when a join is refused because the time is up', () => {
    const late = run([
      { type: 'loaded', session, now: START + 14 * MIN },
      { type: 'devices-opened', hasVideo: true, hasAudio: true },
      { type: 'join' },
      { type: 'join-failed', code: 'session-closed', now: START + 15 * MIN },
    ]);
    expect(late.phase).toBe('ended');
  });

  it('keeps the call when a re-join after a reconnect is refused for a passing reason', () => {
    const call = inCall();
    const kept = run([{ type: 'join-failed', code: 'connection-failure', now: START + MIN }], call);
    expect(kept.phase).toBe('in-call');
  });

  it('follows the other member: joined, camera and microphone, screen, left', () => {
    let state = run([{ type: 'member-joined', userId: 'tutor' }], inCall());
    expect(othersOf(state, 'student')[0]).toMatchObject({ joined: true });
    state = run(
      [{ type: 'member-updated', update: { userId: 'tutor', camera: true, peerId: 'p-tutor-1' } }],
      state,
    );
    expect(othersOf(state, 'student')[0]).toMatchObject({ camera: true, peerId: 'p-tutor-1' });
    state = run([{ type: 'member-updated', update: { userId: 'tutor', camera: false } }], state);
    expect(othersOf(state, 'student')[0]!.camera).toBe(false);
    state = run([{ type: 'member-left', userId: 'tutor' }], state);
    expect(othersOf(state, 'student')[0]).toMatchObject({ joined: false, peerId: null });
  });

  it('shows «reconnecting» while the socket is down and drops it when it is back', () => {
    const down = run([{ type: 'signalling', online: false }], inCall());
    expect(down.signalling).toBe('reconnecting');
    expect(down.phase).toBe('in-call');
    const back = run([{ type: 'joined', session }], down);
    expect(back.signalling).toBe('online');
  });

  it('tracks the video link only in the call', () => {
    expect(inCall().link).toBe('connecting');
    expect(run([{ type: 'link', state: 'connected' }], inCall()).link).toBe('connected');
    const ready = run([
      { type: 'loaded', session, now: START },
      { type: 'devices-opened', hasVideo: true, hasAudio: true },
      { type: 'link', state: 'connected' },
    ]);
    expect(ready.link).toBe('idle');
  });

  it('ends the call when the time is up and lets the person back in after leaving early', () => {
    const over = run([{ type: 'tick', now: START + 15 * MIN }], inCall());
    expect(over).toMatchObject({ phase: 'ended', link: 'idle' });
    expect(over.local.camera).toBe(false);
    const left = run([{ type: 'leave' }], inCall());
    expect(left.phase).toBe('left');
    expect(run([{ type: 'tick', now: START + 20 * MIN }], left).phase).toBe('left');
    expect(run([{ type: 'rejoin' }], left).phase).toBe('devices');
  });

  it('shares the screen only in the call', () => {
    expect(run([{ type: 'screen-share', on: true }], inCall()).local.screenShare).toBe(true);
    const ready = run([
      { type: 'loaded', session, now: START },
      { type: 'devices-opened', hasVideo: true, hasAudio: true },
      { type: 'screen-share', on: true },
    ]);
    expect(ready.local.screenShare).toBe(false);
  });
});

describe('rules around the machine', () => {
  it('places a session in time', () => {
    expect(windowAt(session, START - 11 * MIN)).toBe('before');
    expect(windowAt(session, START - 10 * MIN)).toBe('open');
    expect(windowAt(session, START + 15 * MIN)).toBe('after');
  });

  it('lets exactly one side place the call', () => {
    expect(callsFirst('a', 'b')).toBe(true);
    expect(callsFirst('b', 'a')).toBe(false);
  });

  it('asks only the student of a lesson for a rating, and only once its time is over', () => {
    const end = START + 15 * MIN;
    expect(mayRate(session, 'Student', end)).toBe(true);
    expect(mayRate(session, 'Student', end - 1)).toBe(false);
    expect(mayRate(session, 'Tutor', end)).toBe(false);
    expect(mayRate({ ...session, kind: 'interview' }, 'Student', end)).toBe(false);
    expect(mayRate(null, 'Student', end)).toBe(false);
  });
});
