import { describe, expect, it } from 'vitest';
import { genderedWithoutThirdForm } from '../../lib/unknown-reader.ts';
import { videoSpan } from '../../lib/video-span.ts';
import { aboutStep, onboardingText as t } from './text.ts';

describe('joining as a tutor speaks to the applicant in her or his gender', () => {
  it.each([
    ['female', 'احجزي المقابلة', 'ابعتي الفيديو', 'تقدري تبعتي فيديو جديد من الأحد.'],
    ['male', 'احجز المقابلة', 'ابعت الفيديو', 'تقدر تبعت فيديو جديد من الأحد.'],
    [null, 'حجز المقابلة', 'إرسال الفيديو', 'فيديو جديد ممكن يتبعت من الأحد.'],
  ] as const)('%s', (gender, book, send, retry) => {
    expect(t.booking.bookInterview({ gender })).toBe(book);
    expect(t.video.send({ gender })).toBe(send);
    expect(t.video.retryAfter('الأحد', { gender })).toBe(retry);
  });
});

// A tutor signs up saying no gender (decision 284): until she fills in «النوع» her home and her
// steps read «التسجيل من الكاميرا», not «سجّل من الكاميرا».
describe('an applicant who has not said her gender is spoken to in words that need none', () => {
  it('every line of her steps has a form for her', () => {
    const { page, steps, video, booking, home } = t;
    expect(genderedWithoutThirdForm({ page, steps, video, booking, home })).toEqual([]);
  });

  it('the lines the walk found', () => {
    expect(t.video.record(null)).toBe('التسجيل من الكاميرا');
    expect(aboutStep('intro-video', { gender: null })).toBe('فيديو تعريفي قصير بالإنجليزي.');
    expect(t.page.subtitle({})).not.toMatch(/يشوفوك|معاك/);
  });

  it('catches a line with only the two forms', () => {
    const two = (r: { gender?: 'male' | 'female' | null } | null) =>
      r?.gender === 'female' ? 'سجّلي' : 'سجّل';
    expect(genderedWithoutThirdForm({ two })).toEqual(['text.two']);
  });
});

describe('the times of applicants’ calls say they are Cairo’s (ARABIC.md)', () => {
  it('on the manager’s interviews page, as on her home', () => {
    expect(t.manager.subtitle).toMatch(/بتوقيت القاهرة\.$/);
  });

  it('on the picker, whatever zone her device is in', () => {
    expect(t.booking.pickTime({ gender: 'female' })).toBe('اختاري الساعة (بتوقيت القاهرة)');
    expect(t.booking.pickTime({ gender: 'male' })).toBe('اختار الساعة (بتوقيت القاهرة)');
  });
});

describe('the interviews and photo-session screens speak to the staff member in her or his gender', () => {
  it.each([
    ['female', 'اقبلي', 'ابعتي الرفض', 'سجّلي النتيجة', 'احجزي الميعاد', 'اختاري ملف'],
    ['male', 'اقبل', 'ابعت الرفض', 'سجّل النتيجة', 'احجز الميعاد', 'اختار ملف'],
    [null, 'اقبل', 'ابعت الرفض', 'سجّل النتيجة', 'احجز الميعاد', 'اختار ملف'],
  ] as const)('%s', (gender, approve, reject, save, schedule, choose) => {
    const reader = { gender };
    expect(t.manager.approve(reader)).toBe(approve);
    expect(t.manager.sendReject(reader)).toBe(reject);
    expect(t.manager.save(reader)).toBe(save);
    expect(t.studio.scheduleButton(reader)).toBe(schedule);
    expect(t.studio.choose(reader)).toBe(choose);
  });

  it('speaks of the tutor on the page in their gender', () => {
    expect(t.studio.activated({ gender: 'female' })).toBe('المدرّسة متفعّلة وظاهرة للطلاب.');
    expect(t.studio.activated({ gender: 'male' })).toBe('المدرّس متفعّل وظاهر للطلاب.');
    expect(t.studio.ready({ gender: 'female' })).toBe('جاهزة للتصوير');
    expect(t.studio.ready({ gender: 'male' })).toBe('جاهز للتصوير');
  });

  it('speaks of a tutor whose gender is not saved in a form that needs none', () => {
    for (const tutor of [{ gender: null }, {}, null]) {
      expect(t.studio.activated(tutor)).toBe('الحساب اتفعّل وبقى ظاهر للطلاب.');
      expect(t.studio.doneSaved(tutor)).toBe('الجلسة خلصت والحساب اتفعّل لو كل الخطوات عدّت.');
      expect(t.studio.ready(tutor)).toBe('الدور على التصوير');
      expect(t.studio.notYet({ name: 'سما', ...tutor })).toBe(
        'لسه فيه خطوات قبل التصوير في حساب سما، فالميعاد يتحدد بعدها.',
      );
    }
  });

  it('says a call’s result of the call, not of an applicant whose gender is not known', () => {
    expect([t.manager.passed, t.manager.rejected]).toEqual(['عدّت', 'ما عدّتش']);
    expect(t.manager.statuses.CanceledByTutor).toBe('اتلغت من المدرّس');
  });
});

