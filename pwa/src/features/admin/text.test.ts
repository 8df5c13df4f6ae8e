import { describe, expect, it } from 'vitest';
import { adminText } from './text.ts';

describe('the back office names a person’s role in their gender', () => {
  it.each([
    ['Student', 'female', 'طالبة'],
    ['Student', 'male', 'طالب'],
    ['Tutor', 'female', 'مدرّسة'],
    ['Tutor', null, 'مدرّس'],
    ['SuperAdmin', 'female', 'سوبر أدمن'],
  ] as const)('%s, %s → %s', (role, gender, shown) => {
    expect(adminText.roleOf({ role, gender })).toBe(shown);
  });

  it('names every stored file kind in Arabic', () => {
    for (const label of Object.values(adminText.media.kinds))
      expect(label).toMatch(/^[\u0600-\u06FF\s]+$/);
  });
});

describe('the admin speaks of the person on the page in their gender', () => {
  it.each([
    ['female', 'ابعتلها كود تغيير كلمة السر', 'ألغتها هي', 'دقايق درّستها'],
    ['male', 'ابعتله كود تغيير كلمة السر', 'ألغاها هو', 'دقايق درّسها'],
    [null, 'ابعتله كود تغيير كلمة السر', 'اتلغت من المدرّس', 'دقايق درّسها'],
  ] as const)('%s', (gender, reset, cancelled, minutes) => {
    expect(adminText.user.resetPassword({ gender })).toBe(reset);
    expect(adminText.tutorStats({ gender }).cancelledByTutor).toBe(cancelled);
    expect(adminText.tutorStats({ gender }).minutesTaught).toBe(minutes);
  });
});
