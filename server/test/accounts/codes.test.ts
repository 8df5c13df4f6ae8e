import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toArabicDigits } from '@kalam/shared';
import { FixedClock } from '../../src/kernel/clock.ts';
import {
  createUser,
  latestCode,
  startTestServer,
  type TestServer,
} from '../support/test-server.ts';

const clock = new FixedClock(Date.parse('2026-11-22T10:00:00Z'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

describe('confirmation codes', () => {
  it('are five digits, and a resend inside a minute answers 429', async () => {
    const user = await createUser(server, 'Student', { verifiedEmail: false });
    expect(
      (await server.call('POST', '/confirmation-code/email/send', { token: user.token })).status,
    ).toBe(200);
    expect(await latestCode(server, user.email)).toMatch(/^\d{5}$/);
    const again = await server.call('POST', '/confirmation-code/email/send', { token: user.token });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('too-many-requests');
    clock.advance(61_000);
    expect(
      (await server.call('POST', '/confirmation-code/email/send', { token: user.token })).status,
    ).toBe(200);
  });

  it('expire after ten minutes', async () => {
    const user = await createUser(server, 'Student', { verifiedEmail: false });
    await server.call('POST', '/confirmation-code/email/send', { token: user.token });
    const code = await latestCode(server, user.email);
    clock.advance(10 * 60_000 + 1);
    const res = await server.call('POST', '/confirmation-code/email/confirm', {
      token: user.token,
      body: { code },
    });
    expect(res.body.code).toBe('expired-verification-code');
  });

  it('burn after five wrong tries, even if the right one comes sixth', async () => {
    const user = await createUser(server, 'Student', { verifiedEmail: false });
    await server.call('POST', '/confirmation-code/email/send', { token: user.token });
    const code = await latestCode(server, user.email);
    const wrong = code === '11111' ? '22222' : '11111';
    for (let i = 0; i < 5; i++) {
      const res = await server.call('POST', '/confirmation-code/email/confirm', {
        token: user.token,
        body: { code: wrong },
      });
      expect(res.body.code).toBe('invalid-verification-code');
    }
    const late = await server.call('POST', '/confirmation-code/email/confirm', {
      token: user.token,
      body: { code },
    });
    expect(late.body.code).toBe('expired-verification-code');
  });

  it('verify a phone through WhatsApp to the number on record', async () => {
    const user = await createUser(server, 'Student', { verifiedPhone: false });
    const res = await server.call('POST', '/confirmation-code/phone/send', {
      token: user.token,
      body: { phone: '0155 123 4567' },
    });
    expect(res.status).toBe(200);
    const code = await latestCode(server, '+201551234567');
    const verified = await server.call('POST', '/confirmation-code/phone/verify', {
      token: user.token,
      body: { code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ phone: '+201551234567', verifiedPhone: true });
  });

  it('ask for a phone first when there is none', async () => {
    const user = await createUser(server, 'Student', { verifiedPhone: false });
    server.deps.users.update(user.id, { phone: null });
    const res = await server.call('POST', '/confirmation-code/phone/send', {
      token: user.token,
      body: {},
    });
    expect(res.body.code).toBe('phone-required');
  });

  it('confirm by the e-mailed link without a session, using the e-mail', async () => {
    const user = await createUser(server, 'Tutor', { verifiedEmail: false });
    clock.advance(61_000);
    await server.call('POST', '/confirmation-code/email/send', { token: user.token });
    const code = await latestCode(server, user.email);
    const res = await server.call('POST', '/confirmation-code/email/confirm', {
      body: { code, email: user.email },
    });
    expect(res.status).toBe(200);
    expect(res.body.verifiedEmail).toBe(true);
  });

  it('are said in both digit sets, and taken in either (the e-mail, the phone, a reset)', async () => {
    const user = await createUser(server, 'Student', {
      verifiedEmail: false,
      verifiedPhone: false,
    });
    clock.advance(61_000);
    await server.call('POST', '/confirmation-code/email/send', { token: user.token });
    const code = await latestCode(server, user.email);
    const mail = (await server.call('GET', `/dev/outbox?to=${encodeURIComponent(user.email)}`)).body
      .list[0];
    // «كود التأكيد: ٦٠٢٣٥ (60235)»: the digits the message reads, and the ones a paste may need.
    expect(mail.body).toContain(`كود التأكيد: ${toArabicDigits(code)} (${code})`);
    const email = await server.call('POST', '/confirmation-code/email/confirm', {
      token: user.token,
      body: { code: toArabicDigits(code) },
    });
    expect(email.status).toBe(200);
    expect(email.body.verifiedEmail).toBe(true);

    await server.call('POST', '/confirmation-code/phone/send', {
      token: user.token,
      body: { phone: '٠١٥٥ ١٢٣ ٤٥٦٨' },
    });
    const phoneCode = await latestCode(server, '+201551234568');
    // Eastern Arabic-Indic, as a Persian or Urdu keyboard types them.
    const eastern = phoneCode.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    const phone = await server.call('POST', '/confirmation-code/phone/verify', {
      token: user.token,
      body: { code: eastern },
    });
    expect(phone.status).toBe(200);
    expect(phone.body.verifiedPhone).toBe(true);

    clock.advance(61_000);
    await server.call('POST', '/confirmation-code/password/send', { body: { email: user.email } });
    const resetCode = await latestCode(server, user.email);
    const reset = await server.call('POST', '/confirmation-code/password/confirm', {
      body: { email: user.email, code: toArabicDigits(resetCode), password: 'newpass123' },
    });
    expect(reset.status).toBe(200);
    expect(typeof reset.body.token).toBe('string');
  });

  it('without a session, a proven address and an unknown one get the same answer', async () => {
    const proven = await createUser(server, 'Student', { verifiedEmail: true });
    const ask = (email: string) =>
      server.call('POST', '/confirmation-code/email/confirm', { body: { code: '12345', email } });
    const known = await ask(proven.email);
    const unknown = await ask(`nobody.${Date.now()}@example.com`);
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect([known.status, known.body.code]).toEqual([400, 'invalid-verification-code']);
    // Signed in, the owner is still told her address is proven.
    const own = await server.call('POST', '/confirmation-code/email/confirm', {
      token: proven.token,
      body: { code: '12345' },
    });
    expect(own.body.code).toBe('email-already-verified');
  });
});
