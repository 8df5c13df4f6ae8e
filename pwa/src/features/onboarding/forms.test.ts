import { describe, expect, it } from 'vitest';
import { errorMessage, issueCode } from '@kalam/shared';
import type { z } from 'zod';
import {
  demoDecisionSchema,
  interviewCorrectionSchema,
  interviewDecisionSchema,
  photoSessionFormSchema,
  rejectVideoSchema,
} from './forms.ts';

/** Field → the Arabic message the form shows under it. */
function refusals(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues)
    out[issue.path.join('.')] ??= errorMessage(issueCode(issue));
  return out;
}

describe('onboarding form rules (shared, in Arabic)', () => {
  it('a decision needs feedback and a level from 1 to 10; the note is optional', () => {
    expect(
      refusals(interviewDecisionSchema, { status: 'Passed', feedback: ' ', level: '' }),
    ).toEqual({
      feedback: 'الخانة دي مطلوبة.',
      level: 'الخانة دي مطلوبة.',
    });
    expect(
      refusals(interviewDecisionSchema, { status: 'Passed', feedback: 'قصير', level: '11' }),
    ).toEqual({
      feedback: errorMessage('short-interview-feedback'),
      level: errorMessage('interview-level-too-high'),
    });
    // Which rule failed, in the field's own name (STYLE 8): «أعلى من المسموح» said neither.
    expect(errorMessage('interview-level-too-high')).toBe(
      'مستوى الإنجليزي لازم يكون ١٠ أو أقل (من ١ لـ ١٠).',
    );
    expect(errorMessage('interview-level-too-low')).toBe(
      'مستوى الإنجليزي لازم يكون ١ أو أكتر (من ١ لـ ١٠).',
    );
    const ok = interviewDecisionSchema.parse({
      status: 'Rejected',
      feedback: 'النطق محتاج شغل كتير',
      note: '',
      level: '4',
    });
    expect(ok).toEqual({ status: 'Rejected', feedback: 'النطق محتاج شغل كتير', level: 4 });
    // The level as it is shown and typed, in Arabic-Indic digits.
    expect(
      interviewDecisionSchema.parse({ status: 'Passed', feedback: 'إنجليزي ممتاز', level: '٨' })
        .level,
    ).toBe(8);
  });

  it("a decided interview's notes and level are corrected without its result (decision 110)", () => {
    expect(
      interviewCorrectionSchema.parse({
        status: 'Passed',
        feedback: 'Clear and fluent.',
        note: '',
        level: '٧',
      }),
    ).toEqual({ feedback: 'Clear and fluent.', level: 7 });
    expect(
      refusals(interviewCorrectionSchema, { feedback: 'Clear and fluent.', level: '11' }),
    ).toEqual({ level: errorMessage('interview-level-too-high') });
  });

  it('a rejection says why, in words, without markup', () => {
    expect(refusals(rejectVideoSchema, { reason: '' })).toEqual({ reason: 'الخانة دي مطلوبة.' });
    expect(refusals(rejectVideoSchema, { reason: 'وحش' })).toEqual({
      reason: errorMessage('short-review-reason'),
    });
  });

  it('a failed demo session says why; a passed one may say nothing (decision 243)', () => {
    expect(refusals(demoDecisionSchema, { status: 'Rejected', feedback: ' ' })).toEqual({
      feedback: 'الخانة دي مطلوبة.',
    });
    expect(refusals(demoDecisionSchema, { status: 'Rejected', feedback: 'ضعيف' })).toEqual({
      feedback: 'ملاحظات الجلسة التجريبية قصيرة جدًا.',
    });
    expect(demoDecisionSchema.parse({ status: 'Passed', feedback: '' })).toEqual({
      status: 'Passed',
      feedback: undefined,
    });
    expect(
      demoDecisionSchema.parse({ status: 'Rejected', feedback: 'الشرح كان سريع على الطالب.' }),
    ).toEqual({ status: 'Rejected', feedback: 'الشرح كان سريع على الطالب.' });
  });

  it('a photo session needs a day and a time, read in Cairo', () => {
    expect(refusals(photoSessionFormSchema, { day: '', time: '' })).toEqual({
      day: 'الخانة دي مطلوبة.',
      time: 'الخانة دي مطلوبة.',
    });
    expect(refusals(photoSessionFormSchema, { day: '2026-11-25', time: '10:07' })).toEqual({
      time: errorMessage('invalid-date'),
    });
    expect(photoSessionFormSchema.parse({ day: '2026-11-25', time: '10:15' })).toEqual({
      start: Date.parse('2026-11-25T08:15:00Z'),
    });
  });
});
