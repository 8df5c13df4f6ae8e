import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type InvoiceAction, type InvoiceState } from '@kalam/shared';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { clockAt, MONDAY } from '../lessons/scheduling-fixtures.ts';
import { fetchFile, image, sendForm, storedFiles } from '../assets/files.ts';
import { ask, connect, until } from '../realtime/socket-support.ts';
import { EGP, teach } from './support.ts';

const clock = clockAt(MONDAY);
let server: TestServer;
let admin: TestUser;
let tutor: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({ clock, rateLimit: false });
  admin = await createUser(server, 'SuperAdmin');
  tutor = await createUser(server, 'Tutor', { name: 'منى حسن' });
  await teach(server, tutor.id, EGP(100_000));
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

const WALLET = { method: 'Wallet', phone: '01012345678' };
const act = (id: string, token: string, body: object) =>
  server.call('PUT', `/invoice/${id}/with/asset`, { token, body });
const balance = async () =>
  (await server.call('GET', `/invoice/stats/${tutor.id}`, { token: tutor.token })).body;

async function fulfil(id: string, bytes: Uint8Array, token = admin.token, filename = 'r.png') {
  return sendForm(
    server,
    'PUT',
    `/invoice/${id}/with/asset`,
    [
      { name: 'action', value: 'fulfil' },
      { name: 'receipt', value: bytes, filename, type: 'image/png' },
    ],
    token,
  );
}

/** A fresh request of 100 EGP brought to `state` by the calls a person would make. */
async function inState(state: InvoiceState): Promise<string> {
  const created = await server.call('POST', '/invoice', {
    token: tutor.token,
    body: { amount: EGP(100), ...WALLET },
  });
  const id = created.body.id as string;
  const ok = async (res: { status: number; body: unknown }) =>
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  const update = { amount: EGP(120), method: 'Instapay', username: 'mona@instapay' };
  switch (state) {
    case 'pending':
      break;
    case 'update-requested':
      await ok(await act(id, tutor.token, { action: 'request-update', update }));
      break;
    case 'cancellation-requested':
      await ok(await act(id, tutor.token, { action: 'request-cancel' }));
      break;
    case 'cancellation-approved':
      await ok(await act(id, tutor.token, { action: 'request-cancel' }));
      await ok(await act(id, admin.token, { action: 'approve-cancel' }));
      break;
    case 'canceled-by-admin':
      await ok(await act(id, admin.token, { action: 'cancel' }));
      break;
    case 'rejected':
      await ok(await act(id, admin.token, { action: 'reject', note: 'الرقم مش شغال' }));
      break;
    case 'fulfilled':
      await ok(await fulfil(id, await image(200, 300)));
      break;
  }
  return id;
}

/**
 * Every action from every state: what it answers and the state it leaves. Written by hand from
 * spec §4 (decision 182), not read from the code.
 */
const TABLE: Record<InvoiceState, Partial<Record<InvoiceAction, InvoiceState>>> = {
  pending: {
    'request-cancel': 'cancellation-requested',
    'request-update': 'update-requested',
    cancel: 'canceled-by-admin',
    reject: 'rejected',
    fulfil: 'fulfilled',
    note: 'pending',
  },
  'update-requested': {
    'request-cancel': 'cancellation-requested',
    'request-update': 'update-requested',
    'approve-update': 'pending',
    cancel: 'canceled-by-admin',
    reject: 'rejected',
    fulfil: 'fulfilled',
    note: 'update-requested',
  },
  'cancellation-requested': {
    'approve-cancel': 'cancellation-approved',
    cancel: 'canceled-by-admin',
    reject: 'rejected',
    // The transfer was already made when the tutor asked: the admin records it.
    fulfil: 'fulfilled',
    note: 'cancellation-requested',
  },
  'cancellation-approved': { note: 'cancellation-approved' },
  'canceled-by-admin': { note: 'canceled-by-admin' },
  fulfilled: { note: 'fulfilled' },
  rejected: { note: 'rejected' },
};
const ACTIONS: InvoiceAction[] = [
  'request-cancel',
  'request-update',
  'approve-update',
  'approve-cancel',
  'cancel',
  'reject',
  'fulfil',
  'note',
];
const TUTOR_ACTIONS: InvoiceAction[] = ['request-cancel', 'request-update'];

