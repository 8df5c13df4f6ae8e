import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../src/db/schema/index.ts';
import { createUser, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const message = 'أريد أن أعرف هل يوجد مدرّسون متاحون بعد العاشرة مساءً؟';
const stored = () => server.deps.db.select().from(contactRequests).all();

describe('POST /contact-request/', () => {
  it('takes a message from an anonymous visitor with a name and an e-mail', async () => {
    const res = await server.call('POST', '/contact-request/', {
      body: { title: 'مواعيد متأخرة', message, name: 'منى علي', email: 'Mona@Example.com' },
    });
    expect(res.status).toBe(201);
    expect(stored().at(-1)).toMatchObject({
      name: 'منى علي',
      email: 'mona@example.com',
      userId: null,
    });
  });

  it('knows a signed-in sender by their account', async () => {
    const student = await createUser(server, 'Student', { name: 'Omar Adel' });
    const res = await server.call('POST', '/contact-request', {
      token: student.token,
      body: { title: 'سؤال عن الباقات', message },
    });
    expect(res.status).toBe(201);
    expect(stored().at(-1)).toMatchObject({
      userId: student.id,
      name: 'Omar Adel',
      email: student.email,
    });
  });

  it.each([
    [{ title: 'مواعيد', message }, 'required'],
    [{ title: 'هـ', message, name: 'منى علي', email: 'mona@example.com' }, 'short-contact-title'],
    [
      { title: 'مواعيد متأخرة', message: 'قصير', name: 'منى علي', email: 'mona@example.com' },
      'short-contact-message',
    ],
    [
      {
        title: 'مواعيد متأخرة',
        message: `${message}<script>x</script>`,
        name: 'منى علي',
        email: 'mona@example.com',
      },
      'short-contact-message',
    ],
    [
      { title: 'مواعيد متأخرة', message, name: 'منى علي', email: 'mona@example.com', admin: true },
      'unknown-field',
    ],
  ])('refuses %j with %s and stores nothing', async (body, code) => {
    const before = stored().length;
    const res = await server.call('POST', '/contact-request/', { body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(stored()).toHaveLength(before);
  });

  it('throttles one address to five messages an hour', async () => {
    const fresh = await startTestServer();
    try {
      const send = () =>
        fresh.call('POST', '/contact-request/', {
          body: { title: 'مواعيد متأخرة', message, name: 'منى علي', email: 'mona@example.com' },
        });
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
      const sixth = await send();
      expect(sixth.status).toBe(429);
      expect(sixth.body.code).toBe('too-many-requests');
    } finally {
      await fresh.stop();
    }
  });
});
