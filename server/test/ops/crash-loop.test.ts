import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenPromises, type Answered } from './crash-checks.ts';
import { castFor, type Actor, type Cast } from './crash-fixtures.ts';
import { startChildServer, type ChildServer } from './child-server.ts';

/*
 * Crash safety (decision 161): the real server as a child process, killed with SIGKILL while
 * bookings, chat sends, payment callbacks and uploads are in flight, then restarted. CI runs a
 * few rounds; KALAM_CRASH_ROUNDS=50 runs a long loop on a workstation.
 */
const ROUNDS = Number(process.env.KALAM_CRASH_ROUNDS ?? 4);
const PER_ROUND = 6;
const dataDir = mkdtempSync(join(tmpdir(), 'kalam-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const json = (token: string, body: unknown) => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const FIRST_SLOT = Math.ceil((Date.now() + 2 * 3_600_000) / 900_000) * 900_000;

/**
 * The k-th slot of the run: tutors in turn, half an hour apart, starting on a quarter hour far
 * enough ahead for the tutors' notice. Each round books slots no earlier round used.
 */
function slot(cast: Cast, k: number) {
  const tutor = cast.tutors[k % cast.tutors.length]!;
  const start = FIRST_SLOT + Math.floor(k / cast.tutors.length) * 30 * 60_000;
  return { tutorId: tutor.id, start: new Date(start).toISOString(), duration: 30 };
}

/** Every request of one round, all at once; the answers are recorded as they come in. */
function fire(server: ChildServer, cast: Cast, round: number, answered: Answered) {
  const { bookers, payers } = cast.rounds[round]!;
  const requests: Promise<unknown>[] = [];
  const go = (path: string, init: RequestInit, onOk?: (status: number, body: any) => void) =>
    requests.push(
      fetch(`${server.base}${path}`, init)
        .then(async (r) => onOk?.(r.status, await r.json().catch(() => null)))
        .catch(() => undefined), // killed mid-flight: the answer never came, nothing was promised
    );
  bookers.forEach((student: Actor, i) => {
    // Two students per slot: one wins, the other is told busy-tutor.
    const body = slot(cast, round * (PER_ROUND / 2) + (i >> 1));
    go('/lesson/', json(student.token, body), (status, b) => {
      if (status === 201) answered.lessons.push(b.id);
    });
    go(
      '/chat/new',
      json(student.token, { userId: body.tutorId, message: `round ${round} · ${i}` }),
      (status, b) => {
        if (status < 300 && b?.message?.id) answered.messages.push(b.message.id);
      },
    );
    const form = new FormData();
    form.append('image', new Blob([cast.png], { type: 'image/png' }), 'photo.png');
    go(
      '/user/asset',
      { method: 'PUT', body: form, headers: { authorization: `Bearer ${student.token}` } },
      (status) => {
        if (status === 200) answered.uploads += 1;
      },
    );
  });
  for (const payer of payers)
    go(
      '/fawry/pay/ref-num',
      json(payer.token, { planId: cast.planId, period: 'Month' }),
      (status, b) => {
        if (status !== 201) return;
        answered.transactions.push(b.id);
        // The gateway calls back twice at once, as real ones retry.
        for (let k = 0; k < 2; k += 1)
          go(`/dev/sandbox/pay/${b.referenceNumber}`, { method: 'POST' }, (status, paid) => {
            if (status === 200 && paid?.status === 'PAID') answered.paid += 1;
          });
      },
    );
  return requests;
}

describe('the server killed mid-flight', () => {
  it(
    `keeps every promise over ${ROUNDS} SIGKILL rounds`,
    async () => {
      const cast = await castFor(dataDir, ROUNDS, PER_ROUND);
      const all: Answered = { lessons: [], messages: [], transactions: [], uploads: 0, paid: 0 };
      for (let round = 0; round < ROUNDS; round += 1) {
        const server = await startChildServer(dataDir, { KALAM_SEED_DEMO: '0' });
        const answered: Answered = {
          lessons: [],
          messages: [],
          transactions: [],
          uploads: 0,
          paid: 0,
        };
        const inFlight = fire(server, cast, round, answered);
        // Somewhere inside the burst, at a different depth each round: right after the first
        // requests land, in the middle of the bookings, among the uploads' image encoding.
        await new Promise((r) => setTimeout(r, 30 + (round % 5) * 200 + Math.random() * 150));
        server.child.kill('SIGKILL');
        await server.exited;
        await Promise.all(inFlight);
        all.lessons.push(...answered.lessons);
        all.messages.push(...answered.messages);
        all.transactions.push(...answered.transactions);
        all.uploads += answered.uploads;
        all.paid += answered.paid;
        expect(await brokenPromises(dataDir, all), `round ${round}`).toEqual([]);
      }
      // A last start recovers the WAL; every promise still holds, and the server answers.
      const last = await startChildServer(dataDir, { KALAM_SEED_DEMO: '0' });
      try {
        expect((await fetch(`${last.base}/health`)).status).toBe(200);
      } finally {
        last.child.kill('SIGTERM');
        await last.exited;
      }
      expect(await brokenPromises(dataDir, all)).toEqual([]);
      // Something was promised over the run, so the checks above checked something.
      expect(all.lessons.length + all.messages.length + all.transactions.length).toBeGreaterThan(0);
    },
    60_000 + ROUNDS * 20_000,
  );
});
