import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { listedTutor } from '../catalogue/helpers.ts';
import { clockAt, MONDAY } from '../lessons/scheduling-fixtures.ts';
import { createPlan } from '../payments/payments-support.ts';
import { EGP, teach } from '../invoices/support.ts';
import { image, sendForm, storedFiles } from '../assets/files.ts';

// Decision 195: admin writes that wait on something (the invite mail, a file store, the payment
// gateway) do the slow part first, then the database change and its audit row in ONE
// transaction: when the row cannot be written, the change is not kept either; when the slow part
// fails, nothing is written and no row.

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock: clockAt(MONDAY) });
  admin = await createUser(server, 'SuperAdmin');
});
afterAll(() => server.stop());

const call = (method: string, path: string, body?: unknown) =>
  server.call(method, path, { token: admin.token, body });

async function auditCount(action: string): Promise<number> {
  const res = await call('GET', `/audit-log?${new URLSearchParams({ action })}`);
  expect(res.status).toBe(200);
  return res.body.total as number;
}

/** Runs `write` with the audit insert failing; the call must answer 500 and write no row. */
async function withBrokenAudit<T>(action: string, write: () => Promise<T>): Promise<T> {
  const rows = await auditCount(action);
  const record = server.deps.audit.record;
  server.deps.audit.record = () => {
    throw new Error('disk full');
  };
  try {
    return await write();
  } finally {
    server.deps.audit.record = record;
    expect(await auditCount(action)).toBe(rows);
  }
}

async function invoiceOf(tutor: TestUser, id: string) {
  const { list } = (await call('GET', `/invoice?tutorId=${tutor.id}`)).body as {
    list: { id: string; status: string; receipt: string | null }[];
  };
  const found = list.find((i) => i.id === id);
  expect(found).toBeDefined();
  return found!;
}

const txStatus = async (id: string) => (await call('GET', `/tx/${id}`)).body.status as string;

async function voucher(): Promise<{ id: string; ref: string }> {
  const student = await createUser(server, 'Student');
  const plan = createPlan(server);
  const res = await server.call('POST', '/fawry/pay/ref-num', {
    token: student.token,
    body: { planId: plan.id, period: 'Month' },
  });
  expect(res.status).toBe(201);
  return { id: res.body.id, ref: res.body.referenceNumber };
}

describe('invites: the mail first, then the invite and its row together', () => {
  it('a failing audit row leaves no invite', async () => {
    const email = 'rollback-invite@example.com';
    const res = await withBrokenAudit('POST /invite', () =>
      call('POST', '/invite', { email, role: 'Tutor' }),
    );
    expect(res.status).toBe(500);
    const list = await call('GET', `/invite/list?search=${encodeURIComponent(email)}`);
    expect(list.body.total).toBe(0);
  });

  it('a mail server that fails leaves no invite and no row, and says so in Arabic', async () => {
    const email = 'mail-down@example.com';
    const rows = await auditCount('POST /invite');
    const send = server.deps.sender.send;
    server.deps.sender.send = async () => {
      throw new Error('smtp down');
    };
    let res;
    try {
      res = await call('POST', '/invite', { email, role: 'Student' });
    } finally {
      server.deps.sender.send = send;
    }
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      code: 'invite-mail-failed',
      message: 'رسالة الدعوة ماتبعتتش، ومااتسجلش حاجة. جرّب تاني كمان شوية.',
    });
    expect((await call('GET', `/invite/list?search=${email}`)).body.total).toBe(0);
    expect(await auditCount('POST /invite')).toBe(rows);
    // Working again: the invite is made, with its row.
    expect((await call('POST', '/invite', { email, role: 'Student' })).status).toBe(201);
    expect(await auditCount('POST /invite')).toBe(rows + 1);
  });

  it('a failing audit row keeps the old invite when it is changed and resent', async () => {
    const created = await call('POST', '/invite', { email: 'resend@example.com', role: 'Tutor' });
    expect(created.status).toBe(201);
    const res = await withBrokenAudit('PUT /invite/{id}', () =>
      call('PUT', `/invite/${created.body.id}`, { name: 'اسم جديد', resend: true }),
    );
    expect(res.status).toBe(500);
    expect((await call('GET', `/invite/${created.body.id}`)).body.name).toBeNull();
  });
});

