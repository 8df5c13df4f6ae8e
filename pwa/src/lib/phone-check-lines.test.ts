import { describe, expect, it } from 'vitest';
import { phoneCheckLines } from './phone-check-lines.ts';

describe('the phone check says why the number matters to whoever reads it', () => {
  it('a student: verified before paying and booking, and asked for again before paying', () => {
    expect(phoneCheckLines({ role: 'Student', gender: 'female' })).toEqual({
      why: 'لازم الرقم يتأكّد قبل الدفع وحجز الحصص، وعليه بتوصلك تنبيهات الحصص.',
      laterHint: 'ممكن تأكديه بعدين من الإعدادات، وهنسألك عليه قبل الدفع.',
    });
  });

  it('a tutor, who never pays or books: her interviews and lessons, and students booking her', () => {
    expect(phoneCheckLines({ role: 'Tutor', gender: 'female' })).toEqual({
      why: 'على الرقم ده بتوصلك تنبيهات المقابلة والحصص على واتساب أو تيليجرام، والطلاب مش هيقدروا يحجزوا معاكي قبل ما يتأكّد.',
      laterHint: 'ممكن تأكديه بعدين من إعدادات الحساب، ولوحتك هتفكّرك بيه.',
    });
    expect(phoneCheckLines({ role: 'Tutor', gender: 'male' }).why).toContain('يحجزوا معاك قبل');
  });

  it('a new tutor whose gender is not known yet reads lines that need none (decision 248)', () => {
    const { why, laterHint } = phoneCheckLines({ role: 'Tutor', gender: null });
    expect(why).toBe(
      'على الرقم ده بتوصل تنبيهات المقابلة والحصص على واتساب أو تيليجرام، والحجز مع الطلاب بيتفتح بعد ما يتأكّد.',
    );
    expect(laterHint).toBe('تأكيده ممكن بعدين من إعدادات الحساب، ولوحة المدرّس هتفكّر بيه.');
  });

  it.each([
    ['Tutor', null],
    ['Tutor', 'female'],
    ['Tutor', 'male'],
    ['TutorManager', 'female'],
    ['Admin', null],
  ] as const)('%s (%s) is told nothing of paying or booking a lesson', (role, gender) => {
    const { why, laterHint } = phoneCheckLines({ role, gender });
    for (const line of [why, laterHint]) expect(line).not.toMatch(/الدفع|حجز الحصص/);
  });
});
