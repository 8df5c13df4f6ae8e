import { describe, expect, it } from 'vitest';
import { lessonsText as t } from './text.ts';

const sara = { gender: 'female' as const };
const ahmed = { gender: 'male' as const };

describe('the lesson screens speak to the reader in her or his gender', () => {
  it('to the reader', () => {
    expect(t.join(sara)).toBe('ادخلي الحصة');
    expect(t.join(ahmed)).toBe('ادخل الحصة');
    expect(t.join(null)).toBe('ادخل الحصة');
    expect(t.lesson.move(sara)).toBe('غيّري الميعاد');
    expect(t.cancelledBy.you(sara)).toBe('إنتي لغيتيها');
    expect(t.cancelledBy.you(ahmed)).toBe('إنت لغيتها');
    // The tutor by name (a lesson carries no gender of its members); no gender, a noun.
    expect(t.lesson.rate('أحمد حسن', sara)).toBe('قيّمي أحمد حسن');
    expect(t.lesson.rate('أحمد حسن', ahmed)).toBe('قيّم أحمد حسن');
    expect(t.lesson.rate('أحمد حسن', null)).toBe('تقييم أحمد حسن');
  });
  it('about the other member, neutral when the gender is not known', () => {
    expect(t.cancelledBy.other('منى', sara)).toBe('منى لغتها');
    expect(t.cancelledBy.other('أحمد', ahmed)).toBe('أحمد لغاها');
    expect(t.cancelledBy.other('أحمد', null)).toBe('من ناحية أحمد');
  });
  it('a lesson the tutor never came to: what happened, not who cancelled (decision 242)', () => {
    expect(t.cancelledBy.absent.tutor(ahmed)).toBe('عشان ما دخلتش الحصة');
    expect(t.cancelledBy.absent.tutor(sara)).toBe('عشان ما دخلتيش الحصة');
    expect(t.cancelledBy.absent.student('أحمد حسن')).toBe('بسبب غياب أحمد حسن');
  });
});

describe('a tutor cancelling is told of the lesson’s student by name', () => {
  it('in the tutor’s gender, with no masculine «الطالب هيرجعله» about a woman', () => {
    const line = t.lesson.tutorCancels('سارة محمود', { gender: 'male' });
    expect(line).toBe('لو لغيت الحصة، دقايقها هترجع لرصيد سارة محمود.');
    expect(t.lesson.tutorCancels('سارة محمود', { gender: 'female' })).toBe(
      'لو لغيتي الحصة، دقايقها هترجع لرصيد سارة محمود.',
    );
    expect(line).not.toContain('هيرجعله');
  });
});

describe('the lesson page and the cancel dialog say the window in force (decision 275)', () => {
  it('in its words, whatever an admin set', () => {
    expect(t.lesson.lateNow(sara, '٣٠ دقيقة')).toBe(
      'فاضل أقل من ٣٠ دقيقة على الحصة: لو لغيتيها دلوقتي دقايقها هتتحسب من الأسبوع.',
    );
    expect(t.lesson.minutesCounted('ساعتين')).toBe(
      'دقايقها اتحسبت من الأسبوع، لأنها اتلغت قبل الميعاد بأقل من ساعتين.',
    );
    expect(t.cancelDialog.late('٣ ساعات')).toBe(
      'الحصة هتتلغي، بس دقايقها هتتحسب لأن فاضل أقل من ٣ ساعات.',
    );
  });
});
