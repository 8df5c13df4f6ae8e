/**
 * The realtime bench's children, from one compiled bundle: the seeding of Kalam's rooms (N/2 of a
 * student and a tutor) into a data dir, and the bare socket.io echo server (no auth, no database,
 * same room pattern). Each tells the parent its seats (and the bare one its address) over IPC.
 * Kalam itself runs as production runs it: `server/dist/main.cjs` (decisions 168, 211, 229).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { startServer } from '../server/src/index.ts';
import { benchEnv, percentile } from './lib.ts';

const SOCKETS = Number(process.env.REALTIME_SOCKETS ?? 2000);

export interface Seat {
  token: string;
  roomId: string;
  partner: number;
}
export interface Ready {
  url: string;
  seats: Seat[];
  /** Kalam's seeding only: what storing a group of messages costs, without any socket. */
  storing?: StoringFloor;
}
/** Medians (ms) of storing GROUP messages sent in one turn, as the send path stores them. */
export interface StoringFloor {
  durableP50: number;
  unsyncedP50: number;
  groups: number;
}

/** Messages a group commit holds at 1,000 msg/s here (decision 224 counted 3.4–3.8). */
const GROUP = 4;
const FLOOR_GROUPS = 400;

type Server = Awaited<ReturnType<typeof startServer>>;
/** A student of a seeded room, who sends the floor's messages. */
type Sender = { user: Parameters<Server['deps']['chatService']['sendMessage']>[0]; roomId: string };

// ---- child: Kalam's rooms ----------------------------------------------------------------------
/**
 * N/2 rooms of a student and a tutor, written by a process of its own that then exits: the
 * measured server starts on a data dir that already holds them, as a server restarted by a deploy
 * does, and its memory is its own, not the garbage of creating 2,000 accounts (decision 229).
 */
async function seedKalam(dataDir: string): Promise<void> {
  const { loadConfig, startServer } = await import('../server/src/index.ts');
  const server = await startServer({ config: loadConfig(benchEnv(dataDir)), rateLimit: false });
  const { usersService, tokens, chatService } = server.deps;
  const seats: Seat[] = [];
  const people: Sender[] = [];
  for (let i = 0; i < SOCKETS; i += 2) {
    const make = (role: 'Student' | 'Tutor', n: number) =>
      usersService.createWithRole({
        name: role === 'Tutor' ? 'مدرس تجريبي' : 'Bench Student',
        email: `${role.toLowerCase()}${n}@bench.local`,
        password: null,
        role,
        verifiedEmail: true,
      });
    const student = await make('Student', i);
    const tutor = await make('Tutor', i + 1);
    const { room } = await chatService.openGeneral(student, { userId: tutor.id, message: 'hi' });
    seats.push({ token: await tokens.issue(student), roomId: room.id, partner: i + 1 });
    seats.push({ token: await tokens.issue(tutor), roomId: room.id, partner: i });
    people.push({ user: student, roomId: room.id });
  }
  const storing = await storingFloor(server, people);
  await server.close();
  process.send!({ url: '', seats, storing } satisfies Ready, () => process.exit(0));
}

/**
 * The part of a delivery that a server storing nothing does not have: GROUP messages sent in one
 * turn through `chatService.sendMessage` (the rules, the inserts, the group's one COMMIT), timed
 * from the first call to the last answer — no socket, no delivery. Alternately at the server's
 * `synchronous = FULL` and at OFF (never used by the server: here only to show what the fsync
 * alone costs), on the same connection and database (decision 279).
 */
async function storingFloor(server: Server, people: Sender[]): Promise<StoringFloor> {
  const { chatService, sqlite } = server.deps;
  const times = { FULL: [] as number[], OFF: [] as number[] };
  for (let g = 0; g < FLOOR_GROUPS * 2; g++) {
    const mode = g % 2 === 0 ? 'FULL' : 'OFF';
    sqlite.pragma(`synchronous = ${mode}`);
    const senders = Array.from(
      { length: GROUP },
      () => people[Math.floor(Math.random() * people.length)]!,
    );
    const started = performance.now();
    await Promise.all(
      senders.map(({ user, roomId }) =>
        chatService.sendMessage(user, { id: crypto.randomUUID(), roomId, text: 'floor' }),
      ),
    );
    times[mode].push(performance.now() - started);
  }
  sqlite.pragma('synchronous = FULL');
  return {
    durableP50: percentile(times.FULL, 50),
    unsyncedP50: percentile(times.OFF, 50),
    groups: FLOOR_GROUPS,
  };
}

// ---- child: bare socket.io echo ----------------------------------------------------------------
async function serveBare(): Promise<void> {
  const { Server } = await import('socket.io');
  const http = createServer();
  const ioServer = new Server(http, { serveClient: false });
  ioServer.on('connection', (socket) => {
    const room = String(socket.handshake.auth.room);
    void socket.join(room);
    socket.on('chat:send', (payload: { id: string; text: string }, ack: (a: unknown) => void) => {
      socket.to(room).emit('chat:message-created', { ...payload, roomId: room });
      ack({ result: 'ok', data: payload });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const seats: Seat[] = Array.from({ length: SOCKETS }, (_, i) => ({
    token: '',
    roomId: `room-${Math.floor(i / 2)}`,
    partner: i % 2 === 0 ? i + 1 : i - 1,
  }));
  process.send!({ url: `http://127.0.0.1:${port}`, seats } satisfies Ready);
  process.once('SIGTERM', () => process.exit(0));
}

const [role, dataDir] = process.argv.slice(2);
if (role === 'seed-kalam') await seedKalam(dataDir!);
else if (role === 'serve-bare') await serveBare();
