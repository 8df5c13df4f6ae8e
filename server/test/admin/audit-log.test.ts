import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_FIELD_NAMES,
  AUDIT_HIDDEN,
  auditEntryDtoSchema,
  listOf,
  type UserRole,
} from '@kalam/shared';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import {
  clockAt,
  HOUR,
  insertPlan,
  iso,
  MONDAY,
  subscribedStudent,
  tutorWith,
} from '../lessons/scheduling-fixtures.ts';

// Issue 19, decision 193: every admin write records who, what, when, before and after, in the
// same transaction as the change; super admins read and filter the log.

let server: TestServer;
let admin: TestUser;
let regular: TestUser;

interface Op {
  'x-kalam-access'?: { roles: 'anyone' | 'signed-in' | UserRole[] };
  'x-kalam-audit'?: string;
}

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false, clock: clockAt(MONDAY) });
  admin = await createUser(server, 'SuperAdmin');
  regular = await createUser(server, 'RegularAdmin');
});
afterAll(() => server.stop());

const as = (token: string) => ({
  call: (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token, body }),
});

async function entries(filter: Record<string, string> = {}) {
  const query = new URLSearchParams({ size: '100', ...filter });
  const res = await server.call('GET', `/audit-log?${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body as {
    list: {
      action: string;
      entity: string;
      entityId: string | null;
      actorId: string;
      before: any;
      after: any;
    }[];
    total: number;
  };
}

/** The newest entry of a call, checking its actor. */
async function lastOf(action: string, actorId = admin.id) {
  const { list } = await entries({ action });
  const entry = list[0];
  expect(entry, `no audit row for ${action}`).toBeDefined();
  expect(entry!.actorId).toBe(actorId);
  return entry!;
}

describe('audit log (decision 193)', () => {
  it('every write an admin can make is declared audited', async () => {
    const doc = (await server.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, Op>>;
    };
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        if (method === 'get') continue;
        const roles = op['x-kalam-access']?.roles;
        const adminWrite =
          (Array.isArray(roles) && roles.some((r) => r === 'RegularAdmin' || r === 'SuperAdmin')) ||
          path === '/api/v1/user/{id}';
        if (adminWrite && !op['x-kalam-audit']) missing.push(`${method.toUpperCase()} ${path}`);
      }
    expect(missing).toEqual([]);
  });

  it('plans: create, edit and retire each leave a row with before and after', async () => {
    const api = as(admin.token);
    const created = await api.call('POST', '/plan', {
      nameAr: 'باقة التجربة',
      nameEn: 'Trial plan',
      weeklyMinutes: 90,
      monthPrice: 40_000,
    });
    expect(created.status).toBe(201);
    const create = await lastOf('POST /plan');
    expect(create.entityId).toBe(created.body.id);
    expect(create.before).toBeNull();
    expect(create.after.monthPrice).toBe(40_000);

    const edited = await api.call('PATCH', `/plan/${created.body.id}`, { monthPrice: 45_000 });
    expect(edited.status).toBe(200);
    const edit = await lastOf('PATCH /plan/{id}');
    expect(edit.before.monthPrice).toBe(40_000);
    expect(edit.after.monthPrice).toBe(45_000);

    expect((await api.call('DELETE', `/plan/${created.body.id}`)).status).toBe(200);
    const retire = await lastOf('DELETE /plan/{id}');
    expect(retire.entityId).toBe(created.body.id);
    expect(retire.before).not.toBeNull();
  });

  it('topics, coupons and invites: each write leaves its row', async () => {
    const api = as(regular.token);
    const topic = await api.call('POST', '/topic', { nameAr: 'السفر', nameEn: 'Travel' });
    expect(topic.status).toBe(201);
    expect((await lastOf('POST /topic', regular.id)).after.nameEn).toBe('Travel');
    expect((await api.call('PUT', `/topic/${topic.body.id}`, { nameEn: 'Trips' })).status).toBe(
      200,
    );
    const put = await lastOf('PUT /topic/{id}', regular.id);
    expect([put.before.nameEn, put.after.nameEn]).toEqual(['Travel', 'Trips']);
    expect((await api.call('DELETE', `/topic/${topic.body.id}`)).status).toBe(200);
    expect((await lastOf('DELETE /topic/{id}', regular.id)).before.nameEn).toBe('Trips');

    const expiresAt = iso(MONDAY + 30 * 24 * HOUR);
    const coupon = await api.call('POST', '/coupon', {
      code: 'AUDIT10',
      discount: 10,
      maxDiscount: 5_000,
      expiresAt,
    });
    expect(coupon.status).toBe(201);
    expect((await lastOf('POST /coupon', regular.id)).after.code).toBe('AUDIT10');
    expect((await api.call('PUT', `/coupon/${coupon.body.id}`, { discount: 15 })).status).toBe(200);
    const cput = await lastOf('PUT /coupon/{id}', regular.id);
    expect([cput.before.discount, cput.after.discount]).toEqual([10, 15]);
    expect((await api.call('DELETE', `/coupon/${coupon.body.id}`)).status).toBe(200);
    expect((await lastOf('DELETE /coupon/{id}', regular.id)).entityId).toBe(coupon.body.id);

    const invite = await api.call('POST', '/invite', {
      email: 'new.tutor@example.com',
      role: 'Tutor',
    });
    expect(invite.status).toBe(201);
    const made = await lastOf('POST /invite', regular.id);
    expect(made.after.email).toBe('new.tutor@example.com');
    // The hash of the code that gives the role is a secret too: not kept (it was, shown raw).
    expect(made.after.codeHash).toBe(AUDIT_HIDDEN);
    expect((await api.call('PUT', `/invite/${invite.body.id}`, { role: 'Student' })).status).toBe(
      200,
    );
    const iput = await lastOf('PUT /invite/{id}', regular.id);
    expect([iput.before.role, iput.after.role]).toEqual(['Tutor', 'Student']);
    expect((await api.call('DELETE', `/invite/${invite.body.id}`)).status).toBe(200);
    expect((await lastOf('DELETE /invite/{id}', regular.id)).entityId).toBe(invite.body.id);
  });

  it('users, plan invites, subscriptions, lessons, cache and settings: each write leaves its row', async () => {
    const api = as(admin.token);
    const student = await createUser(server, 'Student');
    expect((await api.call('PUT', `/user/${student.id}`, { activated: false })).status).toBe(200);
    const deactivate = await lastOf('PUT /user/{id}');
    expect([deactivate.before.activated, deactivate.after.activated]).toEqual([true, false]);
    // Never a secret in the log, even hashed.
    expect(JSON.stringify(deactivate)).not.toContain('argon2');

    const tutor = await api.call('POST', '/user/tutor/manual', {
      name: 'أحمد محمود',
      email: 'manual.tutor@example.com',
      phone: '+201055500011',
    });
    expect(tutor.status).toBe(201);
    expect((await lastOf('POST /user/tutor/manual')).entityId).toBe(tutor.body.id);

    const planId = insertPlan(server, { weeklyMinutes: 120 });
    const invite = await api.call('POST', '/plan-invite', { userId: student.id, planId });
    expect(invite.status).toBe(201);
    expect((await lastOf('POST /plan-invite')).entityId).toBe(invite.body.id);
    expect((await api.call('DELETE', `/plan-invite/${invite.body.id}`)).status).toBe(200);
    expect((await lastOf('DELETE /plan-invite/{id}')).entityId).toBe(invite.body.id);

    const granted = await api.call('POST', '/sub', { userId: student.id, planId, period: 'Month' });
    expect(granted.status).toBe(201);
    expect((await lastOf('POST /sub')).after.userId).toBe(student.id);
    const subCancelled = await api.call('PATCH', '/sub/cancel', { id: granted.body.id });
    expect(subCancelled.status).toBe(200);
    const subCancel = await lastOf('PATCH /sub/cancel');
    expect(subCancel.entityId).toBe(granted.body.id);
    expect(subCancel.after.status).toBe('cancelled');

    const teacher = await tutorWith(server);
    const learner = await subscribedStudent(server, planId);
    const booked = await server.call('POST', '/lesson', {
      token: learner.token,
      body: { tutorId: teacher.id, start: iso(MONDAY + 4 * HOUR), duration: 30 },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const cancelled = await api.call('PATCH', '/lesson', {
      id: booked.body.id,
      cancel: true,
      reason: 'المدرس تعبان',
    });
    expect(cancelled.status).toBe(200);
    const cancel = await lastOf('PATCH /lesson');
    expect([cancel.before.status, cancel.after.status]).toEqual(['pending', 'cancelled']);
    expect(cancel.after.cancelReason).toBe('المدرس تعبان');
    // The student booked it: their own write is not an admin write.
    expect((await entries({ action: 'POST /lesson' })).total).toBe(0);

    expect((await api.call('DELETE', '/cache/flush')).status).toBeLessThan(300);
    expect((await lastOf('DELETE /cache/flush')).entity).toBe('cache');

    const current = (await api.call('GET', '/platform-settings')).body.settings;
    const saved = await api.call('PUT', '/platform-settings', {
      ...current,
      withdrawalMinEgp: 150,
    });
    expect(saved.status).toBe(200);
    const setting = await lastOf('PUT /platform-settings');
    expect([setting.before.withdrawalMinEgp, setting.after.withdrawalMinEgp]).toEqual([100, 150]);
  });

  it('a refused or failed write leaves no row', async () => {
    const before = (await entries()).total;
    const api = as(admin.token);
    // Not found, invalid, refused by a rule, and a conflict the database raises.
    expect((await api.call('PATCH', '/plan/nope', { monthPrice: 1 })).status).toBe(404);
    expect((await api.call('POST', '/topic', { nameAr: '', nameEn: '' })).status).toBe(400);
    const other = await createUser(server, 'Student');
    const mine = await createUser(server, 'Student');
    expect((await api.call('PUT', `/user/${mine.id}`, { email: other.email })).status).toBe(409);
    const bad = await api.call('PUT', '/platform-settings', {
      ...(await api.call('GET', '/platform-settings')).body.settings,
      withdrawalMinEgp: 60_000,
    });
    expect(bad.status).toBe(400);
    expect((await entries()).total).toBe(before);
  });

  it('the change and its row are one transaction: when the row cannot be written, the change is undone', async () => {
    const api = as(admin.token);
    const created = await api.call('POST', '/plan', {
      nameAr: 'باقة ثابتة',
      nameEn: 'Fixed plan',
      weeklyMinutes: 60,
      monthPrice: 30_000,
    });
    const record = server.deps.audit.record;
    server.deps.audit.record = () => {
      throw new Error('disk full');
    };
    try {
      const res = await api.call('PATCH', `/plan/${created.body.id}`, { monthPrice: 99_000 });
      expect(res.status).toBe(500);
    } finally {
      server.deps.audit.record = record;
    }
    const plan = await server.call('GET', `/plan/${created.body.id}`, { token: admin.token });
    expect(plan.body.monthPrice).toBe(30_000);
  });

  it('super admins filter the log by entity and record; nobody else reads it', async () => {
    const plans = await entries({ entity: 'plan' });
    expect(plans.total).toBeGreaterThan(0);
    expect(plans.list.every((e) => e.entity === 'plan')).toBe(true);
    const one = plans.list[0]!;
    const byRecord = await entries({ entity: 'plan', entityId: one.entityId! });
    expect(byRecord.list.every((e) => e.entityId === one.entityId)).toBe(true);
    const refused = await server.call('GET', '/audit-log', { token: regular.token });
    expect(refused.status).toBe(403);
  });
  it('names the records an entry mentions: the actor, a coupon by its code, a user and a plan (decision 249)', async () => {
    const res = await server.call('GET', `/audit-log?${new URLSearchParams({ size: '100' })}`, {
      token: admin.token,
    });
    const { list } = listOf(auditEntryDtoSchema).parse(res.body as unknown);
    const coupon = list.find((e) => e.action === 'PUT /coupon/{id}')!;
    expect(coupon.names[coupon.entityId!]).toBe('AUDIT10');
    expect(coupon.names[coupon.actorId]).toBe(coupon.actorName);
    const grant = list.find((e) => e.action === 'POST /sub')!;
    const { userId, planId } = grant.after as { userId: string; planId: string };
    expect(grant.names[userId]).toBe('Test User');
    expect(grant.names[planId]).toBe('باقة');
    // A record with no name of its own (a lesson) is left out, never shown as its id.
    const lesson = list.find((e) => e.entity === 'lesson')!;
    expect(lesson.names[lesson.entityId!]).toBeUndefined();
  });
  it('every field a recorded row holds has an Arabic name for the log (decision 243)', async () => {
    // The rows the tests above wrote: plans, topics, coupons, invites, users, plan invites,
    // subscriptions, lessons, cache and settings, as the log stores them (the `read` snapshots).
    const { list } = await entries();
    expect(list.length).toBeGreaterThan(10);
    const keys = new Set(
      list.flatMap((e) => [
        ...Object.keys((e.before as object | null) ?? {}),
        ...Object.keys((e.after as object | null) ?? {}),
      ]),
    );
    expect([...keys].filter((k) => !AUDIT_FIELD_NAMES[k])).toEqual([]);
  });
});
