import { z } from 'zod';
import { LESSON_DURATIONS_MINUTES, MINUTES_IN_DAY } from '../constants.ts';
import { WEEKDAYS } from '../enums.ts';

/** Lessons start on a quarter hour, so 15- and 30-minute lessons tile a tutor's day. Decision 021. */
export const LESSON_START_STEP_MINUTES = 15;

export const lessonDurationSchema = z.union(
  LESSON_DURATIONS_MINUTES.map((d) => z.literal(d)) as [z.ZodLiteral<15>, z.ZodLiteral<30>],
  { error: 'invalid-lesson-duration' },
);

/** An ISO instant on a quarter hour, answered as epoch ms. */
export const lessonStartSchema = z.iso
  .datetime({ offset: true, error: 'invalid-date' })
  .transform((v) => Date.parse(v))
  .refine((ms) => ms % (LESSON_START_STEP_MINUTES * 60_000) === 0, 'invalid-date');

export const weekdaySchema = z
  .number({ error: 'invalid-availability-slot' })
  .int('invalid-availability-slot')
  .refine((d) => (WEEKDAYS as readonly number[]).includes(d), 'invalid-availability-slot');

const minuteOfDay = z
  .number({ error: 'invalid-availability-slot' })
  .int('invalid-availability-slot')
  .min(0, 'invalid-availability-slot')
  .max(MINUTES_IN_DAY, 'invalid-availability-slot');

/** One weekly slot: minutes of the day in the tutor's zone, start before end. */
export const availabilitySlotInputSchema = z
  .object({ weekday: weekdaySchema, start: minuteOfDay, end: minuteOfDay })
  .strict()
  .refine((s) => s.start < s.end, { message: 'invalid-availability-slot', path: ['end'] });

/** True when two slots of one template share a minute. */
export function slotsOverlap(
  slots: readonly { weekday: number; start: number; end: number }[],
): boolean {
  const sorted = [...slots].sort((a, b) => a.weekday - b.weekday || a.start - b.start);
  for (let i = 1; i < sorted.length; i += 1) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (prev.weekday === cur.weekday && cur.start < prev.end) return true;
  }
  return false;
}

/** A whole weekly template (the tutor replaces it at once). */
export const availabilityTemplateSchema = z
  .array(availabilitySlotInputSchema)
  .max(7 * 48, 'invalid-availability-slot')
  .refine((slots) => !slotsOverlap(slots), 'overlapping-availability-slots');
