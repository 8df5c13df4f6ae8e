/**
 * Sync: the first pull of 10,000 chat messages into a fresh RxDB database (memory storage,
 * production plugins only) through `replicate()` over HTTP, and the catch-up of 100 changes —
 * side by side with a plain paginated fetch of the same rows in the same run (the same sync
 * endpoint and batch size read with `fetch` and `JSON.parse`, no RxDB; and the chat REST list in
 * pages of 100). The server runs in a child process, so its CPU is not the client's.
 *
 * `npm run bench sync` (SYNC_MESSAGES, SYNC_CHANGES, SYNC_BATCH, SYNC_RUNS override).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { SYNC_PROTOCOL_VERSION, rxCollectionsConfig, type SyncCheckpoint } from '@kalam/sync';
import { replicate } from '@kalam/sync/client';
import { filter, firstValueFrom } from 'rxjs';
import { benchEnv, report, row } from './lib.ts';

const MESSAGES = Number(process.env.SYNC_MESSAGES ?? 10_000);
const CHANGES = Number(process.env.SYNC_CHANGES ?? 100);
// The PWA's first-sync page size (pwa/src/lib/db/local-sync.ts).
const BATCH = Number(process.env.SYNC_BATCH ?? 500);
const RUNS = Number(process.env.SYNC_RUNS ?? 3);
// A phone's round trip on a 4G link in Cairo; both paths wait it before every request.
const RTT_MS = Number(process.env.SYNC_RTT_MS ?? 40);

interface Ready {
  url: string;
  studentToken: string;
  tutorToken: string;
  studentId: string;
  roomId: string;
}

// ---- child: a Kalam server holding one room with MESSAGES messages ----------------------------
async function serve(): Promise<void> {
  const { loadConfig, startServer } = await import('../server/src/index.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'kalam-bench-sync-'));
  const config = loadConfig(benchEnv(dataDir));
  const server = await startServer({ config, rateLimit: false });
  const { usersService, tokens, chatService } = server.deps;
  const make = (role: 'Student' | 'Tutor') =>
    usersService.createWithRole({
      name: role === 'Tutor' ? 'مدرس تجريبي' : 'Bench Student',
      email: `${role.toLowerCase()}@bench.local`,
      password: null,
      role,
      verifiedEmail: true,
    });
  const student = await make('Student');
  const tutor = await make('Tutor');
  const { room } = await chatService.openGeneral(student, { userId: tutor.id, message: 'msg 0' });
  for (let i = 1; i < MESSAGES; i += 1) {
    const sender = i % 2 ? tutor : student;
    await chatService.sendMessage(sender, {
      id: `bench-${String(i).padStart(6, '0')}`,
      roomId: room.id,
      text: `message number ${i}: a line of ordinary chat text`,
    });
  }
  process.send!({
    url: server.url,
    studentToken: await tokens.issue(student),
    tutorToken: await tokens.issue(tutor),
    studentId: student.id,
    roomId: room.id,
  } satisfies Ready);
  process.once('SIGTERM', () => {
    void server.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

// ---- parent: measure --------------------------------------------------------------------------
let dbCount = 0;

async function freshDb(): Promise<RxDatabase> {
  dbCount += 1;
  const db = await createRxDatabase({
    name: `bench-sync-${dbCount}`,
    storage: getRxStorageMemory(),
    multiInstance: false,
  });
  await db.addCollections({ 'chat-messages': rxCollectionsConfig()['chat-messages'] });
  return db;
}

/** Requests RxDB's replication made in the last `pullInto` (pull and push). */
const requests = { pull: 0, push: 0 };

/** `fetch` over a link with this round trip (0: the loopback as it is). */
const linkFetch =
  (rttMs: number): typeof fetch =>
  async (input, init) => {
    if (rttMs > 0) await sleep(rttMs);
    return fetch(input, init);
  };

/** Pull everything once into `db` (non-live), from wherever its last replication stopped. */
async function pullInto(db: RxDatabase, ready: Ready, rttMs = 0): Promise<void> {
  requests.pull = 0;
  requests.push = 0;
  const viaLink = linkFetch(rttMs);
  const state = replicate(db.collections['chat-messages']!, {
    baseUrl: `${ready.url}/api/v1`,
    token: () => ready.studentToken,
    fetch: (input, init) => {
      requests[String(input).includes('/pull') ? 'pull' : 'push'] += 1;
      return viaLink(input, init);
    },
    live: false,
    stream: false,
    pullBatchSize: BATCH,
    waitForLeadership: false,
  });
  await state.awaitInitialReplication();
  await state.cancel();
}

