import { describe, expect, it } from 'vitest';
import { gendered } from '../src/i18n/gendered.ts';
import { count, say } from '../src/i18n/say.ts';

/*
 * ARABIC.md «Plurals»: every counted noun at 0, 1, 2, 3, 11 and 100 (the six categories of
 * `Intl.PluralRules('ar')`), and «Gender»: phrases about or to a person in both genders.
 */
const AT = [0, 1, 2, 3, 11, 100] as const;

describe('counted nouns read as Arabic counts them', () => {
  const table: Record<string, readonly string[]> = {
    lessons: ['مفيش حصص', 'حصة واحدة', 'حصتين', '٣ حصص', '١١ حصة', '١٠٠ حصة'],
    minutes: ['٠ دقيقة', 'دقيقة واحدة', 'دقيقتين', '٣ دقايق', '١١ دقيقة', '١٠٠ دقيقة'],
    hours: ['٠ ساعة', 'ساعة واحدة', 'ساعتين', '٣ ساعات', '١١ ساعة', '١٠٠ ساعة'],
    days: ['٠ يوم', 'يوم واحد', 'يومين', '٣ أيام', '١١ يوم', '١٠٠ يوم'],
    months: ['٠ شهر', 'شهر واحد', 'شهرين', '٣ شهور', '١١ شهر', '١٠٠ شهر'],
    slots: ['مفيش مواعيد', 'ميعاد واحد', 'ميعادين', '٣ مواعيد', '١١ ميعاد', '١٠٠ ميعاد'],
    tutors: ['مفيش مدرّسين', 'مدرّس واحد', 'مدرّسين اتنين', '٣ مدرّسين', '١١ مدرّس', '١٠٠ مدرّس'],
    students: ['مفيش طلاب', 'طالب واحد', 'طالبين', '٣ طلاب', '١١ طالب', '١٠٠ طالب'],
    reviews: ['مفيش تقييمات', 'تقييم واحد', 'تقييمين', '٣ تقييمات', '١١ تقييم', '١٠٠ تقييم'],
    messages: ['مفيش رسايل', 'رسالة واحدة', 'رسالتين', '٣ رسايل', '١١ رسالة', '١٠٠ رسالة'],
    seconds: ['٠ ثانية', 'ثانية واحدة', 'ثانيتين', '٣ ثواني', '١١ ثانية', '١٠٠ ثانية'],
    instalments: ['٠ دفعة', 'دفعة واحدة', 'دفعتين', '٣ دفعات', '١١ دفعة', '١٠٠ دفعة'],
    characters: ['٠ حرف', 'حرف واحد', 'حرفين', '٣ حروف', '١١ حرف', '١٠٠ حرف'],
  };
  for (const [id, forms] of Object.entries(table)) {
    it(id, () => {
      expect(AT.map((n) => count(id as Parameters<typeof count>[0], n))).toEqual(forms);
    });
  }

  it('phrases built on a count agree with it', () => {
    expect(AT.map((n) => say('minutesLeft', { count: n }))).toEqual([
      'مفيش دقايق فاضلة الأسبوع ده.',
      'فاضلّك دقيقة واحدة الأسبوع ده.',
      'فاضلّك دقيقتين الأسبوع ده.',
      'فاضلّك ٣ دقايق الأسبوع ده.',
      'فاضلّك ١١ دقيقة الأسبوع ده.',
      'فاضلّك ١٠٠ دقيقة الأسبوع ده.',
    ]);
    expect(AT.map((n) => count('withStudents', n))).toEqual([
      'لسه مفيش طلاب',
      'مع طالب واحد',
      'مع طالبين',
      'مع ٣ طلاب',
      'مع ١١ طالب',
      'مع ١٠٠ طالب',
    ]);
    expect(AT.map((n) => say('shownOfTutors', { total: n, shown: '٣' }))).toEqual([
      'مفيش مدرّسين',
      'مدرّس واحد',
      'مدرّسين اتنين',
      '٣ من ٣ مدرّسين',
      '٣ من ١١ مدرّس',
      '٣ من ١٠٠ مدرّس',
    ]);
    expect(AT.map((n) => say('lessonsTaught', { count: n, gender: 'male' }))).toEqual([
      'لسه جديد في كلام',
      'درّس حصة واحدة',
      'درّس حصتين',
      'درّس ٣ حصص',
      'درّس ١١ حصة',
      'درّس ١٠٠ حصة',
    ]);
    expect(AT.map((n) => say('lessonsTaught', { count: n, gender: 'female' }))).toEqual([
      'لسه جديدة في كلام',
      'درّست حصة واحدة',
      'درّست حصتين',
      'درّست ٣ حصص',
      'درّست ١١ حصة',
      'درّست ١٠٠ حصة',
    ]);
  });
});

