import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOverviewDtoSchema,
  listOf,
  studioTutorDtoSchema,
  TUTOR_STEP_FILTERS,
  type TutorStepFilter,
} from '@kalam/shared';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';
import { insertDemoSession, insertInterview, insertIntroVideo } from '../onboarding/fixtures.ts';

// The admin's tutors lists filtered by the onboarding step (decision 255): each step lists
// exactly the tutors standing at it, and the overview counts each step's applicants with the
// same term, so the card and the list it opens show one number.

let server: TestServer;
let admin: TestUser;
let manager: TestUser;
/** Who should stand at each step, by name. */
const expected: Record<TutorStepFilter, string[]> = {
  'intro-video': [],
  interview: [],
  'demo-session': [],
  'photo-session': [],
  listed: [],
  between: [],
};

const HOUR = 3_600_000;
const TUTORS = '/user/tutor/all/for/studio';
const UNCONTACTED = '/user/tutor/list/uncontacted';

async function tutor(name: string, at: TutorStepFilter | null): Promise<TestUser> {
  const made = await createUser(server, 'Tutor', { name, activated: false });
  if (at) expected[at].push(name);
  return made;
}

beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  admin = await createUser(server, 'SuperAdmin');
  manager = await createUser(server, 'TutorManager');
  const now = server.deps.clock.now();

  // The intro video: never sent, waiting for a review, or refused — none approved yet.
  await tutor('سلمى من غير فيديو', 'intro-video');
  insertIntroVideo(server, (await tutor('مروان فيديو مستني', 'intro-video')).id, 'Pending');
  insertIntroVideo(server, (await tutor('نادية فيديو اترفض', 'intro-video')).id, 'Rejected');
  // Between two steps: her video passed and no interview is booked yet.
  insertIntroVideo(server, (await tutor('هالة بين خطوتين', 'between')).id);
  // And past the interview with no demo session booked yet.
  const interviewed = await tutor('عادل عدّى المقابلة', 'between');
  insertIntroVideo(server, interviewed.id);
  insertInterview(server, {
    intervieweeId: interviewed.id,
    interviewerId: manager.id,
    start: now - 2 * HOUR,
    status: 'Passed',
  });

  const interviewing = await tutor('كريم مقابلته محجوزة', 'interview');
  insertIntroVideo(server, interviewing.id);
  insertInterview(server, {
    intervieweeId: interviewing.id,
    interviewerId: manager.id,
    start: now + 2 * HOUR,
  });

  const demo = await tutor('دينا حصتها التجريبية محجوزة', 'demo-session');
  insertIntroVideo(server, demo.id);
  insertDemoSession(server, { tutorId: demo.id, tutorManagerId: manager.id, start: now + HOUR });

  const passed = await tutor('ليلى عدّت التجريبية', 'photo-session');
  insertIntroVideo(server, passed.id);
  insertDemoSession(server, {
    tutorId: passed.id,
    tutorManagerId: manager.id,
    start: now - HOUR,
    status: 'Passed',
  });

  // Listed: added by an admin (no onboarding), and one through onboarding and activated.
  const added = await server.call('POST', '/user/tutor/manual', {
    token: admin.token,
    body: { name: 'يوسف متضاف', email: 'added.steps@example.com', phone: '+201055500011' },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  expected.listed.push('يوسف متضاف');
  const through = await tutor('منى خلّصت', 'listed');
  server.deps.users.update(through.id, { activated: true });
  server.deps.users.upsertTutor(through.id, { onboarded: true }, now);

  // A deleted applicant stands nowhere.
  const gone = await tutor('حساب اتمسح', null);
  server.deps.users.update(gone.id, { deleted: true });
});
afterAll(() => server.stop());

