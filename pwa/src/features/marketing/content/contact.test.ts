import { describe, expect, it } from 'vitest';
import { contactPage as c } from './contact.ts';

// Anyone may write here, signed in or not: no line addresses the reader in one gender.
const toTheReader = /(^|[\s،.؟])(اكتب|ابعت|ابعتلنا|اتأكد|جرّب|شوف|كلّمنا|كلّمتنا)(?=[\s،.؟]|$)/;

describe('the contact page needs no gender (decision 227)', () => {
  it('its lead, hints, buttons and messages', () => {
    const lines = [
      c.lead,
      c.form.messageHint,
      c.form.submit,
      c.form.invalidEmail,
      c.sent.text,
      c.sent.again,
      c.offline,
      c.other.whatsapp,
      c.other.faq,
    ];
    for (const line of lines) expect(line).not.toMatch(toTheReader);
    expect(c.form.submit).toBe('إرسال الرسالة');
    expect(c.form.invalidEmail).toBe('الإيميل ده مش صحيح.');
  });
});
