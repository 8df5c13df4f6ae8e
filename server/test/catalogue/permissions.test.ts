import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '@kalam/shared';
import type { Caller } from '../../src/kernel/caller.ts';
import {
  createUser,
  ROLES,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { listedTutor } from './helpers.ts';

let server: TestServer;
const users = {} as Record<UserRole, TestUser>;
let other: TestUser;
let tutor: TestUser;
let adminCaller: Caller;
let topicId: string;
let planId: string;
let privatePlanId: string;
let couponId: string;
let inviteId: string;
let counter = 0;

const plan = {
  nameAr: 'الأساسية',
  nameEn: 'Basic',
  weeklyMinutes: 60,
  monthPrice: 45_000,
  monthDiscount: 0,
  quarterDiscount: 10,
  yearDiscount: 20,
  inviteOnly: false,
  maxLessons: null,
};
const inAMonth = () => server.deps.clock.now() + 30 * 86_400_000;
const fresh = () => `${(counter += 1)}`.padStart(4, '0');

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  for (const role of ROLES) users[role] = await createUser(server, role);
  other = await createUser(server, 'Student');
  tutor = await listedTutor(server, { name: 'أحمد حسن' });
  adminCaller = {
    id: users.SuperAdmin.id,
    role: 'SuperAdmin',
    verifiedEmail: true,
    verifiedPhone: true,
    activated: true,
    name: 'admin',
  };
  const d = server.deps;
  topicId = d.topicsService.create({ nameAr: 'المحادثة', nameEn: 'Conversation' }).id;
  planId = d.plansService.create(plan).id;
  privatePlanId = d.plansService.create({ ...plan, nameEn: 'Private', inviteOnly: true }).id;
  couponId = d.couponsService.create(adminCaller, {
    code: 'CHECKME1',
    discount: 10,
    maxDiscount: 5000,
    expiresAt: inAMonth(),
  }).id;
  inviteId = (await d.invitesService.create(adminCaller, { email: 'x@example.com', role: 'Tutor' }))
    .id;
});
afterAll(() => server.stop());

type Who = 'anonymous' | UserRole;
const WHO: Who[] = ['anonymous', ...ROLES];
interface Request {
  method: string;
  path: string;
  body?: unknown;
}
interface Row {
  call: string;
  request: () => Request | Promise<Request>;
  expect: Record<Who, number>;
}

const all = (status: number): Record<Who, number> =>
  Object.fromEntries(WHO.map((w) => [w, status])) as Record<Who, number>;
const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
const admins = (status: number) => ({
  ...signedIn(403),
  RegularAdmin: status,
  SuperAdmin: status,
});
const studioAndAdmins = (status: number) => ({ ...admins(status), Studio: status });

