import { describe, expect, it } from 'vitest';
import { stateLabel, uploadsText as t } from './text.ts';

const sara = { gender: 'female' as const };
const ahmed = { gender: 'male' as const };

describe('the uploads screen speaks to the reader in her or his gender', () => {
  it('the pick button', () => {
    expect(t.pick(sara)).toBe('اختاري فيديوهات');
    expect(t.pick(ahmed)).toBe('اختار فيديوهات');
    expect(t.pick(null)).toBe('اختار فيديوهات');
    expect(t.subtitle(sara)).toContain('وسيبيه يترفع. لو النت فصل أو قفلتي البرنامج');
  });

  it('a signed-out upload asks her to sign in; nobody known reads a line with no gender', () => {
    expect(stateLabel('needs-sign-in', sara)).toBe('سجّلي دخولك عشان الرفع يكمّل');
    expect(stateLabel('needs-sign-in', ahmed)).toBe('سجّل دخولك عشان الرفع يكمّل');
    expect(stateLabel('needs-sign-in', null)).toBe('الرفع هيكمّل بعد تسجيل الدخول');
    expect(stateLabel('uploading', sara)).toBe('بيترفع');
  });
});