describe('every action from every state', () => {
  for (const [from, allowed] of Object.entries(TABLE) as [
    InvoiceState,
    (typeof TABLE)['pending'],
  ][])
    for (const action of ACTIONS)
      it(`${action} on a ${from} request ${allowed[action] ? `→ ${allowed[action]}` : 'is refused'}`, async () => {
        const id = await inState(from);
        const before = await balance();
        const token = TUTOR_ACTIONS.includes(action) ? tutor.token : admin.token;
        const res =
          action === 'fulfil'
            ? await fulfil(id, await image(200, 300))
            : await act(id, token, {
                action,
                ...(action === 'request-update'
                  ? { update: { amount: EGP(130), ...WALLET, phone: '01112345678' } }
                  : {}),
                ...(action === 'note' || action === 'reject' ? { note: 'اتأكدنا من الرقم' } : {}),
              });
        const to = allowed[action];
        if (!to) {
          expect(res.status).toBe(409);
          expect(res.body.code).toBe('illegal-invoice-update');
          expect(await balance()).toEqual(before);
          return;
        }
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.state).toBe(to);
        const after = await balance();
        expect(after.available).toBe(after.earned - after.paid - after.pending);
        const freed = ['cancellation-approved', 'canceled-by-admin', 'rejected'];
        if (freed.includes(to) && !freed.includes(from))
          expect(after.available - before.available).toBe(EGP(100));
        if (to === 'fulfilled' && from !== 'fulfilled') {
          expect(after.paid - before.paid).toBe(EGP(100));
          expect(after.available).toBe(before.available);
          expect(res.body.receipt).toMatch(/^\/api\/v1\/assets\/receipts\//);
        }
        if (action === 'approve-update') {
          expect(res.body).toMatchObject({
            amount: EGP(120),
            method: 'Instapay',
            requestedUpdate: null,
          });
          expect(before.available - after.available).toBe(EGP(20));
        }
        if (action === 'note') expect(res.body.note).toBe('اتأكدنا من الرقم');
        if (!TUTOR_ACTIONS.includes(action)) expect(res.body.addressedBy?.id).toBe(admin.id);
      });
});