describe("uploads: the files first, then the rows, the tutor's media and the audit row", () => {
  it('a failing audit row leaves the tutor without the new photo, and no file behind', async () => {
    const tutor = await listedTutor(server, { name: 'سلمى حسن' });
    const files = storedFiles(server).length;
    const res = await withBrokenAudit('PUT /user/asset/tutor', async () =>
      sendForm(
        server,
        'PUT',
        `/user/asset/tutor?tutorId=${tutor.id}`,
        [{ name: 'image', value: await image(600, 600, 'jpeg'), filename: 'p.jpg' }],
        admin.token,
      ),
    );
    expect(res.status).toBe(500);
    expect((await server.call('GET', `/user/tutor/info/${tutor.id}`)).body.image).toBeNull();
    expect(storedFiles(server).length).toBe(files);
  });

  it('a failing audit row leaves a withdrawal unpaid, and its receipt unkept, when the receipt is sent', async () => {
    const tutor = await createUser(server, 'Tutor');
    await teach(server, tutor.id, EGP(500));
    const made = await server.call('POST', '/invoice', {
      token: tutor.token,
      body: { amount: EGP(200), method: 'Wallet', phone: '01012345678' },
    });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    const receipts = storedFiles(server).filter((f) => f.startsWith('receipts'));
    const res = await withBrokenAudit('PUT /invoice/{id}/with/asset', async () =>
      sendForm(
        server,
        'PUT',
        `/invoice/${id}/with/asset`,
        [
          { name: 'action', value: 'fulfil' },
          { name: 'receipt', value: await image(600, 600), filename: 'r.png', type: 'image/png' },
        ],
        admin.token,
      ),
    );
    expect(res.status).toBe(500);
    expect(storedFiles(server).filter((f) => f.startsWith('receipts'))).toEqual(receipts);
    const invoice = await invoiceOf(tutor, id);
    expect(invoice.status).toBe('PendingApproval');
    expect(invoice.receipt).toBeNull();
  });

  it('a failing audit row leaves a withdrawal as it was when a JSON change waits on its body', async () => {
    const tutor = await createUser(server, 'Tutor');
    await teach(server, tutor.id, EGP(500));
    const made = await server.call('POST', '/invoice', {
      token: tutor.token,
      body: { amount: EGP(100), method: 'Wallet', phone: '01012345678' },
    });
    const id = made.body.id as string;
    const res = await withBrokenAudit('PUT /invoice/{id}/with/asset', () =>
      call('PUT', `/invoice/${id}/with/asset`, { action: 'reject', note: 'مش مظبوط' }),
    );
    expect(res.status).toBe(500);
    expect((await invoiceOf(tutor, id)).status).toBe('PendingApproval');
  });
});

describe('payments: the gateway first, then the transaction and its audit row', () => {
  it('a failing audit row leaves a refunded payment as paid', async () => {
    const tx = await voucher();
    await server.call('POST', `/dev/sandbox/pay/${tx.ref}`);
    const paid = await txStatus(tx.id);
    expect(['Paid', 'Processed']).toContain(paid);
    const res = await withBrokenAudit('POST /fawry/refund', () =>
      call('POST', '/fawry/refund', { transactionId: tx.id }),
    );
    expect(res.status).toBe(500);
    expect(await txStatus(tx.id)).toBe(paid);
  });

  it('a failing audit row leaves an unpaid order open when an admin cancels it', async () => {
    const tx = await voucher();
    const res = await withBrokenAudit('POST /fawry/cancel-unpaid-order', () =>
      call('POST', '/fawry/cancel-unpaid-order', { transactionId: tx.id }),
    );
    expect(res.status).toBe(500);
    expect(await txStatus(tx.id)).toBe('New');
  });

  it("a failing audit row leaves the order unsettled when an admin syncs the gateway's answer", async () => {
    const tx = await voucher();
    // The gateway has the payment, but its call back never came.
    server.deps.payments.sandbox!.order(tx.id)!.status = 'PAID';
    const res = await withBrokenAudit('POST /fawry/payment-status/sync', () =>
      call('POST', '/fawry/payment-status/sync', { transactionId: tx.id }),
    );
    expect(res.status).toBe(500);
    expect(await txStatus(tx.id)).toBe('New');
    // With the log working, the same sync settles it and leaves its row.
    const rows = await auditCount('POST /fawry/payment-status/sync');
    expect(
      (await call('POST', '/fawry/payment-status/sync', { transactionId: tx.id })).status,
    ).toBe(200);
    expect(await txStatus(tx.id)).not.toBe('New');
    expect(await auditCount('POST /fawry/payment-status/sync')).toBe(rows + 1);
  });
});
