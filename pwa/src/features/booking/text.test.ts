import { describe, expect, it } from 'vitest';
import { bookingText } from './text.ts';

describe('the booking dialog has one name for every reader (decision 290)', () => {
  it('«حجز حصة مع …», never «احجز/احجزي حصة مع …»', () => {
    expect(bookingText.dialog.title('أحمد حسن')).toBe('حجز حصة مع أحمد حسن');
  });
});

describe('the booking steps speak to the student, and of the tutor, in their gender', () => {
  const sara = { gender: 'female' as const };
  const omar = { gender: 'male' as const };
  it('to the student', () => {
    expect(bookingText.dialog.moveTitle('أحمد', sara)).toBe('غيّري ميعاد حصتك مع أحمد');
    expect(bookingText.dialog.moveTitle('أحمد', omar)).toBe('غيّر ميعاد حصتك مع أحمد');
    expect(bookingText.dialog.pickTime(sara)).toBe('اختاري الميعاد');
    expect(bookingText.ways.plans(sara)).toBe('اختاري باقة');
    expect(bookingText.ways['other-tutor'](omar)).toBe('دوّر على مدرّس تاني');
    expect(bookingText.ways['other-tutor'](null)).toBe('دوّر على مدرّس تاني');
  });
  it('about the tutor', () => {
    expect(bookingText.noAbout(sara)).toBe('المدرّسة لسه ما كتبتش نبذة عن نفسها.');
    expect(bookingText.noAbout(omar)).toBe('المدرّس لسه ما كتبش نبذة عن نفسه.');
    expect(bookingText.specialities(sara)).toBe('بتدرّس إيه');
  });
});

describe('a booking refusal speaks to the student in her gender', () => {
  it('her form, and his from the catalogue', () => {
    expect(bookingText.problems['subscription-required']!({ gender: 'female' })).toBe(
      'محتاجة باقة شغّالة عشان تحجزي. اختاري باقة الأول.',
    );
    expect(bookingText.problems['subscription-required']!({ gender: 'male' })).toBe(
      'محتاج باقة شغّالة عشان تحجز. اختار باقة الأول.',
    );
    expect(bookingText.problems['unverified-email']!(null)).toBe('أكّد إيميلك الأول.');
  });
});

describe('a tutor with no free time this week', () => {
  it('is named in a line that needs no gender, and the way forward is another tutor', () => {
    expect(bookingText.dialog.noTimesThisWeek('أحمد حسن')).toBe(
      'مفيش مواعيد فاضية مع أحمد حسن الأسبوع ده.',
    );
    expect(bookingText.ways['other-tutor']({ gender: 'female' })).toBe('دوّري على مدرّس تاني');
  });
});

describe('a time taken meanwhile', () => {
  it('is said of the time, with no masculine «المدرّس مشغول» about a woman tutor', () => {
    expect(bookingText.problems['busy-tutor']?.({ gender: 'female' })).toBe(
      'الوقت ده مبقاش فاضي، اختاري وقت تاني.',
    );
    expect(bookingText.problems['busy-tutor']?.({ gender: 'male' })).toBe(
      'الوقت ده مبقاش فاضي، اختار وقت تاني.',
    );
  });
});

describe('the cancellation rule says the window in force (decision 275)', () => {
  const sara = { gender: 'female' as const };
  it('joins «بـ» to the words, and sets it apart before a number', () => {
    expect(bookingText.dialog.cancelRule(sara, 'ساعتين')).toBe(
      'تقدري تلغي أو تغيّري الميعاد مجانًا لحد قبل الحصة بساعتين، والدقايق ترجعلك.',
    );
    expect(bookingText.dialog.cancelRule({ gender: 'male' }, '٣٠ دقيقة')).toBe(
      'تقدر تلغي أو تغيّر الميعاد مجانًا لحد قبل الحصة بـ\u00a0٣٠ دقيقة، والدقايق ترجعلك.',
    );
    expect(bookingText.dialog.cancelRuleLate(sara, '٣٠ دقيقة')).toBe(
      'الحصة بعد أقل من ٣٠ دقيقة: لو لغيتيها أو غيّرتي ميعادها، دقايقها مش هترجعلك.',
    );
  });
});

describe('the one-lesson-at-a-time note beside «احجز حصة» (spec §6)', () => {
  it('says the rule and its reason in her, his or no gender', () => {
    const reason = 'الحجز حصة واحدة في المرة علشان المواعيد تفضل متاحة للكل';
    expect(bookingText.limit.why({ gender: 'female' })).toContain(`${reason}، وتقدري تحجزي`);
    expect(bookingText.limit.why({ gender: 'male' })).toContain(`${reason}، وتقدر تحجز`);
    expect(bookingText.limit.why(null)).toContain(`${reason}، وحجز اللي بعدها بيتفتح`);
    expect(bookingText.limit.see(null)).toBe('تفاصيل حصتك');
  });
});
