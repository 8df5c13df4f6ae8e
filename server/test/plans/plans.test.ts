import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

let server: TestServer;
let admin: TestUser;
let student: TestUser;
let otherStudent: TestUser;
let publicPlan: string;
let privatePlan: string;

const basic = {
  nameAr: 'الأساسية',
  nameEn: 'Basic',
  weeklyMinutes: 60,
  monthPrice: 45_000,
  quarterDiscount: 10,
  yearDiscount: 20,
};

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  admin = await createUser(server, 'SuperAdmin');
  student = await createUser(server, 'Student');
  otherStudent = await createUser(server, 'Student');
  publicPlan = (await server.call('POST', '/plan', { token: admin.token, body: basic })).body.id;
  privatePlan = (
    await server.call('POST', '/plan', {
      token: admin.token,
      body: { ...basic, nameAr: 'خاصة', nameEn: 'Private', weeklyMinutes: 230, inviteOnly: true },
    })
  ).body.id;
});
afterAll(() => server.stop());

const ids = (body: { list: { id: string }[] }) => body.list.map((p) => p.id);

describe('plans', () => {
  it('answers full month, quarter and year prices from the base price and discounts', async () => {
    const res = await server.call('GET', `/plan/${publicPlan}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nameAr: 'الأساسية',
      weeklyMinutes: 60,
      monthPrice: 45_000,
      monthDiscount: 0,
      prices: { month: 45_000, quarter: 121_500, year: 432_000 },
      inviteOnly: false,
      maxLessons: null,
      state: 'active',
    });
  });

  it('shows invite-only plans only to admins and invited students', async () => {
    expect(ids((await server.call('GET', '/plan/list')).body)).toEqual([publicPlan]);
    expect(ids((await server.call('GET', '/plan/list', { token: student.token })).body)).toEqual([
      publicPlan,
    ]);
    const hidden = await server.call('GET', `/plan/${privatePlan}`, { token: student.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ code: 'plan-not-found', message: 'الباقة دي مش موجودة.' });

    const invite = await server.call('POST', '/plan-invite', {
      token: admin.token,
      body: { userId: student.id, planId: privatePlan },
    });
    expect(invite.status).toBe(201);
    expect(invite.body).toMatchObject({
      userId: student.id,
      planId: privatePlan,
      createdBy: admin.id,
    });
    expect(ids((await server.call('GET', '/plan/list', { token: student.token })).body)).toEqual([
      publicPlan,
      privatePlan,
    ]);
    expect(
      (await server.call('GET', `/plan/${privatePlan}`, { token: student.token })).status,
    ).toBe(200);
    expect(
      ids((await server.call('GET', '/plan/list', { token: otherStudent.token })).body),
    ).toEqual([publicPlan]);
    // Nor a visitor, once she is invited (issue 40): by the list or by its id.
    expect(ids((await server.call('GET', '/plan/list')).body)).toEqual([publicPlan]);
    expect((await server.call('GET', `/plan/${privatePlan}`)).status).toBe(404);
    expect(
      (await server.call('GET', `/plan/${privatePlan}`, { token: otherStudent.token })).status,
    ).toBe(404);
    expect(ids((await server.call('GET', '/plan/list', { token: admin.token })).body)).toEqual([
      publicPlan,
      privatePlan,
    ]);
  });

  it('patches a plan and derives new prices', async () => {
    const res = await server.call('PATCH', `/plan/${publicPlan}`, {
      token: admin.token,
      body: { monthPrice: 50_000, monthDiscount: 5 },
    });
    expect(res.status).toBe(200);
    expect(res.body.prices).toEqual({ month: 47_500, quarter: 135_000, year: 480_000 });
  });

  it('soft-deletes: gone from lists, still readable by id, marked for admins', async () => {
    const made = await server.call('POST', '/plan', {
      token: admin.token,
      body: { ...basic, nameEn: 'Old', weeklyMinutes: 120 },
    });
    const id = made.body.id;
    expect((await server.call('DELETE', `/plan/${id}`, { token: admin.token })).status).toBe(200);
    expect(ids((await server.call('GET', '/plan/list')).body)).not.toContain(id);
    const read = await server.call('GET', `/plan/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.state).toBe('deleted');
    const adminList = await server.call('GET', '/plan/list', { token: admin.token });
    expect(adminList.body.list.find((p: { id: string }) => p.id === id).state).toBe('deleted');
    const patch = await server.call('PATCH', `/plan/${id}`, {
      token: admin.token,
      body: { monthPrice: 1000 },
    });
    expect(patch.status).toBe(404);
  });

  it('enforces the plan rules of spec §5 and writes nothing', async () => {
    const before = (await server.call('GET', '/plan/list', { token: admin.token })).body.total;
    for (const [body, code] of [
      [{ ...basic, weeklyMinutes: 5 }, 'plan-weekly-minutes-out-of-range'],
      [{ ...basic, weeklyMinutes: 5000 }, 'plan-weekly-minutes-out-of-range'],
      [{ ...basic, monthPrice: 0 }, 'invalid-plan-price'],
      [{ ...basic, monthPrice: 100.5 }, 'invalid-plan-price'],
      [{ ...basic, monthPrice: '450' }, 'invalid-plan-price'],
      [{ ...basic, quarterDiscount: 101 }, 'plan-discount-out-of-range'],
      [{ ...basic, yearDiscount: -1 }, 'plan-discount-out-of-range'],
      [{ ...basic, nameAr: '<script>x</script>' }, 'invalid-plan-name'],
      [{ ...basic, owner: 'me' }, 'unknown-field'],
    ] as const) {
      const res = await server.call('POST', '/plan', { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    expect((await server.call('GET', '/plan/list', { token: admin.token })).body.total).toBe(
      before,
    );
  });
});

describe('plan invites', () => {
  it('a student lists only their own; admins list and filter all', async () => {
    const mine = await server.call('GET', '/plan-invite/list', { token: student.token });
    expect(mine.status).toBe(200);
    expect(mine.body.list.every((i: { userId: string }) => i.userId === student.id)).toBe(true);
    expect(mine.body.total).toBe(1);
    const theirs = await server.call('GET', `/plan-invite/list?userId=${student.id}`, {
      token: otherStudent.token,
    });
    expect(theirs.status).toBe(403);
    const none = await server.call('GET', '/plan-invite/list', { token: otherStudent.token });
    expect(none.body).toEqual({ list: [], total: 0 });
    const all = await server.call('GET', `/plan-invite/list?planId=${privatePlan}`, {
      token: admin.token,
    });
    expect(all.body.total).toBe(1);
    expect(all.body.list[0]).toMatchObject({ userName: 'Test User', planNameAr: 'خاصة' });
  });

  it('refuses a second invite for the same pair, unknown users and plans, and non-students', async () => {
    const post = (body: unknown) =>
      server.call('POST', '/plan-invite', { token: admin.token, body });
    expect((await post({ userId: student.id, planId: privatePlan })).body.code).toBe(
      'plan-invite-exists',
    );
    expect((await post({ userId: 'ghost', planId: privatePlan })).body.code).toBe('user-not-found');
    expect((await post({ userId: student.id, planId: 'ghost' })).body.code).toBe('plan-not-found');
    expect((await post({ userId: admin.id, planId: privatePlan })).body.code).toBe(
      'student-not-found',
    );
  });

  it('moves an invite to another student with PATCH and withdraws it with DELETE', async () => {
    const { body: page } = await server.call('GET', '/plan-invite/list', { token: admin.token });
    const id = page.list[0].id;
    const moved = await server.call('PATCH', '/plan-invite', {
      token: admin.token,
      body: { id, userId: otherStudent.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.userId).toBe(otherStudent.id);
    expect(ids((await server.call('GET', '/plan/list', { token: student.token })).body)).toEqual([
      publicPlan,
    ]);
    expect((await server.call('DELETE', `/plan-invite/${id}`, { token: admin.token })).status).toBe(
      200,
    );
    const gone = await server.call('DELETE', `/plan-invite/${id}`, { token: admin.token });
    expect(gone.status).toBe(404);
    const empty = await server.call('PATCH', '/plan-invite', { token: admin.token, body: { id } });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('empty-request');
  });
});
