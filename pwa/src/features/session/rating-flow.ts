import {
  AppError,
  errorMessage,
  issueCode,
  ratingTextSchema,
  ratingValueSchema,
  type RatingBody,
  type RatingDto,
  type RatingUpdateBody,
} from '@kalam/shared';
import { sessionText, type Reader } from './text.ts';

/** What the rating dialog holds: 0 stars means none chosen yet. */
export interface RatingDraft {
  value: number;
  text: string;
}

export interface RatingErrors {
  value?: string;
  text?: string;
}

/**
 * Spec §5 rating rules (value 1–5; text optional, 3–1000 characters, no markup), in Arabic. No
 * star chosen yet is asked for in the reader's gender («اختاري عدد النجوم الأول»), not refused
 * with the rule's range.
 */
export function checkRating(draft: RatingDraft, reader: Reader = null): RatingErrors {
  const errors: RatingErrors = {};
  const value = ratingValueSchema.safeParse(draft.value);
  if (draft.value === 0) errors.value = sessionText.rating.chooseValue(reader);
  else if (!value.success) errors.value = errorMessage(issueCode(value.error.issues[0]!));
  if (draft.text.trim()) {
    const text = ratingTextSchema.safeParse(draft.text);
    if (!text.success) errors.text = errorMessage(issueCode(text.error.issues[0]!));
  }
  return errors;
}

export interface RatingApi {
  create(body: RatingBody): Promise<RatingDto>;
  update(id: string, body: RatingUpdateBody): Promise<RatingDto>;
  /** The ratings this student gave (to find the one to edit). */
  given(raterId: string): Promise<RatingDto[]>;
}

export interface RatingTarget {
  tutorId: string;
  lessonId: string;
  raterId: string;
}

export type RatingOutcome =
  | { kind: 'created'; rating: RatingDto }
  | { kind: 'updated'; rating: RatingDto }
  /** The server says this tutor is rated already: the dialog switches to editing that one. */
  | { kind: 'exists'; existing: RatingDto };

/**
 * Send a rating: a new one with POST, or an edit with PUT once we know the student's rating of
 * this tutor. `rating-exists` (spec §8: «edit it») finds that rating and answers `exists`.
 */
export async function sendRating(
  ratings: RatingApi,
  target: RatingTarget,
  draft: RatingDraft,
  editing: RatingDto | null,
): Promise<RatingOutcome> {
  const text = draft.text.trim();
  if (editing) {
    const rating = await ratings.update(editing.id, { value: draft.value, text: text || null });
    return { kind: 'updated', rating };
  }
  try {
    const rating = await ratings.create({
      tutorId: target.tutorId,
      lessonId: target.lessonId,
      value: draft.value,
      ...(text ? { text } : {}),
    });
    return { kind: 'created', rating };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'rating-exists') throw error;
    const existing = (await ratings.given(target.raterId)).find(
      (r) => r.rateeId === target.tutorId,
    );
    if (!existing) throw error;
    return { kind: 'exists', existing };
  }
}