describe('who may do what', () => {
  it("refuses a tutor the admin's actions, another tutor the owner's asks, and an admin the tutor's asks", async () => {
    const id = await inState('pending');
    const other = await createUser(server, 'Tutor');
    for (const action of ['approve-cancel', 'cancel', 'reject', 'note'])
      expect((await act(id, tutor.token, { action, note: 'x'.repeat(3) })).status).toBe(403);
    expect((await act(id, other.token, { action: 'request-cancel' })).status).toBe(403);
    expect((await act(id, admin.token, { action: 'request-cancel' })).status).toBe(403);
    expect((await fulfil(id, await image(100, 100), tutor.token)).status).toBe(403);
    expect((await act('nope', admin.token, { action: 'cancel' })).status).toBe(404);
    const student = await createUser(server, 'Student');
    expect((await act(id, student.token, { action: 'request-cancel' })).status).toBe(403);
    // Still pending, nothing moved.
    const list = await server.call('GET', `/invoice?tutorId=${tutor.id}&size=100`, {
      token: admin.token,
    });
    expect(list.body.list.find((i: { id: string }) => i.id === id).state).toBe('pending');
  });

  it('refuses a receipt from anyone but an admin before reading it: 403 even when too large', async () => {
    const id = await inState('pending');
    const other = await createUser(server, 'Tutor');
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    for (const who of [tutor, other]) {
      const res = await fulfil(id, big, who.token, 'big.png');
      expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
    }
    expect(storedFiles(server).filter((f) => f.startsWith('.incoming'))).toEqual([]);
  });

  it('edits and removes the note; an empty or marked-up note is refused with its §5 code', async () => {
    const id = await inState('pending');
    expect((await act(id, admin.token, { action: 'note', note: 'أول ملاحظة' })).body.note).toBe(
      'أول ملاحظة',
    );
    expect((await act(id, admin.token, { action: 'note', note: 'ملاحظة معدلة' })).body.note).toBe(
      'ملاحظة معدلة',
    );
    expect((await act(id, admin.token, { action: 'note', note: '   ' })).body.code).toBe(
      'empty-invoice-note',
    );
    expect((await act(id, admin.token, { action: 'note', note: '<b>x</b>' })).body.code).toBe(
      'invalid-invoice-note',
    );
    expect((await act(id, admin.token, { action: 'note', note: 'x'.repeat(501) })).body.code).toBe(
      'long-invoice-note',
    );
    expect((await act(id, admin.token, { action: 'note', note: null })).body.note).toBeNull();
    expect((await act(id, admin.token, { action: 'dance' })).body.code).toBe(
      'illegal-invoice-update',
    );
  });

  it('keeps a rejection’s reason as the note the tutor reads; the API still takes one without', async () => {
    const id = await inState('pending');
    const before = await balance();
    const mine = async (which: string) =>
      (await server.call('GET', '/invoice?size=100', { token: tutor.token })).body.list.find(
        (i: { id: string }) => i.id === which,
      );
    const res = await act(id, admin.token, { action: 'reject', note: 'رقم المحفظة مش شغال' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await mine(id)).toMatchObject({ state: 'rejected', note: 'رقم المحفظة مش شغال' });
    expect((await balance()).available - before.available).toBe(EGP(100));
    // Spec §4 lists rejecting and noting apart: the reason is the admin screen's rule.
    const bare = await inState('pending');
    expect((await act(bare, admin.token, { action: 'reject' })).status).toBe(200);
    expect(await mine(bare)).toMatchObject({ state: 'rejected' });
  });

  it('refuses an update asking more than the balance could hold', async () => {
    const poor = await createUser(server, 'Tutor');
    await teach(server, poor.id, EGP(300));
    const id = (
      await server.call('POST', '/invoice', {
        token: poor.token,
        body: { amount: EGP(200), ...WALLET },
      })
    ).body.id;
    const res = await act(id, poor.token, {
      action: 'request-update',
      update: { amount: EGP(301), ...WALLET },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('invoice-amount-above-balance');
    const bad = await act(id, poor.token, {
      action: 'request-update',
      update: { amount: EGP(250), method: 'Wallet', phone: '123' },
    });
    expect(bad.body.code).toBe('invalid-phone');
  });
});

describe('receipts', () => {
  it('is served to the owning tutor and admins only', async () => {
    const id = await inState('pending');
    const res = await fulfil(id, await image(400, 600));
    expect(res.status).toBe(200);
    const url = res.body.receipt as string;
    const other = await createUser(server, 'Tutor');
    const otherAdmin = await createUser(server, 'RegularAdmin');
    expect((await fetchFile(server, url, { token: tutor.token })).status).toBe(200);
    const own = await fetchFile(server, url, { token: tutor.token });
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchFile(server, url, { token: otherAdmin.token })).status).toBe(200);
    expect((await fetchFile(server, url, { token: other.token })).status).toBe(403);
    expect((await fetchFile(server, url)).status).toBe(401);
  });

  it('takes a PDF', async () => {
    const id = await inState('pending');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await fulfil(id, pdf, admin.token, 'receipt.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = await fetchFile(server, res.body.receipt, { token: tutor.token });
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses a file that is not an image or PDF, or too large, and leaves nothing', async () => {
    const id = await inState('pending');
    const before = storedFiles(server).filter((f) => f.startsWith('receipts')).length;
    const money = await balance();
    const text = await fulfil(id, Buffer.from('just text pretending'), admin.token, 'fake.png');
    expect(text.status).toBe(400);
    expect(text.body.code).toBe('invalid-file-type');
    const big = await fulfil(id, Buffer.alloc(6 * 1024 * 1024, 1), admin.token, 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('large-file-size');
    const none = await act(id, admin.token, { action: 'fulfil' });
    expect(none.body.code).toBe('receipt-required');
    expect(storedFiles(server).filter((f) => f.startsWith('receipts')).length).toBe(before);
    expect(storedFiles(server).filter((f) => f.startsWith('.incoming'))).toEqual([]);
    expect(await balance()).toEqual(money);
    const list = await server.call('GET', `/invoice?tutorId=${tutor.id}&size=100`, {
      token: admin.token,
    });
    expect(list.body.list.find((i: { id: string }) => i.id === id).state).toBe('pending');
  });

  it('stores nothing when the move is refused (a second fulfilment)', async () => {
    const id = await inState('fulfilled');
    const before = storedFiles(server).filter((f) => f.startsWith('receipts')).length;
    const again = await fulfil(id, await image(100, 100));
    expect(again.status).toBe(409);
    expect(storedFiles(server).filter((f) => f.startsWith('receipts')).length).toBe(before);
  });
});

describe('lists', () => {
  it('shows a tutor only their own requests and lets admins filter by state, method, tutor and date', async () => {
    const other = await createUser(server, 'Tutor', { name: 'كريم سامي' });
    await teach(server, other.id, EGP(1_000));
    await server.call('POST', '/invoice', {
      token: other.token,
      body: { amount: EGP(100), method: 'Instapay', username: 'karim@instapay' },
    });
    const mine = await server.call('GET', '/invoice?size=100', { token: other.token });
    expect(mine.body.total).toBe(1);
    expect(mine.body.list[0].user).toEqual({ id: other.id, name: 'كريم سامي' });
    expect(
      (await server.call('GET', `/invoice?tutorId=${tutor.id}`, { token: other.token })).status,
    ).toBe(403);
    const q = (query: string) =>
      server.call('GET', `/invoice?size=100&${query}`, { token: admin.token });
    expect(
      (await q('method=Instapay')).body.list.map((i: { user: { id: string } }) => i.user.id),
    ).toContain(other.id);
    expect((await q(`method=Instapay&tutorId=${other.id}`)).body.total).toBe(1);
    expect((await q(`method=Wallet&tutorId=${other.id}`)).body.total).toBe(0);
    expect((await q(`state=pending&tutorId=${other.id}`)).body.total).toBe(1);
    expect((await q(`state=fulfilled&tutorId=${other.id}`)).body.total).toBe(0);
    expect((await q(`from=2026-11-23&to=2026-11-23&tutorId=${other.id}`)).body.total).toBe(1);
    expect((await q(`from=2026-11-24&tutorId=${other.id}`)).body.total).toBe(0);
    expect((await q(`to=2026-11-22&tutorId=${other.id}`)).body.total).toBe(0);
    const fulfilled = (await q('state=fulfilled')).body.list;
    expect(fulfilled.length).toBeGreaterThan(0);
    expect(fulfilled.every((i: { status: string }) => i.status === 'Approved')).toBe(true);
    expect((await q('state=dancing')).status).toBe(400);
  });
});

describe('live updates', () => {
  it('tells the tutor and the admin invoices channel of every new request and change', async () => {
    const tutorSocket = await connect(server, tutor.token);
    const adminSocket = await connect(server, admin.token);
    const outsider = await connect(server, (await createUser(server, 'Tutor')).token);
    sockets.push(tutorSocket, adminSocket, outsider);
    expect(
      (await ask(adminSocket, CLIENT_EVENTS.joinChannel, { channel: 'admin-invoices' })).result,
    ).toBe('ok');
    const seen = { tutor: [] as string[], admin: [] as string[], outsider: [] as string[] };
    tutorSocket.on(SERVER_EVENTS.invoiceUpdated, (e: { invoiceId: string }) =>
      seen.tutor.push(e.invoiceId),
    );
    adminSocket.on(SERVER_EVENTS.invoiceUpdated, (e: { invoiceId: string }) =>
      seen.admin.push(e.invoiceId),
    );
    outsider.on(SERVER_EVENTS.invoiceUpdated, (e: { invoiceId: string }) =>
      seen.outsider.push(e.invoiceId),
    );

    const id = await inState('pending');
    await until(() => seen.admin.includes(id), 'the admin hears of the new request');
    await act(id, admin.token, { action: 'note', note: 'جاري التحويل' });
    await until(() => seen.tutor.filter((x) => x === id).length === 2, 'the tutor hears twice');
    expect(seen.outsider).toEqual([]);
  });
});
