import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../support/test-server.ts';

// Decision 169: the admin list's totals are kept between writes to the users table, never past one.
describe('GET /user/list totals', () => {
  let server: TestServer;
  let admin: TestUser;
  const total = async (query = '') =>
    (await server.call('GET', `/user/list?size=1${query}`, { token: admin.token })).body.total;

  beforeAll(async () => {
    server = await startTestServer({ clock: new FixedClock(Date.parse('2026-11-22T10:00:00Z')) });
    admin = await createUser(server, 'RegularAdmin');
  });
  afterAll(() => server.stop());

  it('follow every new user, change of role and removal at once', async () => {
    const all = await total();
    const tutors = await total('&role=Tutor');
    expect(await total()).toBe(all);

    const tutor = await createUser(server, 'Tutor');
    expect(await total()).toBe(all + 1);
    expect(await total('&role=Tutor')).toBe(tutors + 1);

    await createUser(server, 'Student');
    expect(await total()).toBe(all + 2);
    expect(await total('&role=Tutor')).toBe(tutors + 1);

    server.deps.users.update(tutor.id, { deleted: true });
    expect(await total()).toBe(all + 1);
    expect(await total('&role=Tutor')).toBe(tutors);
  });

  it('keep each filter apart', async () => {
    const before = await total('&search=unique-name-42');
    expect(before).toBe(0);
    await createUser(server, 'Student', { name: 'unique-name-42' });
    expect(await total('&search=unique-name-42')).toBe(1);
    expect(await total('&search=unique-name-42&role=Tutor')).toBe(0);
  });
});
