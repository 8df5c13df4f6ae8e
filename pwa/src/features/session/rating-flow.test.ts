import { describe, expect, it } from 'vitest';
import { AppError, errorMessage, type RatingDto } from '@kalam/shared';
import { checkRating, sendRating, type RatingApi } from './rating-flow.ts';

const target = { tutorId: 'tutor-1', lessonId: 'lesson-1', raterId: 'student-1' };

const rating = (over: Partial<RatingDto> = {}): RatingDto => ({
  id: 'r-1',
  rater: { id: 'student-1', name: 'سارة', image: null },
  rateeId: 'tutor-1',
  lessonId: 'lesson-1',
  value: 4,
  text: null,
  createdAt: '2026-11-23T08:00:00.000Z',
  updatedAt: '2026-11-23T08:00:00.000Z',
  ...over,
});

function fakeApi(options: { exists?: RatingDto[] } = {}) {
  const calls: { op: string; args: unknown[] }[] = [];
  const api: RatingApi = {
    async create(body) {
      calls.push({ op: 'create', args: [body] });
      if (options.exists) throw new AppError('rating-exists');
      return rating({ value: body.value as number, text: (body.text as string) ?? null });
    },
    async update(id, body) {
      calls.push({ op: 'update', args: [id, body] });
      return rating({
        id,
        value: body.value as number,
        text: (body.text as string | null) ?? null,
      });
    },
    async given(raterId) {
      calls.push({ op: 'given', args: [raterId] });
      return options.exists ?? [];
    },
  };
  return { api, calls };
}

describe('rating rules (spec §5)', () => {
  it('needs one to five stars', () => {
    // None chosen yet: asked for, in her form, rather than refused with the rule's range.
    expect(checkRating({ value: 0, text: '' }, { gender: 'female' }).value).toBe(
      'اختاري عدد النجوم الأول.',
    );
    expect(checkRating({ value: 0, text: '' }).value).toBe('اختار عدد النجوم الأول.');
    expect(checkRating({ value: 6, text: '' }).value).toBe(
      errorMessage('rating-value-out-of-range'),
    );
    expect(checkRating({ value: 5, text: '' })).toEqual({});
  });

  it('takes words optionally, 3 to 1000 characters, without markup', () => {
    expect(checkRating({ value: 4, text: '   ' })).toEqual({});
    expect(checkRating({ value: 4, text: 'حلو' })).toEqual({});
    expect(checkRating({ value: 4, text: 'ok' }).text).toBe(errorMessage('short-rating-text'));
    expect(checkRating({ value: 4, text: 'ا'.repeat(1001) }).text).toBe(
      errorMessage('long-rating-text'),
    );
    expect(checkRating({ value: 4, text: '<b>bold</b>' }).text).toBeDefined();
  });
});

describe('sending a rating', () => {
  it('creates it for the lesson, leaving out empty words', async () => {
    const { api, calls } = fakeApi();
    const outcome = await sendRating(api, target, { value: 5, text: '  ' }, null);
    expect(outcome.kind).toBe('created');
    expect(calls).toEqual([
      { op: 'create', args: [{ tutorId: 'tutor-1', lessonId: 'lesson-1', value: 5 }] },
    ]);
  });

  it('on rating-exists finds the earlier rating to edit instead', async () => {
    const earlier = rating({ id: 'r-9', value: 2 });
    const other = rating({ id: 'r-8', rateeId: 'tutor-2' });
    const { api, calls } = fakeApi({ exists: [other, earlier] });
    const outcome = await sendRating(api, target, { value: 5, text: 'ممتاز جدًا' }, null);
    expect(outcome).toEqual({ kind: 'exists', existing: earlier });
    expect(calls.map((c) => c.op)).toEqual(['create', 'given']);
    expect(calls[1]!.args).toEqual(['student-1']);
  });

  it('edits with PUT once editing, and clears the words with null', async () => {
    const { api, calls } = fakeApi();
    const outcome = await sendRating(api, target, { value: 3, text: '' }, rating({ id: 'r-9' }));
    expect(outcome.kind).toBe('updated');
    expect(calls).toEqual([{ op: 'update', args: ['r-9', { value: 3, text: null }] }]);
  });

  it('passes any other refusal on', async () => {
    const api: RatingApi = {
      create: () => Promise.reject(new AppError('no-fulfilled-lesson')),
      update: () => Promise.reject(new Error('unused')),
      given: () => Promise.resolve([]),
    };
    await expect(sendRating(api, target, { value: 4, text: '' }, null)).rejects.toMatchObject({
      code: 'no-fulfilled-lesson',
    });
  });
});
