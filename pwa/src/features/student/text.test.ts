import { describe, expect, it } from 'vitest';
import { studentText as t } from './text.ts';

const sara = { gender: 'female' as const };
const omar = { gender: 'male' as const };
const unknown = { gender: null };

describe('the student dashboard and settings speak to the student in her or his gender', () => {
  it('the calls to act', () => {
    expect(t.dashboard.findTutor(sara)).toBe('احجزي حصة');
    expect(t.dashboard.findTutor(omar)).toBe('احجز حصة');
    expect(t.dashboard.findTutor(unknown)).toBe('احجز حصة');
    expect(t.minutes.plans(sara)).toBe('اختاري باقة');
    expect(t.minutes.plans(omar)).toBe('اختار باقة');
    expect(t.next.join(sara)).toBe('ادخلي الحصة');
    expect(t.settings.notifications.legend(sara)).toBe('تفضّلي توصلك التنبيهات فين؟');
    expect(t.settings.notifications.legend(null)).toBe('تفضّل توصلك التنبيهات فين؟');
  });

  it('what she or he did, with a counted noun inside', () => {
    expect(t.minutes.used(30, sara)).toBe('استخدمتي ٣٠ دقيقة');
    expect(t.minutes.used(3, omar)).toBe('استخدمت ٣ دقايق');
    expect(t.overview.lessons(sara)).toBe('حصص خلّصتيها');
  });

  it('every tour step reads in her form', () => {
    const steps = t.tour.steps.map((step) => step.body(sara));
    expect(steps[1]).toBe(
      'اختاري مدرّس، وبعدين اليوم والمدة (١٥ أو ٣٠ دقيقة) والميعاد الفاضي عنده.',
    );
    expect(t.tour.steps[1]!.title(sara)).toBe('احجزي حصة');
  });
});

describe('a past lesson’s length on the dashboard', () => {
  it('is written out, not abbreviated to «د»', () => {
    expect(t.past.duration(15)).toBe('١٥ دقيقة');
    expect(t.past.duration(30)).toBe('٣٠ دقيقة');
  });
});
