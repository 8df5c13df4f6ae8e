import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@kalam/shared';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { clockAt, MONDAY } from '../lessons/scheduling-fixtures.ts';
import { EGP, teach } from '../invoices/support.ts';
import { insertIntroVideo } from '../onboarding/fixtures.ts';

// Decision 281: a row names the person its record is about from the entry alone («تعديل طلب سحب
// لـ أحمد»): the PWA reads a withdrawal's `userId` through the entry's `names`, and an intro
// video's `tutor` member. These are the keys the recorded entries hold.

let server: TestServer;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock: clockAt(MONDAY) });
  admin = await createUser(server, 'SuperAdmin');
});
afterAll(() => server.stop());

const call = (method: string, path: string, body?: unknown) =>
  server.call(method, path, { token: admin.token, body });

async function lastOf(entity: string): Promise<AuditEntryDto> {
  const res = await call('GET', `/audit-log?${new URLSearchParams({ entity })}`);
  expect(res.status).toBe(200);
  const entry = (res.body as { list: AuditEntryDto[] }).list[0];
  expect(entry, `no audit row for ${entity}`).toBeDefined();
  return entry!;
}

describe('the audit entry carries the person its record is about (decision 281)', () => {
  it("a withdrawal request: its tutor's id, named in the entry", async () => {
    const tutor = await createUser(server, 'Tutor', { name: 'أحمد السحب' });
    await teach(server, tutor.id, EGP(500));
    const made = await server.call('POST', '/invoice', {
      token: tutor.token,
      body: { amount: EGP(100), method: 'Wallet', phone: '01012345678' },
    });
    expect(made.status).toBe(201);
    const res = await call('PUT', `/invoice/${made.body.id as string}/with/asset`, {
      action: 'reject',
      note: 'مش مظبوط',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = await lastOf('invoice');
    expect((entry.after as { userId: string }).userId).toBe(tutor.id);
    expect(entry.names[tutor.id]).toBe('أحمد السحب');
  });

  it('an intro video: its tutor as a member with a name', async () => {
    const tutor = await createUser(server, 'Tutor', { name: 'سارة الفيديو' });
    const video = insertIntroVideo(server, tutor.id, 'Pending');
    const res = await call('PUT', `/intro-video/${video}`, { status: 'Approved' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = await lastOf('intro-video');
    expect((entry.after as { tutor: { id: string; name: string } }).tutor).toMatchObject({
      id: tutor.id,
      name: 'سارة الفيديو',
    });
  });
});