describe('when something comes', () => {
  it('reads as people say it', () => {
    expect(AT.map((n) => say('comingWithin', { count: n }))).toEqual([
      'دلوقتي',
      'كمان دقيقة',
      'كمان دقيقتين',
      'كمان ٣ دقايق',
      'كمان ١١ دقيقة',
      'كمان ١٠٠ دقيقة',
    ]);
    expect(AT.map((n) => say('comingWithinSeconds', { count: n }))).toEqual([
      'دلوقتي',
      'كمان ثانية',
      'كمان ثانيتين',
      'كمان ٣ ثواني',
      'كمان ١١ ثانية',
      'كمان ١٠٠ ثانية',
    ]);
    expect(say('comingTomorrow', { time: '٤ العصر' })).toBe('بكرة الساعة ٤ العصر');
  });
});

describe('a person is spoken of and to in their gender', () => {
  it('about a person', () => {
    expect(say('notJoinedYet', { gender: 'female', name: 'منى' })).toBe('منى لسه ما دخلتش');
    expect(say('notJoinedYet', { gender: 'male', name: 'أحمد' })).toBe('أحمد لسه ما دخلش');
    expect(say('notJoinedYet', { gender: 'other', name: 'Sam' })).toBe('Sam لسه مش في الغرفة');
    expect(say('typing', { gender: 'female', name: 'منى' })).toBe('منى بتكتب…');
    expect(say('typing', { gender: 'male', name: 'أحمد' })).toBe('أحمد بيكتب…');
    expect(say('tutorRole', { gender: 'female' })).toBe('مدرّسة');
    expect(say('studentRole', { gender: 'male' })).toBe('طالب');
  });

  it('to the person reading', () => {
    expect(say('youAreOffline', { gender: 'female' })).toBe('إنتي مش متصلة بالإنترنت دلوقتي.');
    expect(say('youAreOffline', { gender: 'male' })).toBe('إنت مش متصل بالإنترنت دلوقتي.');
    expect(say('youAreOffline', { gender: 'other' })).toBe('مفيش اتصال بالإنترنت دلوقتي.');
    expect(say('book', { gender: 'female' })).toBe('احجزي');
    // A visitor (or an account with no gender) reads a noun, as decision 227's buttons do.
    expect(say('book', { gender: 'other' })).toBe('حجز');
    expect(say('messageTutor', { gender: 'male' })).toBe('ابعت رسالة');
  });

  it('one phrase in both forms, by the person (decision 207)', () => {
    const forms = { female: 'اختاري باقة', male: 'اختار باقة' };
    expect(gendered({ gender: 'female' }, forms)).toBe('اختاري باقة');
    expect(gendered({ gender: 'male' }, forms)).toBe('اختار باقة');
    expect(gendered(null, forms)).toBe('اختار باقة');
    expect(gendered({ gender: null }, { ...forms, other: 'اختيار باقة' })).toBe('اختيار باقة');
    // A value is shown as written, never read as ICU syntax.
    expect(gendered({ gender: 'female' }, { female: '{name} هي', male: 'x' })).toBe('{name} هي');
  });

  it('refuses a message without its values rather than showing a hole', () => {
    expect(() => say('typing', { gender: 'male' })).toThrow();
  });
});
