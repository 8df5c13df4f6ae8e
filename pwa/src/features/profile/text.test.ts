import { describe, expect, it } from 'vitest';
import { profileText } from './text.ts';

describe('the profile names the role in the person’s gender', () => {
  it.each([
    ['Student', 'female', 'طالبة'],
    ['Student', 'male', 'طالب'],
    ['Student', null, 'طالب'],
    ['Tutor', 'female', 'مدرّسة'],
    ['Tutor', 'male', 'مدرّس'],
    ['SuperAdmin', 'female', 'مدير'],
    // One name for the role everywhere (ARABIC.md «Names»): the admin screens and the invite say it too.
    ['TutorManager', 'female', 'مسؤولة مقابلات'],
    ['TutorManager', 'male', 'مسؤول مقابلات'],
    ['Studio', 'female', 'فريق الاستوديو'],
  ] as const)('%s, %s → %s', (role, gender, shown) => {
    expect(profileText.role({ role, gender })).toBe(shown);
  });
});

describe('the profile speaks to its owner in her or his gender', () => {
  it.each([
    ['female', 'عدّلي بياناتك', 'لسه ما اخترتيش موضوعات.'],
    ['male', 'عدّل بياناتك', 'لسه ما اخترتش موضوعات.'],
    [null, 'عدّل بياناتك', 'لسه ما اخترتش موضوعات.'],
  ] as const)('%s', (gender, edit, none) => {
    expect(profileText.edit({ gender })).toBe(edit);
    expect(profileText.topics.none({ gender })).toBe(none);
  });
});

describe('the learning form says the aim’s length in Arabic digits', () => {
  it('names the cap it is given', () => {
    expect(profileText.learning.aimTooLong(500)).toBe('الهدف لازم يكون ٥٠٠ حرف أو أقل.');
  });
});