describe('the applicant’s own steps speak to her or him in their gender', () => {
  it.each([
    ['female', 'فيديو قصير تعرّفي فيه نفسك بالإنجليزي.', 'هتتفتح لما تخلّصي الخطوة اللي قبلها.'],
    ['male', 'فيديو قصير تعرّف فيه نفسك بالإنجليزي.', 'هتتفتح لما تخلّص الخطوة اللي قبلها.'],
    [null, 'فيديو تعريفي قصير بالإنجليزي.', 'هتتفتح بعد الخطوة اللي قبلها.'],
  ] as const)('%s', (gender, about, locked) => {
    expect(aboutStep('intro-video', { gender })).toBe(about);
    expect(t.booking.locked({ gender })).toBe(locked);
    // A line with no gendered word is the same for everyone.
    expect(aboutStep('interview', { gender })).toBe('مقابلة إنجليزي نص ساعة مع مسؤول المقابلات.');
  });
});

describe('cancelling a booked time asks first', () => {
  it('the applicant in her gender, the manager and the studio by the applicant’s name', () => {
    expect(t.booking.cancelConfirm({ gender: 'female' })).toBe('متأكدة إنك عايزة تلغي الميعاد؟');
    expect(t.booking.cancelConfirm({ gender: 'male' })).toBe('متأكد إنك عايز تلغي الميعاد؟');
    expect(t.booking.cancelConfirm(null)).toBe('الميعاد يتلغي أكيد؟');
    expect(t.manager.cancelConfirm('هالة منصور')).toBe('إلغاء ميعاد هالة منصور؟');
    expect(t.studio.cancelConfirm('هالة منصور')).toBe('إلغاء ميعاد تصوير هالة منصور؟');
  });
});

describe("a step's badge agrees with the step's name", () => {
  it('says the video «اترفض» / «خلص» and the interview «اترفضت» / «خلصت»', () => {
    expect(t.stateOf('intro-video', 'refused')).toBe('اترفض');
    expect(t.stateOf('intro-video', 'passed')).toBe('خلص');
    expect(t.stateOf('interview', 'refused')).toBe('اترفضت');
    expect(t.stateOf('interview', 'passed')).toBe('خلصت');
    expect(t.stateOf('photo-session', 'booked')).toBe('محجوزة');
    expect(t.stateOf('demo-session', 'todo')).toBe('عليك الدور');
  });
});

describe('the studio is told why a shoot cannot be booked or marked over yet', () => {
  it('names the tutor in their gender when earlier steps are left', () => {
    expect(t.studio.notYet({ name: 'ليلى سامي', gender: 'female' })).toBe(
      'ليلى سامي لسه مخلّصتش الخطوات اللي قبل التصوير، فالميعاد يتحدد بعدها.',
    );
    expect(t.studio.notYet({ name: 'عمر حسن', gender: 'male' })).toContain('لسه مخلّصش');
  });

  it('says from when «التصوير خلص» shows', () => {
    expect(t.studio.doneFrom('٢ الضهر')).toBe(
      '«التصوير خلص» بيظهر هنا من ٢ الضهر، أول ما الميعاد يبدأ.',
    );
  });
});

describe("the intro video's bounds are said exactly, never rounded", () => {
  it.each([
    [45, '٤٥ ثانية'],
    [120, 'دقيقتين'],
    [90, 'دقيقة ونص'],
    [150, 'دقيقتين ونص'],
    [200, '٣ دقايق و٢٠ ثانية'],
  ])('%i s → %s', (seconds, said) => {
    expect(videoSpan(seconds)).toBe(said);
  });

  it('tells a 90-second limit as «دقيقة ونص», not «دقيقتين»', () => {
    expect(t.video.bounds(20, 90, { gender: 'male' })).toContain('من ٢٠ ثانية لـ دقيقة ونص:');
  });
});