/** The same rows through the same endpoint and batch size, with fetch and JSON.parse only. */
async function plainSyncPages(
  ready: Ready,
  from: SyncCheckpoint | null,
  keep?: unknown[],
  rttMs = 0,
): Promise<number> {
  const viaLink = linkFetch(rttMs);
  let count = 0;
  let checkpoint = from;
  for (;;) {
    const query = new URLSearchParams({ batchSize: String(BATCH) });
    if (checkpoint) {
      query.set('updatedAt', String(checkpoint.updatedAt));
      query.set('id', checkpoint.id);
    }
    const res = await viaLink(
      `${ready.url}/api/v1/sync/${SYNC_PROTOCOL_VERSION}/chat-messages/pull?${query}`,
      { headers: { authorization: `Bearer ${ready.studentToken}` } },
    );
    const page = (await res.json()) as { documents: unknown[]; checkpoint: SyncCheckpoint };
    count += page.documents.length;
    keep?.push(...page.documents);
    checkpoint = page.checkpoint;
    if (page.documents.length < BATCH) return count;
  }
}

/** The chat screen's own REST list, newest first in pages of 100 (its maximum). */
async function plainRestPages(ready: Ready): Promise<number> {
  let count = 0;
  let before: number | undefined;
  for (;;) {
    const query = new URLSearchParams({ size: '100' });
    if (before !== undefined) query.set('before', String(before));
    const res = await fetch(`${ready.url}/api/v1/chat/list/${ready.roomId}/messages?${query}`, {
      headers: { authorization: `Bearer ${ready.studentToken}` },
    });
    const page = (await res.json()) as { list: { seq: number }[] };
    count += page.list.length;
    if (page.list.length < 100) return count;
    before = page.list.at(-1)!.seq;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const perSecond = (docs: number, ms: number) => (docs / ms) * 1000;

async function main(): Promise<void> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, 'serve'],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, KALAM_LOG_LEVEL: 'silent' },
    },
  );
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Ready));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    // Warm both paths once (JIT, SQLite page cache), then measure RUNS times each, interleaved.
    await plainSyncPages(ready, null);
    const warm = await freshDb();
    await pullInto(warm, ready);
    await warm.remove();
    const rx: number[] = [];
    const plain: number[] = [];
    const rest: number[] = [];
    let kept: RxDatabase | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      const db = await freshDb();
      const first = await timed(() => pullInto(db, ready));
      const count = await db.collections['chat-messages']!.count().exec();
      if (count !== MESSAGES) throw new Error(`pulled ${count} of ${MESSAGES}`);
      rx.push(perSecond(count, first.ms));
      const p = await timed(() => plainSyncPages(ready, null));
      plain.push(perSecond(p.value, p.ms));
      const r = await timed(() => plainRestPages(ready));
      rest.push(perSecond(r.value, r.ms));
      if (kept) await kept.remove();
      kept = db;
    }

    // A first pull over a phone's round trip, both paths waiting it before every request.
    const rxLink: number[] = [];
    const plainLink: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const db = await freshDb();
      const first = await timed(() => pullInto(db, ready, RTT_MS));
      rxLink.push(perSecond(MESSAGES, first.ms));
      await db.remove();
      const p = await timed(() => plainSyncPages(ready, null, undefined, RTT_MS));
      plainLink.push(perSecond(p.value, p.ms));
    }

    // Catch-up: CHANGES new messages from the tutor, then the kept database pulls from its
    // checkpoint; the plain fetch reads the same rows from the same checkpoint. Twice over:
    // the app opening again (a replication started from its stored checkpoint), and the app
    // open (its live replication told by the stream that something changed: `reSync()`).
    const messages = kept!.collections['chat-messages']! as RxCollection<{ seq: number }>;
    let expected = MESSAGES;
    const postChanges = async (): Promise<SyncCheckpoint> => {
      const newest = (await messages.find({ sort: [{ seq: 'desc' }], limit: 1 }).exec())[0]!;
      const from = newest.toJSON() as unknown as SyncCheckpoint;
      for (let i = 0; i < CHANGES; i += 1) {
        await fetch(`${ready.url}/api/v1/chat/new`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${ready.tutorToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ userId: ready.studentId, message: `catch-up ${i}` }),
        }).then((r) => r.arrayBuffer());
      }
      expected += CHANGES;
      return { updatedAt: from.updatedAt, id: from.id };
    };
    const plainFrom = async (checkpoint: SyncCheckpoint) => {
      const t = await timed(() => plainSyncPages(ready, checkpoint));
      if (t.value !== CHANGES) throw new Error(`plain catch-up read ${t.value}`);
      return t.ms;
    };
    const arrived = () => firstValueFrom(messages.count().$.pipe(filter((n) => n >= expected)));

    const reopen = { rx: [] as number[], plain: [] as number[] };
    let catchUpRequests = '';
    for (let run = 0; run < RUNS; run += 1) {
      const checkpoint = await postChanges();
      const t = await timed(() => pullInto(kept!, ready));
      catchUpRequests = `${requests.pull} pull and ${requests.push} push requests`;
      const total = await messages.count().exec();
      if (total !== expected) throw new Error(`caught up to ${total} of ${expected}`);
      reopen.rx.push(t.ms);
      reopen.plain.push(await plainFrom(checkpoint));
    }

    const liveCatchUp = async (rttMs: number) => {
      const times = { rx: [] as number[], plain: [] as number[] };
      const state = replicate(messages, {
        baseUrl: `${ready.url}/api/v1`,
        token: () => ready.studentToken,
        fetch: linkFetch(rttMs),
        live: true,
        stream: false,
        pullBatchSize: BATCH,
        waitForLeadership: false,
      });
      await state.awaitInitialReplication();
      for (let run = 0; run < RUNS; run += 1) {
        const checkpoint = await postChanges();
        const t = await timed(async () => {
          const done = arrived();
          state.reSync();
          await done;
        });
        times.rx.push(t.ms);
        const p = await timed(() => plainSyncPages(ready, checkpoint, undefined, rttMs));
        if (p.value !== CHANGES) throw new Error(`plain catch-up read ${p.value}`);
        times.plain.push(p.ms);
      }
      await state.cancel();
      return times;
    };
    const live = await liveCatchUp(0);
    const liveLink = await liveCatchUp(RTT_MS);
    await kept!.remove();

    // RxDB alone, no network: the same documents, already in memory, written with bulkInsert
    // into a fresh database (the floor of the client's cost: decision 202).
    const docs: unknown[] = [];
    await plainSyncPages(ready, null, docs);
    const local: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const db = await freshDb();
      // RxDB's memory storage writes its indexes lazily, on the next read: the count is timed too.
      const collection = db.collections['chat-messages']!;
      const t = await timed(async () => {
        const written = await collection.bulkInsert(docs.map((d) => ({ ...(d as object) })));
        return { refused: written.error, stored: await collection.count().exec() };
      });
      if (t.value.refused.length > 0)
        throw new Error(`bulkInsert refused: ${JSON.stringify(t.value.refused[0])}`);
      if (t.value.stored !== docs.length)
        throw new Error(`bulkInsert stored ${t.value.stored} of ${docs.length}`);
      local.push(perSecond(docs.length, t.ms));
      await db.remove();
    }

    report('sync', [
      row(
        `first pull of ${MESSAGES} messages into RxDB (batch ${BATCH})`,
        'docs/s',
        median(rx),
        median(plain),
        `baseline: plain fetch of the same sync pages; median of ${RUNS}; aim ≥ 5000`,
      ),
      row(
        `first pull of ${MESSAGES} messages into RxDB (batch ${BATCH})`,
        'docs/s',
        median(rx),
        median(rest),
        'baseline: the chat REST list, pages of 100',
      ),
      row(
        `RxDB bulkInsert of the same ${MESSAGES} documents, no network`,
        'docs/s',
        median(local),
        median(plain),
        `baseline: plain fetch of the sync pages; median of ${RUNS}: RxDB's memory storage alone`,
      ),
      row(
        `first pull of ${MESSAGES} messages into RxDB (batch ${BATCH}), ${RTT_MS} ms round trip`,
        'docs/s',
        median(rxLink),
        median(plainLink),
        `baseline: plain fetch of the same sync pages over the same link; median of ${RUNS}`,
      ),
      row(
        `catch-up of ${CHANGES} changes, app opened again`,
        'docs/s',
        perSecond(CHANGES, median(reopen.rx)),
        perSecond(CHANGES, median(reopen.plain)),
        `replication started from its stored checkpoint: RxDB ${Math.round(median(reopen.rx))} ms (${catchUpRequests}) vs plain ${Math.round(median(reopen.plain))} ms (1 request); median of ${RUNS}`,
      ),
      row(
        `catch-up of ${CHANGES} changes, app open`,
        'docs/s',
        perSecond(CHANGES, median(live.rx)),
        perSecond(CHANGES, median(live.plain)),
        `the live replication told to pull (the stream's RESYNC): RxDB ${Math.round(median(live.rx))} ms vs plain ${Math.round(median(live.plain))} ms; median of ${RUNS}`,
      ),
      row(
        `catch-up of ${CHANGES} changes, app open, ${RTT_MS} ms round trip`,
        'docs/s',
        perSecond(CHANGES, median(liveLink.rx)),
        perSecond(CHANGES, median(liveLink.plain)),
        `as above over the same link: RxDB ${Math.round(median(liveLink.rx))} ms vs plain ${Math.round(median(liveLink.plain))} ms; median of ${RUNS}`,
      ),
    ]);
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[2] === 'serve') await serve();
else {
  await main();
  process.exit(0);
}
