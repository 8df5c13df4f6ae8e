import { describe, expect, it } from 'vitest';
import { genderedWithoutThirdForm } from '../../lib/unknown-reader.ts';
import { tutorText as t } from './text.ts';

describe('the tutor screens speak to the tutor in her or his gender', () => {
  it.each([
    ['female', 'كمّلي ملفك كمدرّسة', 'خلّي الطلاب يقدروا يحجزوا معاكي'],
    ['male', 'كمّل ملفك كمدرّس', 'خلّي الطلاب يقدروا يحجزوا معاك'],
    // A new tutor before she says her gender: the profile's steps and her home need none
    // (decisions 283 and 284).
    [null, 'استكمال ملفك للتدريس', 'الطلاب يقدروا يحجزوا بعد الحاجات دي'],
  ] as const)('%s', (gender, complete, setup) => {
    expect(t.complete.title({ gender })).toBe(complete);
    expect(t.setup.title({ gender })).toBe(setup);
  });

  it.each([
    ['female', 'أكّدي رقم موبايلك', 'يحجزوا معاكي قبل', 'عرّفي نفسك للطلاب (بالعربي)'],
    ['male', 'أكّد رقم موبايلك', 'يحجزوا معاك قبل', 'عرّف نفسك للطلاب (بالعربي)'],
    [null, 'رقم الموبايل لسه', 'يحجزوا معاك قبل', 'تعريف بنفسك للطلاب (بالعربي)'],
  ] as const)('her phone and her profile text, %s', (gender, phone, why, about) => {
    expect(t.setup.unverifiedPhone({ gender }).startsWith(phone)).toBe(true);
    expect(t.account.phoneWhy({ gender })).toContain(why);
    expect(t.profile.aboutLabel({ gender })).toBe(about);
  });

  it('the steps of her profile, before she says her gender, in forms that need none', () => {
    const nobody = { gender: null };
    const lines = [
      t.complete.title(nobody),
      t.complete.choose(nobody),
      t.complete.done(nobody),
      t.profile.aboutLabel(nobody),
      t.profile.topicsBody(nobody),
      t.profile.chosen('٣', nobody),
    ];
    for (const line of lines)
      expect(line).not.toMatch(/(^|\s)(كمّل|اختار|حدّد|عرّف|اخترت|كمدرّس)(\s|[؟.،:]|$)/);
  });

  it('how many topics she chose', () => {
    expect(t.profile.chosen('٣', { gender: 'female' })).toBe('اخترتي ٣');
    expect(t.profile.chosen('٣', { gender: 'male' })).toBe('اخترت ٣');
    expect(t.profile.chosen('٣', null)).toBe('المختار: ٣');
  });

  it('a tutor manager reads her own work, in her gender', () => {
    expect(t.dashboard.managerSubtitle({ gender: 'female' })).toMatch(/^حدّدي /);
    expect(t.dashboard.managerSubtitle(null)).toMatch(/^حدّد /);
    expect(t.dashboard.managerSubtitle({ gender: 'male' })).not.toContain('حصص');
  });
});

describe('one register on the dashboard', () => {
  it('the stat cards speak the colloquial of the rest of the screen', () => {
    expect(t.stats.weekMinutes).toBe('دقايق الأسبوع ده');
  });

  it('the lessons she taught, in her gender, and in none when it is not known', () => {
    expect(t.stats.taught({ gender: 'female' })).toBe('حصص درّستيها');
    expect(t.stats.taught({ gender: 'male' })).toBe('حصص درّستها');
    expect(t.stats.taught(null)).toBe('حصص اتدرّست');
    expect(t.lessons.emptyPast({ gender: 'female' })).toBe('لسه ما درّستيش حصص');
    expect(t.lessons.emptyPast({ gender: 'male' })).toBe('لسه ما درّستش حصص');
    expect(t.lessons.emptyPast(null)).toBe('لسه مفيش حصص خلصت');
  });

  it('counts the lessons she never came to apart from her cancellations, in her gender', () => {
    expect(t.stats.absent(1, { gender: 'female' })).toBe('حصة واحدة ما دخلتيهاش');
    expect(t.stats.absent(2, { gender: 'male' })).toBe('حصتين ما دخلتهاش');
    expect(t.stats.absent(3, null)).toBe('٣ حصص من غير حضورك');
    expect(t.stats.absent(11, { gender: 'female' })).toBe('١١ حصة ما دخلتيهاش');
  });
});

// A tutor signs up saying no gender (decision 284): her home said «أكّد إيميلك.» and «كمّل ملفك»
// to her until she filled in «النوع».
describe('the home speaks to a tutor who has not said her gender in words that need none', () => {
  it('every line of the home has a form for her', () => {
    const { setup, stats, lessons } = t;
    expect(genderedWithoutThirdForm({ setup, stats, lessons, retry: t.dashboard.retry })).toEqual(
      [],
    );
  });

  it('the lines the walk found', () => {
    expect(t.setup.unverifiedEmail(null)).toBe('الإيميل لسه ما اتأكّدش.');
    expect(t.setup.missing({ gender: null })).toBe('استكمال الملف: النبذة والتعريف والموضوعات.');
  });
});
