import fc from 'fast-check';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, SOCKET_IO_PATH, type Ack, type UserRole } from '@kalam/shared';
import { connect } from '../realtime/socket-support.ts';
import { createUser, ROLES, startTestServer, type TestServer } from '../support/test-server.ts';
import { changed, leak, snapshot } from './fuzz-state.ts';
import { hostileText, hostileValue } from './fuzz-values.ts';

/*
 * Hostile payloads on every socket.io client event (decision 162), as a signed-in user of each
 * role: every event must be acknowledged without the `unexpected` fault, with no SQL or stack
 * text, and a refusal changes nothing. KALAM_FUZZ_RUNS sets the payloads per event and role.
 */
const RUNS = Number(process.env.KALAM_FUZZ_RUNS ?? 3);
const SEED = Number(process.env.KALAM_FUZZ_SEED ?? Date.now() % 1_000_000);

/** The field names of every client event's payload (shared/src/contracts/realtime.ts). */
const FIELDS = [
  'roomId',
  'id',
  'text',
  'message',
  'sessionId',
  'channel',
  'peerId',
  'to',
  'on',
  'kind',
  'payload',
  'key',
  'refId',
  'pong',
  'userId',
];

let server: TestServer;
const realIds: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  const student = await createUser(server, 'Student');
  const tutor = await createUser(server, 'Tutor');
  const room = await server.call('POST', '/chat/new', {
    token: student.token,
    body: { userId: tutor.id, message: 'أهلًا' },
  });
  realIds.push(
    student.id,
    tutor.id,
    room.body.room.id,
    room.body.message.id,
    `lesson:${room.body.room.id}`,
  );
});
afterAll(() => server.stop());

/**
 * A payload: a bare hostile value, or an object of the events' fields with hostile or real
 * values. Kept under the server's 64 KB packet limit (maxHttpBufferSize), past which the
 * transport drops the socket by design (the last test checks that on its own).
 */
const payload = (): fc.Arbitrary<unknown> =>
  fc
    .oneof(
      { weight: 1, arbitrary: hostileValue },
      {
        weight: 4,
        arbitrary: fc.record(
          Object.fromEntries(
            FIELDS.map((f) => [f, fc.oneof(hostileValue, fc.constantFrom(...realIds))]),
          ),
          { requiredKeys: [] },
        ),
      },
    )
    .filter((p) => Buffer.byteLength(JSON.stringify(p ?? null)) < 60_000);

describe(`hostile socket payloads (seed ${SEED}, ${RUNS} per event and role)`, () => {
  it('hostile tokens are refused at the handshake and the server keeps answering', async () => {
    for (const token of fc.sample(hostileText, { numRuns: 10, seed: SEED })) {
      const socket = io(server.url, {
        path: SOCKET_IO_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { token },
      });
      const outcome = await new Promise<string>((done) => {
        socket.once('connect', () => done('connected'));
        socket.once('connect_error', (e) => done(e.message));
        // A handshake over the 64 KB packet limit is cut by the transport, before any answer.
        socket.io.once('close', () => done('closed'));
      });
      socket.close();
      expect(outcome).not.toBe('connected');
      expect(leak(outcome)).toBeUndefined();
    }
    expect((await server.call('GET', '/health')).status).toBe(200);
  });

  it('every client event, every role: acknowledged, no fault, no leak, a refusal changes nothing', async () => {
    const problems: string[] = [];
    let acked = 0;
    for (const role of ROLES as UserRole[]) {
      const user = await createUser(server, role);
      const socket = await connect(server, user.token);
      try {
        for (const [index, event] of Object.values(CLIENT_EVENTS).entries()) {
          for (const data of fc.sample(payload(), { numRuns: RUNS, seed: SEED + index })) {
            const before = snapshot(server.deps.sqlite);
            const ack = (await socket.timeout(5_000).emitWithAck(event, data)) as Ack<{
              code?: string;
            }>;
            acked += 1;
            const what = `${event} as ${role}: ${JSON.stringify(data).slice(0, 200)}`;
            if (ack.data?.code === 'unexpected') problems.push(`fault ← ${what}`);
            const leaked = leak(JSON.stringify(ack));
            if (leaked) problems.push(`leaks /${leaked}/ ← ${what}`);
            if (ack.result !== 'ok') {
              const moved = changed(before, snapshot(server.deps.sqlite));
              if (moved.length)
                problems.push(`refused ${ack.result} yet changed ${moved.join(', ')} ← ${what}`);
            }
          }
        }
        // The socket survived its own hostile input.
        expect(socket.connected).toBe(true);
      } finally {
        socket.close();
      }
    }
    expect(acked).toBe(ROLES.length * Object.values(CLIENT_EVENTS).length * RUNS);
    if (problems.length) console.error(`FUZZ PROBLEMS\n${problems.join('\n')}`);
    expect(problems).toEqual([]);
  }, 120_000);

  it('a packet over the 64 KB limit drops only that socket; the server and other sockets go on', async () => {
    const [a, b] = await Promise.all([
      createUser(server, 'Student').then((u) => connect(server, u.token)),
      createUser(server, 'Student').then((u) => connect(server, u.token)),
    ]);
    try {
      const dropped = new Promise<void>((done) => a.once('disconnect', () => done()));
      a.emit(CLIENT_EVENTS.sendMessage, { roomId: realIds[2], text: 'x'.repeat(100_000) });
      await dropped;
      const ack = (await b.timeout(5_000).emitWithAck(CLIENT_EVENTS.sessionPreJoin, {
        sessionId: '',
      })) as Ack;
      expect(ack.result).not.toBe('ok');
      expect((await server.call('GET', '/health')).status).toBe(200);
    } finally {
      a.close();
      b.close();
    }
  });
});