async function list(path: string, query: string, token = admin.token) {
  const res = await server.call('GET', `${path}?size=100&${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return listOf(studioTutorDtoSchema).parse(res.body as unknown);
}

describe('the tutors list filtered by onboarding step', () => {
  it('lists exactly the tutors at each step, each row saying that step', async () => {
    for (const step of TUTOR_STEP_FILTERS) {
      const page = await list(TUTORS, `step=${step}`);
      expect(page.list.map((t) => t.name).sort(), step).toEqual([...expected[step]].sort());
      expect(page.total, step).toBe(expected[step].length);
      // A row between two steps stands at none of them.
      const says = step === 'between' ? null : step;
      expect(new Set(page.list.map((t) => t.step)), step).toEqual(new Set([says]));
    }
    // Unfiltered: everyone not deleted, each in exactly one of the filters.
    const all = await list(TUTORS, '');
    expect(all.total).toBe(Object.values(expected).flat().length);
  });

  it("counts on the admin overview the number the step's list shows", async () => {
    const res = await server.call('GET', '/admin/overview', { token: admin.token });
    expect(res.status).toBe(200);
    const { applicants } = adminOverviewDtoSchema.parse(res.body as unknown);
    expect(applicants).toEqual({
      introVideo: (await list(TUTORS, 'step=intro-video')).total,
      interview: (await list(TUTORS, 'step=interview')).total,
      demoSession: (await list(TUTORS, 'step=demo-session')).total,
      photoSession: (await list(TUTORS, 'step=photo-session')).total,
    });
    expect(applicants.introVideo).toBe(3);
  });

  it('keeps the search and the «not contacted» view, with the step beside them', async () => {
    expect((await list(TUTORS, 'step=intro-video&search=مروان')).list.map((t) => t.name)).toEqual([
      'مروان فيديو مستني',
    ]);
    expect((await list(TUTORS, 'step=interview&search=مروان')).total).toBe(0);
    const sara = (await list(TUTORS, 'search=سلمى')).list[0]!;
    const marked = await server.call('PUT', `/user/${sara.id}`, {
      token: admin.token,
      body: { contacted: true },
    });
    expect(marked.status).toBe(200);
    const toContact = await list(UNCONTACTED, 'step=intro-video');
    expect(toContact.list.map((t) => t.name).sort()).toEqual(
      ['مروان فيديو مستني', 'نادية فيديو اترفض'].sort(),
    );
    // The studio's order (who waits for a shoot first) still holds under a step.
    const ready = await list(TUTORS, 'step=photo-session');
    expect(ready.list[0]).toMatchObject({ name: 'ليلى عدّت التجريبية', readyForPhoto: true });
  });

  it('refuses a step it does not know with the validation envelope, in Arabic', async () => {
    for (const path of [TUTORS, UNCONTACTED]) {
      const res = await server.call('GET', `${path}?step=video`, { token: admin.token });
      expect(res.status).toBe(400);
      const body = res.body as {
        code: string;
        message: string;
        details: { path: string; code: string; message: string }[];
      };
      expect(body.code).toBe('invalid-type');
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
      expect(body.details).toEqual([
        { path: 'step', code: 'invalid-type', message: expect.stringMatching(/[\u0600-\u06FF]/) },
      ]);
    }
  });

  it('answers no student or tutor, filtered or not', async () => {
    const student = await createUser(server, 'Student');
    const applicant = await createUser(server, 'Tutor', { activated: false });
    for (const who of [student, applicant])
      for (const path of [TUTORS, UNCONTACTED]) {
        const res = await server.call('GET', `${path}?step=intro-video`, { token: who.token });
        expect(res.status, `${who.role} ${path}`).toBe(403);
        expect((res.body as { code: string }).code).toBe('forbidden');
      }
  });

  it('declares the step in the OpenAPI document, with its values', async () => {
    const res = await server.call('GET', '/openapi.json');
    const doc = res.body as {
      paths: Record<string, { get: { parameters: { name: string; schema: unknown }[] } }>;
    };
    for (const path of [TUTORS, UNCONTACTED]) {
      const step = doc.paths[`/api/v1${path}`]!.get.parameters.find((p) => p.name === 'step');
      expect(step?.schema, path).toMatchObject({ enum: [...TUTOR_STEP_FILTERS] });
    }
  });
});