const ROWS: Row[] = [
  {
    call: 'GET /user/tutor/list/onboarded',
    request: () => ({ method: 'GET', path: '/user/tutor/list/onboarded' }),
    expect: all(200),
  },
  {
    call: 'GET /user/tutor/info/{id}',
    request: () => ({ method: 'GET', path: `/user/tutor/info/${tutor.id}` }),
    expect: all(200),
  },
  {
    call: 'GET /user/tutor/{id}/busy',
    request: () => ({
      method: 'GET',
      path: `/user/tutor/${tutor.id}/busy?from=2026-11-22T00:00:00Z&to=2026-11-23T00:00:00Z`,
    }),
    expect: all(200),
  },
  {
    call: 'GET /topic/list',
    request: () => ({ method: 'GET', path: '/topic/list' }),
    expect: all(200),
  },
  {
    call: 'POST /topic',
    request: () => ({
      method: 'POST',
      path: '/topic/',
      body: { nameAr: `سفر ${fresh()}`, nameEn: `T${fresh()}` },
    }),
    expect: admins(201),
  },
  {
    call: 'PUT /topic/{id}',
    request: () => ({ method: 'PUT', path: `/topic/${topicId}`, body: { nameAr: 'المحادثة' } }),
    expect: admins(200),
  },
  {
    call: 'DELETE /topic/{id}',
    request: () => {
      const id = server.deps.topicsService.create({
        nameAr: `مؤقت ${fresh()}`,
        nameEn: `D${fresh()}`,
      }).id;
      return { method: 'DELETE', path: `/topic/${id}` };
    },
    expect: admins(200),
  },
  {
    call: 'GET /topic/of/user',
    request: () => ({ method: 'GET', path: '/topic/of/user' }),
    expect: signedIn(200),
  },
  ...(['POST', 'DELETE', 'PATCH'] as const).map((method): Row => ({
    call: `${method} /topic/of/user`,
    request: () => ({ method, path: '/topic/of/user', body: { topicIds: [topicId] } }),
    expect: signedIn(200),
  })),
  {
    call: 'GET /topic/of/user?userId={another}',
    request: () => ({ method: 'GET', path: `/topic/of/user?userId=${other.id}` }),
    expect: admins(200),
  },
  {
    call: 'PATCH /topic/of/user {userId: another}',
    request: () => ({
      method: 'PATCH',
      path: '/topic/of/user',
      body: { topicIds: [topicId], userId: other.id },
    }),
    expect: admins(200),
  },
  {
    call: 'POST /plan',
    request: () => ({ method: 'POST', path: '/plan', body: plan }),
    expect: admins(201),
  },
  {
    call: 'PATCH /plan/{id}',
    request: () => ({ method: 'PATCH', path: `/plan/${planId}`, body: { monthPrice: 46_000 } }),
    expect: admins(200),
  },
  {
    call: 'DELETE /plan/{id}',
    request: () => ({
      method: 'DELETE',
      path: `/plan/${server.deps.plansService.create(plan).id}`,
    }),
    expect: admins(200),
  },
  {
    call: 'GET /plan/{public}',
    request: () => ({ method: 'GET', path: `/plan/${planId}` }),
    expect: all(200),
  },
  {
    call: 'GET /plan/{invite-only, not invited}',
    request: () => ({ method: 'GET', path: `/plan/${privatePlanId}` }),
    expect: { ...all(404), RegularAdmin: 200, SuperAdmin: 200 },
  },
  {
    call: 'GET /plan/list',
    request: () => ({ method: 'GET', path: '/plan/list' }),
    expect: all(200),
  },
  {
    call: 'GET /plan-invite/list',
    request: () => ({ method: 'GET', path: '/plan-invite/list' }),
    expect: { ...admins(200), Student: 200 },
  },
  {
    call: 'GET /plan-invite/list?userId={another}',
    request: () => ({ method: 'GET', path: `/plan-invite/list?userId=${other.id}` }),
    expect: admins(200),
  },
  {
    call: 'POST /plan-invite',
    request: () => ({
      method: 'POST',
      path: '/plan-invite',
      body: { userId: other.id, planId: server.deps.plansService.create(plan).id },
    }),
    expect: admins(201),
  },
  {
    call: 'PATCH /plan-invite',
    request: () => {
      const d = server.deps;
      const invite = d.planInvitesService.create(adminCaller, {
        userId: other.id,
        planId: d.plansService.create(plan).id,
      });
      return {
        method: 'PATCH',
        path: '/plan-invite',
        body: { id: invite.id, planId: d.plansService.create(plan).id },
      };
    },
    expect: admins(200),
  },
  {
    call: 'DELETE /plan-invite/{id}',
    request: () => {
      const d = server.deps;
      const invite = d.planInvitesService.create(adminCaller, {
        userId: other.id,
        planId: d.plansService.create(plan).id,
      });
      return { method: 'DELETE', path: `/plan-invite/${invite.id}` };
    },
    expect: admins(200),
  },
  {
    call: 'POST /coupon',
    request: () => ({
      method: 'POST',
      path: '/coupon',
      body: {
        code: `NEW${fresh()}`,
        discount: 5,
        maxDiscount: 1000,
        expiresAt: new Date(inAMonth()).toISOString(),
      },
    }),
    expect: admins(201),
  },
  {
    call: 'PUT /coupon/{id}',
    request: () => ({ method: 'PUT', path: `/coupon/${couponId}`, body: { discount: 12 } }),
    expect: admins(200),
  },
  {
    call: 'DELETE /coupon/{id}',
    request: () => {
      const id = server.deps.couponsService.create(adminCaller, {
        code: `DEL${fresh()}`,
        discount: 5,
        maxDiscount: 1000,
        expiresAt: inAMonth(),
      }).id;
      return { method: 'DELETE', path: `/coupon/${id}` };
    },
    expect: admins(200),
  },
  {
    call: 'GET /coupon/{id}',
    request: () => ({ method: 'GET', path: `/coupon/${couponId}` }),
    expect: admins(200),
  },
  {
    call: 'GET /coupon/code/{code}',
    request: () => ({ method: 'GET', path: '/coupon/code/CHECKME1' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /coupon/list',
    request: () => ({ method: 'GET', path: '/coupon/list' }),
    expect: admins(200),
  },
  {
    call: 'POST /invite',
    request: () => ({
      method: 'POST',
      path: '/invite',
      body: { email: `person${fresh()}@example.com`, role: 'Tutor' },
    }),
    expect: admins(201),
  },
  {
    call: 'PUT /invite/{id}',
    request: () => ({ method: 'PUT', path: `/invite/${inviteId}`, body: { role: 'Studio' } }),
    expect: admins(200),
  },
  {
    call: 'DELETE /invite/{id}',
    request: async () => {
      const invite = await server.deps.invitesService.create(adminCaller, {
        email: `gone${fresh()}@example.com`,
        role: 'Student',
      });
      return { method: 'DELETE', path: `/invite/${invite.id}` };
    },
    expect: admins(200),
  },
  {
    call: 'GET /invite/{id}',
    request: () => ({ method: 'GET', path: `/invite/${inviteId}` }),
    expect: admins(200),
  },
  {
    call: 'GET /invite/list',
    request: () => ({ method: 'GET', path: '/invite/list' }),
    expect: admins(200),
  },
  {
    call: 'DELETE /cache/flush',
    request: () => ({ method: 'DELETE', path: '/cache/flush' }),
    expect: admins(200),
  },
  {
    call: 'GET /user/list',
    request: () => ({ method: 'GET', path: '/user/list' }),
    expect: admins(200),
  },
  {
    call: 'GET /user/interviewer/select',
    request: () => ({ method: 'GET', path: '/user/interviewer/select' }),
    // Tutor applicants choose their interviewer too (decision 110).
    expect: { ...admins(200), Tutor: 200 },
  },
  {
    call: 'GET /user/tutor/{tutorId}/for/studio',
    request: () => ({ method: 'GET', path: `/user/tutor/${tutor.id}/for/studio` }),
    expect: studioAndAdmins(200),
  },
  {
    call: 'GET /user/tutor/all/for/studio',
    request: () => ({ method: 'GET', path: '/user/tutor/all/for/studio' }),
    expect: studioAndAdmins(200),
  },
  {
    call: 'GET /user/tutor/list/uncontacted',
    request: () => ({ method: 'GET', path: '/user/tutor/list/uncontacted' }),
    expect: admins(200),
  },
  {
    call: 'GET /user/studio/list',
    request: () => ({ method: 'GET', path: '/user/studio/list' }),
    expect: admins(200),
  },
];

describe('who may call what (catalogue and back office)', () => {
  for (const row of ROWS) {
    it.each(WHO)(`${row.call} as %s`, async (who) => {
      const { method, path, body } = await row.request();
      const token = who === 'anonymous' ? undefined : users[who].token;
      const res = await server.call(method, path, { token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(row.expect[who]);
      if (res.status === 401) expect(res.body.code).toBe('unauthenticated');
      if (res.status === 403)
        expect(res.body).toMatchObject({
          code: 'forbidden',
          message: 'مش مسموح لحسابك يعمل ده.',
        });
    });
  }
});
